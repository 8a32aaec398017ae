import { toLocale } from "../i18n/locale";
import { translator } from "../i18n/translate";
import { layout, paragraph } from "../email/layout";
import { secretLink, siteLink } from "../email/links";
import type { Rendered } from "../email/templates";
import { emailMessages } from "../email/messages";
import { proofMessages } from "./messages";

const translate = translator(proofMessages, emailMessages);

/**
 * "Your proof is ready" (or, `reminder`, "still awaits your answer") in the order's language,
 * linking to where the customer sees and answers it: the account's order page for a customer,
 * the order's signed page for a guest (`token`).
 */
export function proofReady(
  order: { orderId: string; number: string; locale: string },
  opts: { origin: string; token: string | null; note: string; reminder?: boolean },
): Rendered {
  const l = toLocale(order.locale);
  const t = (k: string, p: Record<string, string | number> = {}) => translate(k, l, p);
  const link = opts.token
    ? secretLink({ origin: opts.origin, locale: l }, "orderFiles", opts.token)
    : siteLink({ origin: opts.origin, locale: l }, `/account/orders/${order.orderId}`);
  const subject = t(opts.reminder ? "email.proof.reminderSubject" : "email.proof.subject", {
    number: order.number,
  });
  const lines = [
    t(opts.reminder ? "email.proof.reminder" : "email.proof.intro", { number: order.number }),
    ...(opts.note ? [t("email.proof.note", { note: opts.note })] : []),
    t("email.proof.link", { link }),
    t("email.proof.dispatch"),
  ];
  const footer = t("email.footer");
  return {
    subject,
    text: [...lines, "", footer].join("\n\n"),
    html: layout({ lang: l, title: subject, body: lines.map(paragraph).join("\n"), footer }),
  };
}
