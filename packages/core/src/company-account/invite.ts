import { createHash, randomBytes, randomUUID } from "node:crypto";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import type { Locale } from "../i18n/locale";
import * as Email from "../email/index";
import { hit } from "../account/throttle";
import { inviteMail } from "./email";
import {
  AcceptInput,
  INVITE_DAYS,
  INVITES_PER_HOUR,
  InviteIdInput,
  InviteInput,
  MemberInput,
  PENDING_INVITES_MAX,
} from "./schema";
import { eventIn, person, requireMember, requireOwner, membership } from "./store";
import { view } from "./view";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The owner invites a buyer by e-mail: at most PENDING_INVITES_MAX pending (a condition on the
 * company's count in the same transaction as the invitation), INVITES_PER_HOUR sends an hour per
 * company. The e-mail (in the language chosen, else the owner's) carries a 32-byte random token
 * once; only its hash is stored. An e-mail with an account joins only when that person accepts.
 */
export const invite = fn(
  InviteInput,
  async (input, userId: string, ctx: { locale: Locale; origin?: string }) => {
    const m = await requireOwner(userId);
    const { companyId } = m.company;
    const email = input.email.toLowerCase();
    const { data: claim } = await db().entities.emailClaim.get({ email }).go();
    if (claim && (await membership(claim.userId))?.company.companyId === companyId)
      throw new AppError("conflict", "companyAccount.invite_member", { params: { email } });
    await hit("company.invite", companyId, { limit: INVITES_PER_HOUR, windowSeconds: 3600 });
    const now = Date.now();
    // An earlier invitation of the same e-mail, or one past its time, gives its place back.
    const { data: pending } = await db()
      .entities.companyInvite.query.byCompany({ companyId })
      .go({ pages: "all" });
    for (const old of pending.filter((i) => i.email === email || i.validUntil < now))
      await dropInvite(companyId, old.inviteId, person(m), "invite.replaced", old.email);
    const token = randomBytes(32).toString("base64url");
    const inviteId = randomUUID();
    const messageId = Email.messageIdFor("company.invite", inviteId);
    const locale = input.locale ?? ctx.locale;
    const mail = await Email.prepare(
      {
        ...inviteMail(locale, ctx.origin ?? "", {
          company: m.company.name,
          nip: companyId,
          inviter: m.member.email,
          token,
        }),
        to: email,
        kind: "company.invite",
        locale,
        ref: companyId,
      },
      messageId,
      now,
    );
    const result = await db()
      .transaction.write((e) => [
        e.buyerCompany
          .patch({ companyId })
          .add({ pendingInvites: 1 })
          .where((a, op) => op.lt(a.pendingInvites, PENDING_INVITES_MAX))
          .commit(),
        e.companyInvite
          .create({
            companyId,
            inviteId,
            email,
            tokenHash: hashOf(token),
            invitedBy: userId,
            createdAt: now,
            validUntil: now + INVITE_DAYS * 86_400_000,
          })
          .commit(),
        eventIn(e, companyId, person(m), "invite.sent", email),
        Email.enqueueIn(e, mail),
      ])
      .go();
    if (result.canceled)
      throw new AppError("conflict", "companyAccount.too_many_invites", {
        params: { max: PENDING_INVITES_MAX },
      });
    await Email.deliverSoon(messageId).catch((error) =>
      console.error(`[email] company.invite ${inviteId} stays in the outbox: ${String(error)}`),
    );
    return view(userId);
  },
);

/** Deletes a pending invitation (only if it is still there) and gives its place back. */
async function dropInvite(
  companyId: string,
  inviteId: string,
  actor: { userId: string; email: string },
  action: string,
  subject: string,
) {
  const result = await db()
    .transaction.write((e) => [
      e.companyInvite
        .delete({ companyId, inviteId })
        .where((a, op) => op.exists(a.tokenHash))
        .commit(),
      e.buyerCompany.patch({ companyId }).add({ pendingInvites: -1 }).commit(),
      eventIn(e, companyId, actor, action, subject),
    ])
    .go();
  return !result.canceled;
}

/**
 * Accepts an invitation: the signed-in person must be the invited e-mail's account. The link is
 * single-use (the invitation is deleted on the condition that it still exists, in the one
 * transaction that makes the membership), and opens nothing after INVITE_DAYS, for another
 * account, or tampered with: a translated 403 and nothing changes.
 */
export const accept = fn(AcceptInput, async ({ token }, userId: string) => {
  const { data } = await db()
    .entities.companyInvite.query.byToken({ tokenHash: hashOf(token) })
    .go();
  const inv = data[0];
  if (!inv) throw new AppError("forbidden", "companyAccount.invite_invalid");
  if (inv.validUntil < Date.now()) throw new AppError("forbidden", "companyAccount.invite_expired");
  const { data: user } = await db().entities.user.get({ userId }).go();
  if (!user || user.email !== inv.email)
    throw new AppError("forbidden", "companyAccount.invite_other_account");
  if (await membership(userId)) throw new AppError("conflict", "companyAccount.already_member");
  const who = { userId, email: user.email };
  const result = await db()
    .transaction.write((e) => [
      e.companyInvite
        .delete({ companyId: inv.companyId, inviteId: inv.inviteId })
        .where((a, op) => op.eq(a.tokenHash, inv.tokenHash))
        .commit(),
      e.companyMember
        .create({
          userId,
          companyId: inv.companyId,
          email: user.email,
          role: "buyer",
          joinedAt: Date.now(),
        })
        .commit(),
      e.buyerCompany.patch({ companyId: inv.companyId }).add({ pendingInvites: -1 }).commit(),
      eventIn(e, inv.companyId, who, "invite.accepted", user.email),
    ])
    .go();
  if (result.canceled) {
    if (await membership(userId)) throw new AppError("conflict", "companyAccount.already_member");
    throw new AppError("forbidden", "companyAccount.invite_invalid");
  }
  return view(userId);
});

/** The owner revokes a pending invitation: its link opens nothing afterwards. */
export const revoke = fn(InviteIdInput, async ({ inviteId }, userId: string) => {
  const m = await requireOwner(userId);
  const { companyId } = m.company;
  const { data: inv } = await db().entities.companyInvite.get({ companyId, inviteId }).go();
  if (!inv || !(await dropInvite(companyId, inviteId, person(m), "invite.revoked", inv.email)))
    throw new AppError("not_found", "companyAccount.invite_not_found");
  return view(userId);
});

/** The owner removes a buyer (not themselves): the person no longer sees the company's orders. */
export const remove = fn(MemberInput, async (input, userId: string) => {
  const m = await requireOwner(userId);
  const { companyId } = m.company;
  const { data: target } = await db().entities.companyMember.get({ userId: input.userId }).go();
  if (!target || target.companyId !== companyId || target.role !== "buyer")
    throw new AppError("not_found", "companyAccount.member_not_found");
  await leaveWrite(companyId, target.userId, person(m), "member.removed", target.email);
  return view(userId);
});

/** A buyer leaves the company (the owner cannot: the company would have nobody to run it). */
export const leave = fn(MemberInput.partial(), async (_input, userId: string) => {
  const m = await requireMember(userId);
  if (m.member.role === "owner")
    throw new AppError("conflict", "companyAccount.owner_cannot_leave");
  await leaveWrite(m.company.companyId, userId, person(m), "member.left", m.member.email);
  return null;
});

async function leaveWrite(
  companyId: string,
  memberId: string,
  actor: { userId: string; email: string },
  action: string,
  subject: string,
) {
  const result = await db()
    .transaction.write((e) => [
      e.companyMember
        .delete({ userId: memberId })
        .where((a, op) => op.eq(a.companyId, companyId))
        .commit(),
      eventIn(e, companyId, actor, action, subject),
    ])
    .go();
  if (result.canceled) throw new AppError("not_found", "companyAccount.member_not_found");
}
