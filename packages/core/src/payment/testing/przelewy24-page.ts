/**
 * The local Przelewy24 server's payment page (/trnRequest/{token}): where the payer would choose
 * a bank or enter a BLIK code, here one form that pays or cancels. It says on every line that it
 * is a test gateway, so nobody mistakes it for the real one.
 */
export interface PageTransaction {
  token: string;
  sessionId: string;
  amount: number;
  currency: string;
  description: string;
  email: string;
  /** The payer may pay by BLIK only (the shop asked for Przelewy24's BLIK channel). */
  blik: boolean;
  status: number;
  /** The last try was refused: a BLIK code that is not six digits. */
  error?: "blik";
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).slice(0, 2000);

const money = (minor: number, currency: string) =>
  `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, "0")} ${escape(currency)}`;

export function paymentPage(t: PageTransaction): string {
  const paid = t.status !== 0;
  // Relative: the page posts back to itself wherever the gateway is served.
  const action = encodeURIComponent(t.token);
  const methods = t.blik
    ? ""
    : `<fieldset><legend>Method</legend>
<label><input type="radio" name="method" value="blik" checked> BLIK</label>
<label><input type="radio" name="method" value="transfer"> Bank transfer (pay-by-link)</label>
</fieldset>`;
  const blikField = `<p><label>BLIK code <input name="blik" inputmode="numeric" pattern="[0-9]{6}" maxlength="6"${t.blik ? " required" : ""}></label></p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>TEST GATEWAY – Przelewy24 sandbox protocol</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
.banner{background:#b00020;color:#fff;padding:.75rem 1rem;font-weight:700;border-radius:.25rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem}
.error{color:#b00020;font-weight:700}
</style>
</head>
<body>
<p class="banner" role="alert">TEST GATEWAY — no money moves. It speaks Przelewy24's sandbox protocol so the shop can be tried without an account.</p>
<h1>Pay ${money(t.amount, t.currency)}</h1>
<dl>
<dt>Description</dt><dd>${escape(t.description)}</dd>
<dt>E-mail</dt><dd>${escape(t.email)}</dd>
<dt>Session</dt><dd><code>${escape(t.sessionId)}</code></dd>
<dt>Method</dt><dd>${t.blik ? "BLIK" : "BLIK or bank transfer"} (test: any six digits for BLIK)</dd>
</dl>
${t.error ? '<p role="alert" class="error">Enter the six digits of a BLIK code.</p>' : ""}
${
  paid
    ? "<p>This transaction is already paid.</p>"
    : `<form method="post" action="${action}">
${methods}
${blikField}
<button name="action" value="pay">Pay (test)</button>
<button name="action" value="cancel" formnovalidate>Cancel</button>
</form>`
}
</body>
</html>`;
}
