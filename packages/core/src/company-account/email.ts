import { toLocale } from "../i18n/locale";
import { translator } from "../i18n/translate";
import { layout, paragraph } from "../email/layout";
import { secretLink, siteLink } from "../email/links";
import type { Rendered } from "../email/templates";
import { emailMessages } from "../email/messages";
import { companyAccountMessages } from "../messages/company-account";

const translate = translator(companyAccountMessages, emailMessages);

/** The company accounts' e-mails, in the language given, with a text and an HTML part (pure). */
function render(locale: string, subjectKey: string, lines: [string, Record<string, string>][]) {
  const l = toLocale(locale);
  const t = (k: string, p: Record<string, string | number> = {}) => translate(k, l, p);
  const subject = t(subjectKey, lines[0]?.[1] ?? {});
  const body = lines.map(([k, p]) => t(k, p));
  const footer = t("email.footer");
  return {
    subject,
    text: [...body, "", footer].join("\n\n"),
    html: layout({ lang: l, title: subject, body: body.map(paragraph).join("\n"), footer }),
  } satisfies Rendered;
}

export function inviteMail(
  locale: string,
  origin: string,
  p: { company: string; nip: string; inviter: string; token: string },
): Rendered {
  const link = secretLink({ origin, locale: toLocale(locale) }, "companyInvite", p.token);
  const params = { company: p.company, nip: p.nip, inviter: p.inviter };
  return render(locale, "email.companyInvite.subject", [
    ["email.companyInvite.intro", params],
    ["email.companyInvite.link", { link }],
    ["email.companyInvite.expires", {}],
  ]);
}

export function approvalMail(
  locale: string,
  origin: string,
  p: { buyer: string; net: string; company: string },
): Rendered {
  const link = siteLink({ origin, locale: toLocale(locale) }, "/account/company");
  return render(locale, "email.companyApproval.subject", [
    ["email.companyApproval.intro", p],
    ["email.companyApproval.link", { link }],
  ]);
}

export function approvedMail(
  locale: string,
  origin: string,
  p: { number: string; orderId: string },
): Rendered {
  const link = siteLink({ origin, locale: toLocale(locale) }, `/account/orders/${p.orderId}`);
  return render(locale, "email.companyApproved.subject", [
    ["email.companyApproved.intro", { number: p.number }],
    ["email.companyApproved.link", { link }],
  ]);
}

export function rejectedMail(locale: string, p: { net: string; comment: string }): Rendered {
  return render(locale, "email.companyRejected.subject", [
    ["email.companyRejected.intro", { net: p.net }],
    ["email.companyRejected.comment", { comment: p.comment }],
  ]);
}
