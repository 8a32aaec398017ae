/**
 * The seed's sample form has one "city/postcode" field; the REST shim splits it into postcode and
 * city. Written without a backtracking pattern: the text is bounded first, cut into tokens by one
 * linear scan, and only a token (or two, for a UK postcode) is matched against the postcode's
 * anchored pattern. A 60,000-character city used to hold the server for seconds (issue 24).
 */

/** Longer than any postcode plus the schema's 100-character city: not split, the schema refuses it. */
export const MAX_POSTCODE_CITY = 130;

const LEADING_POSTCODE = /^(?:\d{2}-\d{3}|\d{4,5}|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i;
const TRAILING_POSTCODE = /^(?:\d{2}-\d{3}|\d{4,5})$/;
const isSeparator = (c: string) => c === "," || /\s/.test(c);

interface Token {
  start: number;
  end: number;
}

function tokens(s: string): Token[] {
  const out: Token[] = [];
  let start = -1;
  for (let i = 0; i <= s.length; i++) {
    const sep = i === s.length || isSeparator(s[i]!);
    if (!sep && start < 0) start = i;
    else if (sep && start >= 0) {
      out.push({ start, end: i });
      start = -1;
    }
  }
  return out;
}

/**
 * "00-950 Warszawa", "Warszawa, 00-950", "SW1A 1AA London" → `{ postcode, city }`; anything else
 * (or anything longer than {@link MAX_POSTCODE_CITY}) → `null`, left for the schema to judge.
 */
export function splitPostcodeCity(text: string): { postcode: string; city: string } | null {
  if (text.length > MAX_POSTCODE_CITY) return null;
  const t = tokens(text);
  if (t.length < 2) return null;
  const slice = (a: Token, b: Token) => text.slice(a.start, b.end);
  // The postcode first: one token, or two joined by one space (a UK postcode).
  for (const k of [1, 2]) {
    if (t.length <= k) break;
    const candidate = slice(t[0]!, t[k - 1]!);
    if (k === 2 && text.slice(t[0]!.end, t[1]!.start) !== " ") continue;
    if (LEADING_POSTCODE.test(candidate))
      return { postcode: candidate, city: slice(t[k]!, t[t.length - 1]!) };
  }
  // Or last (Polish and German forms only).
  const last = t[t.length - 1]!;
  const tail = text.slice(last.start, last.end);
  if (TRAILING_POSTCODE.test(tail)) return { postcode: tail, city: slice(t[0]!, t[t.length - 2]!) };
  return null;
}
