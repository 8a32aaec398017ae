/**
 * The HTML part of every e-mail: one plain, table-free layout that mail clients render alike.
 * Pure functions (no I/O) so templates can be tested on their own.
 */
export const escapeHtml = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/;

/** A paragraph of plain text as HTML: escaped, links made clickable, line breaks kept. */
export function paragraph(text: string): string {
  const html = text
    .split(URL_PATTERN)
    .map((part, i) =>
      i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join("");
  return `<p style="margin:0 0 12px">${html.replace(/\n/g, "<br>")}</p>`;
}

/** A whole text message as HTML paragraphs (blank lines separate paragraphs). */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => paragraph(p.trim()))
    .join("\n");
}

/** Wraps the body in the document every message shares. */
export function layout(opts: {
  lang: string;
  title: string;
  body: string;
  footer?: string;
}): string {
  return `<!doctype html>
<html lang="${escapeHtml(opts.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(opts.title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#18181b">
<div style="max-width:640px;margin:0 auto;background:#ffffff;padding:24px;border-radius:6px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(opts.title)}</h1>
${opts.body}
${opts.footer ? `<hr style="border:none;border-top:1px solid #e4e4e7;margin:24px 0 12px"><p style="margin:0;color:#71717a;font-size:12px">${escapeHtml(opts.footer)}</p>` : ""}
</div></body></html>`;
}
