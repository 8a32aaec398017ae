/**
 * How a site's build is uploaded to its bucket (CDK-free): the per-file Cache-Control and
 * Content-Type an `sst deploy` gives each object. stacks/Web.ts hands `siteFileOptions` to SST's
 * StaticSite; the deployed-shape runner (test/deployed/) serves the build with the same metadata.
 */

/** Cache-Control the site uploads give to content-hashed files (Vite's `assets/`). */
export const IMMUTABLE_CACHE_CONTROL = "max-age=31536000,public,immutable";

export interface FileOption {
  files: string;
  cacheControl: string;
}

/** Cache-Control of every file whose name does not change with its content. */
export const NO_CACHE_CONTROL = "max-age=0,no-cache,no-store,must-revalidate";

/**
 * The sites' own file options (Web.ts). SST's own rules make every JavaScript and CSS file
 * immutable (below); the files at a site's root keep their names across deploys (the shop's
 * `boot.js`), so they are no-cache — a year-long cache would keep a deploy's old boot code in
 * browsers. Vite's content-hashed `assets/` are immutable (last: SST applies the last match).
 */
export const siteFileOptions: readonly FileOption[] = [
  { files: "*.js", cacheControl: NO_CACHE_CONTROL },
  { files: "*.css", cacheControl: NO_CACHE_CONTROL },
  { files: "assets/**", cacheControl: IMMUTABLE_CACHE_CONTROL },
];

/**
 * SST 2.49.8's StaticSite upload (constructs/StaticSite.js `createS3Deployment`): its own two
 * options first, then the site's; the uploader (support/custom-resources, `batchProcessor`) walks
 * them in reverse, and the first option to claim a file sets its metadata: the LAST match wins.
 */
export const uploadedFileOptions: readonly FileOption[] = [
  { files: "**", cacheControl: NO_CACHE_CONTROL },
  { files: "**/*.js", cacheControl: IMMUTABLE_CACHE_CONTROL },
  { files: "**/*.css", cacheControl: IMMUTABLE_CACHE_CONTROL },
  ...siteFileOptions,
];

/** A glob of the uploader's kind (`**`, `*`, literal parts; dot files included) as a test on a key. */
function globMatches(glob: string, key: string): boolean {
  const parts = glob.split("/");
  const segments = key.split("/");
  const match = (gi: number, si: number): boolean => {
    if (gi === parts.length) return si === segments.length;
    if (parts[gi] === "**") {
      for (let k = si; k <= segments.length; k++) if (match(gi + 1, k)) return true;
      return false;
    }
    if (si === segments.length) return false;
    return segmentMatches(parts[gi]!, segments[si]!) && match(gi + 1, si + 1);
  };
  // `**` matches files only at a depth of one segment or more.
  return match(0, 0);
}

function segmentMatches(pattern: string, segment: string): boolean {
  const star = pattern.indexOf("*");
  if (star === -1) return pattern === segment;
  const head = pattern.slice(0, star);
  const tail = pattern.slice(star + 1);
  return (
    segment.length >= head.length + tail.length &&
    segment.startsWith(head) &&
    segment.endsWith(tail)
  );
}

/** The Cache-Control the upload gives the object `key` (a path relative to the site's dist/). */
export function cacheControlOf(key: string): string {
  for (const option of [...uploadedFileOptions].reverse())
    if (globMatches(option.files, key)) return option.cacheControl;
  return "";
}

/** The uploader's table (`getContentType`), vendored from sst@2.49.8 support/custom-resources. */
const CONTENT_TYPES: Record<string, { mime: string; isText: boolean }> = {
  ".txt": { mime: "text/plain", isText: true },
  ".htm": { mime: "text/html", isText: true },
  ".html": { mime: "text/html", isText: true },
  ".xhtml": { mime: "application/xhtml+xml", isText: true },
  ".css": { mime: "text/css", isText: true },
  ".js": { mime: "text/javascript", isText: true },
  ".mjs": { mime: "text/javascript", isText: true },
  ".apng": { mime: "image/apng", isText: false },
  ".avif": { mime: "image/avif", isText: false },
  ".gif": { mime: "image/gif", isText: false },
  ".jpeg": { mime: "image/jpeg", isText: false },
  ".jpg": { mime: "image/jpeg", isText: false },
  ".png": { mime: "image/png", isText: false },
  ".svg": { mime: "image/svg+xml", isText: true },
  ".bmp": { mime: "image/bmp", isText: false },
  ".tiff": { mime: "image/tiff", isText: false },
  ".webp": { mime: "image/webp", isText: false },
  ".ico": { mime: "image/vnd.microsoft.icon", isText: false },
  ".eot": { mime: "application/vnd.ms-fontobject", isText: false },
  ".ttf": { mime: "font/ttf", isText: false },
  ".otf": { mime: "font/otf", isText: false },
  ".woff": { mime: "font/woff", isText: false },
  ".woff2": { mime: "font/woff2", isText: false },
  ".json": { mime: "application/json", isText: true },
  ".jsonld": { mime: "application/ld+json", isText: true },
  ".xml": { mime: "application/xml", isText: true },
  ".pdf": { mime: "application/pdf", isText: false },
  ".zip": { mime: "application/zip", isText: false },
  ".wasm": { mime: "application/wasm", isText: false },
};

/** The Content-Type the upload gives `key` (StaticSite's textEncoding is the default, utf-8). */
export function contentTypeOf(key: string): string {
  const name = key.slice(key.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  const ext = key.endsWith(".well-known/site-association-json")
    ? ".json"
    : dot > 0
      ? name.slice(dot)
      : "";
  const known = CONTENT_TYPES[ext];
  return known
    ? `${known.mime}${known.isText ? ";charset=utf-8" : ""}`
    : "application/octet-stream";
}
