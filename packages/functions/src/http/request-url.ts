import { AppError } from "@printshop/core/error";

/** A Host header a URL can be built from: a name or an IP literal, an optional port. */
const HOST =
  /^(?:[A-Z0-9](?:[A-Z0-9-]{0,61}[A-Z0-9])?(?:\.[A-Z0-9](?:[A-Z0-9-]{0,61}[A-Z0-9])?)*|\[[0-9A-F:.]{2,45}\])(?::\d{1,5})?$/i;

/**
 * The request's URL from the host and the raw path + query, refusing (400, JSON) what a URL
 * cannot be made of: a malformed Host, a path that is not a valid percent-encoding of UTF-8
 * (`/trpc/%E0%A4%A`), control characters. Every route after this may decode the path freely.
 */
export function requestUrl(
  protocol: "http" | "https",
  host: string | undefined,
  pathAndQuery: string,
): URL {
  const h = host ?? "localhost";
  if (!HOST.test(h))
    throw new AppError("input", "input.bad_header", { params: { header: "host" } });
  // eslint-disable-next-line no-control-regex -- refusing control characters in a URL is this check's purpose
  if (!pathAndQuery.startsWith("/") || /[\u0000-\u001f\u007f]/.test(pathAndQuery))
    throw new AppError("input", "input.bad_url");
  let url: URL;
  try {
    url = new URL(`${protocol}://${h}${pathAndQuery}`);
    decodeURIComponent(url.pathname);
  } catch (cause) {
    throw new AppError("input", "input.bad_url", { cause });
  }
  return url;
}

/** Whether a path is safe to decode (see requestUrl). */
export function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
