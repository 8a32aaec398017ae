/**
 * `html.replace(/<[^>]*>/g, by)` as a linear scan: each "<" that has a ">" after it, up to that
 * first ">", becomes `by`. The pattern tried every "<" against the rest of the text, so a run of
 * "<" with no ">" took quadratic time. Pure and browser-safe.
 */
export function stripTags(html: string, by: string): string {
  let out = "";
  let from = 0;
  for (;;) {
    const open = html.indexOf("<", from);
    if (open === -1) break;
    const close = html.indexOf(">", open + 1);
    if (close === -1) break;
    out += html.slice(from, open) + by;
    from = close + 1;
  }
  return out + html.slice(from);
}
