/**
 * A short, readable summary of a User-Agent header ("Firefox", "Windows") for a person's list of
 * sessions, where the raw header is too long to read and a full UA library (tens of KB) would be
 * out of proportion. Only the browser's and the system's names, no versions: the person needs to
 * recognise their own devices, not audit them. Both SPAs can use it (no dependencies).
 */
export interface DeviceSummary {
  /** The browser's name, or null when the header names none we know. */
  browser: string | null;
  /** The operating system's name, or null when the header names none we know. */
  system: string | null;
}

/**
 * Browsers, most specific first: most of them also carry the tokens of the ones they are built on
 * (Edge and Opera say "Chrome/ … Safari/", Chrome says "Safari/", every one says "Mozilla/").
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|OPiOS|OPT)\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bVivaldi\//, "Vivaldi"],
  [/\bYaBrowser\//, "Yandex Browser"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  // Automated Chrome (test runners, crawlers) says so; the person may want to know.
  [/\bHeadlessChrome\//, "Headless Chrome"],
  [/\bChromium\//, "Chromium"],
  [/\b(?:Chrome|CriOS)\//, "Chrome"],
  // Safari's own header has "Version/" right before "Safari/" (on phones, "Mobile/" between);
  // other iOS apps' web views have neither.
  [/\bVersion\/[\d.]+ (?:Mobile\/\w+ )?Safari\//, "Safari"],
  [/\b(?:MSIE |Trident\/)/, "Internet Explorer"],
];

/** Systems, most specific first: Android says "Linux", iPhones and iPads say "like Mac OS X". */
const SYSTEMS: readonly [RegExp, string][] = [
  [/\bWindows Phone\b/, "Windows Phone"],
  [/\bWindows\b|\bWin(?:32|64)\b/, "Windows"],
  [/\bAndroid\b/, "Android"],
  [/\b(?:iPhone|iPod)\b/, "iOS"],
  [/\biPad\b/, "iPadOS"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b|\bX11\b/, "Linux"],
];

const find = (ua: string, rules: readonly [RegExp, string][]) =>
  rules.find(([pattern]) => pattern.test(ua))?.[1] ?? null;

/** The browser and system a User-Agent header names ("" and unknown ones: nulls). */
export function summarizeUserAgent(ua: string): DeviceSummary {
  const browser = find(ua, BROWSERS) ?? programName(ua);
  return { browser, system: find(ua, SYSTEMS) };
}

/**
 * A program that is not a browser names itself first ("curl/8.5.0", "okhttp/4.12.0"): its name
 * is better than nothing. "Mozilla/5.0" in front of an unknown browser says nothing.
 */
function programName(ua: string): string | null {
  const name = /^([a-z][\w.-]{0,30})\//i.exec(ua.trim())?.[1];
  return name && name !== "Mozilla" ? name : null;
}
