import type { IncomingMessage, ServerResponse } from "node:http";
import { decline, type Ledger, type Session } from "./stripe-ledger";
import { read } from "./stripe-http";

export const TEST_CARD = "4242424242424242";
export const DECLINED_CARD = "4000000000000002";

/**
 * The local Stripe server's hosted Checkout page (`/c/pay/{session id}`): the payer pays by card
 * (test card 4242 4242 4242 4242; 4000 0000 0000 0002 is declined), by BLIK (six digits, PLN) or
 * by Przelewy24 (PLN, EUR), or cancels. Every screen says it is a test gateway.
 */
const escape = (s: string) => s.slice(0, 2000).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const money = (minor: number, currency: string) =>
  `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, "0")} ${escape(currency.toUpperCase())}`;

export function checkoutPage(s: Session, error?: string): string {
  const methods = s.payment_method_types;
  const option = (value: string, label: string, first: boolean) =>
    `<label><input type="radio" name="method" value="${value}"${first ? " checked" : ""}> ${label}</label>`;
  const labels: Record<string, string> = {
    card: "Card",
    blik: "BLIK",
    p24: "Przelewy24",
  };
  const form =
    s.status !== "open"
      ? `<p>This Checkout Session is ${escape(s.status)}.</p>`
      : `<form method="post" action="${encodeURIComponent(s.id)}">
<fieldset><legend>Payment method</legend>
${methods.map((m, i) => option(m, labels[m] ?? m, i === 0)).join("\n")}
</fieldset>
${methods.includes("card") ? '<p><label>Card number <input name="card" inputmode="numeric" autocomplete="off" maxlength="23"></label></p>' : ""}
${methods.includes("blik") ? '<p><label>BLIK code <input name="blik" inputmode="numeric" pattern="[0-9]{6}" maxlength="6"></label></p>' : ""}
<button name="action" value="pay">Pay ${money(s.amount_total, s.currency)} (test)</button>
<button name="action" value="cancel" formnovalidate>Cancel</button>
</form>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>TEST GATEWAY – Stripe Checkout protocol</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
.banner{background:#b00020;color:#fff;padding:.75rem 1rem;font-weight:700;border-radius:.25rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem}
.error{color:#b00020;font-weight:700}
</style>
</head>
<body>
<p class="banner" role="alert">TEST GATEWAY — no money moves. It speaks Stripe's Checkout API so the shop can be tried without an account.</p>
<h1>Pay ${money(s.amount_total, s.currency)}</h1>
<dl>
<dt>Description</dt><dd>${escape(s.line_name)}</dd>
<dt>E-mail</dt><dd>${escape(s.customer_email ?? "")}</dd>
<dt>Session</dt><dd><code>${escape(s.id)}</code></dd>
<dt>Test data</dt><dd>card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined; BLIK: any six digits</dd>
</dl>
${error ? `<p role="alert" class="error">${escape(error)}</p>` : ""}
${form}
</body>
</html>`;
}

/** What the hosted page needs of the local Stripe server: its ledger, its events and their delivery. */
export interface PageHost extends Ledger {
  pay(sessionId: string, method?: string): string[];
  event(type: string, object: unknown): string;
  deliver(event: string): Promise<unknown>;
}

/**
 * The hosted page's requests: GET shows it, POST pays (a declined test card, a wrong card number
 * or BLIK code answer the page again with the reason) or cancels, then sends the payer back.
 */
export async function hostedPage(
  stripe: PageHost,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
) {
  const s = stripe.sessions.get(id);
  const html = (status: number, body: string) =>
    res.writeHead(status, { "content-type": "text/html; charset=utf-8" }).end(body);
  if (!s)
    return void html(
      404,
      "<!doctype html><title>TEST GATEWAY</title><p>TEST GATEWAY — no such Checkout Session.</p>",
    );
  if (req.method !== "POST") return void html(200, checkoutPage(s));
  const form = new URLSearchParams((await read(req)).slice(0, 2000));
  if (form.get("action") === "cancel" || s.status !== "open")
    return void res
      .writeHead(303, { location: s.cancel_url ?? `${stripe.origin}/c/pay/${id}` })
      .end();
  const method = form.get("method") ?? "card";
  if (!s.payment_method_types.includes(method))
    return void html(400, checkoutPage(s, "Choose a payment method."));
  if (method === "card") {
    const card = (form.get("card") ?? "").slice(0, 40).replace(/[\s-]/g, "");
    if (card === DECLINED_CARD) {
      const intent = decline(stripe, s, "Your card was declined.", "card_declined");
      await stripe.deliver(stripe.event("payment_intent.payment_failed", intent));
      return void html(402, checkoutPage(s, "Your card was declined."));
    }
    if (card !== TEST_CARD)
      return void html(
        400,
        checkoutPage(s, "Your card number is incorrect. Use the test card 4242 4242 4242 4242."),
      );
  }
  if (method === "blik" && !/^\d{6}$/.test((form.get("blik") ?? "").slice(0, 20)))
    return void html(400, checkoutPage(s, "Enter the six digits of a BLIK code."));
  // As Stripe does before it sends the payer back: the events are on their way.
  for (const e of stripe.pay(id, method)) await stripe.deliver(e);
  res.writeHead(303, { location: s.success_url ?? `${stripe.origin}/c/pay/${id}` }).end();
}
