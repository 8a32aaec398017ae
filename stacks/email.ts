import { siteDomain } from "./domain";
import { PRODUCTION_STAGE } from "./stage";

/**
 * Who the shop's e-mails come from (a stage setting). `EMAIL_FROM` in the deploy environment
 * wins; production on its own domain defaults to `no-reply@<SITE_DOMAIN>`. A stage without a
 * sender (a preview, by default) sends nothing: its e-mails are stored in the outbox and shown
 * in the admin's Outbox, so a preview never writes to real customers.
 *
 * The sender's address or its domain must be a verified SES identity in the stack's region
 * (README, "E-mail"); the Lambda may send only as that address, through either identity.
 */
export interface EmailSender {
  from: string;
  /** SES identities the Lambda may send through: the address itself and its domain. */
  identities: string[];
}

export function emailSender(
  stage: string,
  env: NodeJS.ProcessEnv = process.env,
): EmailSender | undefined {
  const explicit = env.EMAIL_FROM?.trim();
  const domain = siteDomain(env);
  const from =
    explicit || (stage === PRODUCTION_STAGE && domain ? `no-reply@${domain.name}` : undefined);
  if (!from) return undefined;
  const at = from.lastIndexOf("@");
  if (at < 1 || at === from.length - 1 || /\s/.test(from))
    throw new Error(`EMAIL_FROM "${from}" is not an e-mail address`);
  return { from, identities: [from.toLowerCase(), from.slice(at + 1).toLowerCase()] };
}
