import { randomBytes, randomUUID } from "node:crypto";
import * as Audit from "../audit/write";
import * as Email from "../email/index";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import { translator } from "../i18n/translate";
import { isEmail } from "../account/email";
import { secretLink, type LinkContext } from "../email/links";
import { hashPassword, withHashSlot } from "../account/password";
import { normalizeEmail, tokenHash, userIdByEmail } from "../account/register";
import { endResetLinks } from "../account/reset";
import { now } from "../session/clock";
import { userMessages } from "./messages";
import { InviteInput } from "./schema";

const translate = translator(userMessages);

/** How long an invitation's link sets the password: a week (a reset link lasts an hour). */
export const INVITE_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * Invites a person to the back office: an account with the role, its e-mail confirmed (the
 * invitation goes to it), and no password anyone knows; the e-mail carries a single-use link to
 * the shop's set-password page (`/password/reset#<token>`, valid a week, only its hash stored).
 * After setting the password they sign in to the admin, where a second factor is asked or set
 * up. The account, its e-mail's claim, the link and the audit entry are one transaction: an
 * e-mail that already has an account is refused (`account.email_taken`) with nothing written.
 */
export const invite = fn(
  InviteInput,
  async (input, actor: Audit.Actor, ctx: Pick<LinkContext, "locale" | "origin">) => {
    const email = normalizeEmail(input.email);
    if (!isEmail(email))
      throw new AppError("input", "account.email_invalid", {
        fields: [{ field: "email", code: "account.email_invalid" }],
      });
    const userId = randomUUID();
    // A password nobody knows, hashed like any other: signing in needs the invitation's link first.
    const passwordHash = await withHashSlot(
      (slot) => hashPassword(randomBytes(32).toString("base64url"), slot),
      { priority: "high" },
    );
    const token = randomBytes(32).toString("base64url");
    const at = now();
    try {
      await Audit.write(
        actor,
        {
          action: "user.invite",
          target: { type: "user", id: userId },
          before: null,
          after: { email, role: input.role },
        },
        ({ user, emailClaim, passwordReset }) => [
          emailClaim.create({ email, userId }).commit(),
          user
            .create({
              userId,
              email,
              passwordHash,
              profile: {},
              marketingConsent: false,
              role: input.role,
              confirmedAt: at,
            })
            .commit(),
          passwordReset
            .create({
              tokenHash: tokenHash(token),
              userId,
              expiresAt: Math.floor(at / 1000) + INVITE_TTL_SECONDS,
            })
            .commit(),
        ],
      );
    } catch (error) {
      // The only condition that can fail here is the e-mail's claim (the ids are new).
      if (error instanceof AppError && error.code === "conflict.stale")
        throw new AppError("conflict", "account.email_taken", {
          fields: [{ field: "email", code: "account.email_taken" }],
        });
      throw error;
    }
    await sendInvitation(email, token, actor, ctx);
    return { userId, email, role: input.role };
  },
);

function sendInvitation(
  email: string,
  token: string,
  inviter: Audit.Actor,
  ctx: Pick<LinkContext, "locale" | "origin">,
) {
  return Email.send({
    kind: "account.invite",
    locale: ctx.locale,
    to: email,
    subject: translate("email.invite.subject", ctx.locale),
    text: translate("email.invite.text", ctx.locale, {
      link: secretLink(ctx, "reset", token),
      inviter: inviter.email,
    }),
  });
}

/**
 * A new invitation link for an invited person (the admin's Outbox "Resend with a new link",
 * whose stored copy of the first e-mail no longer has its token), from the administrator who
 * resends it: valid INVITE_TTL_SECONDS from now. The person's earlier links end first (only the
 * newest should open). An e-mail without an account any more (the invitation was withdrawn by
 * deleting the user) is `account.account_gone`, with nothing sent.
 */
export async function renewInvitation(
  email: string,
  actor: Audit.Actor,
  ctx: Pick<LinkContext, "locale" | "origin">,
): Promise<{ messageId: string }> {
  const userId = await userIdByEmail(email);
  if (!userId) throw new AppError("not_found", "account.account_gone");
  await endResetLinks(userId);
  const token = randomBytes(32).toString("base64url");
  await db()
    .entities.passwordReset.create({
      tokenHash: tokenHash(token),
      userId,
      expiresAt: Math.floor(now() / 1000) + INVITE_TTL_SECONDS,
    })
    .go();
  return sendInvitation(email, token, actor, ctx);
}
