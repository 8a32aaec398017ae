import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import { isValidNip, normalizeNip } from "../account/nip";
import type { Locale } from "../i18n/locale";
import { CreateInput, ThresholdInput } from "./schema";
import { eventIn, maskEmail, membership, requireOwner, type Person } from "./store";
import { view } from "./view";

/**
 * Company accounts (issue 31 item 5): a buyer company identified by its NIP, owned by the person
 * who made it, with buyers the owner invites (invite.ts), orders its people share (order/
 * customer.ts), and an approval of buyers' orders above the owner's threshold (approval.ts).
 * Who may do what is decided from the session's user id only.
 */
export { membership, type Membership } from "./store";
export { invite, accept, revoke, remove, leave } from "./invite";
export { approve, reject, placeAsMember } from "./approval";
export { needsApproval, toGrosze } from "./threshold";
export * from "./schema";
export { view, type View } from "./view";

/**
 * Makes the company account of the NIP in the person's own data ("My data": a company with a
 * valid Polish NIP; never a NIP the client sends) with them as its owner. One per NIP and one
 * company per person: both are conditions of the one transaction, so of two people racing for a
 * NIP exactly one wins; the other is told whom to ask, and nothing is written for them.
 */
export const create = fn(CreateInput, async (_: void, userId: string, ctx: { locale: Locale }) => {
  const { data: user } = await db().entities.user.get({ userId }).go();
  if (!user) throw new AppError("auth", "auth.required");
  const p = user.profile ?? {};
  const tax = String(p.billingTax ?? "").slice(0, 40);
  if (p.type !== 2 || (p.billingCountry ?? "PL") !== "PL" || !isValidNip(tax))
    throw new AppError("input", "companyAccount.nip_required");
  const companyId = normalizeNip(tax);
  const now = Date.now();
  const owner: Person = { userId, email: user.email };
  const result = await db()
    .transaction.write((e) => [
      e.buyerCompany
        .create({
          companyId,
          name: String(p.billingCompany ?? "").slice(0, 200) || companyId,
          ownerId: userId,
          ownerEmail: user.email,
          locale: ctx.locale,
          pendingInvites: 0,
          createdAt: now,
          version: 1,
        })
        .commit(),
      e.companyMember
        .create({ userId, companyId, email: user.email, role: "owner", joinedAt: now })
        .commit(),
      eventIn(e, companyId, owner, "company.created", companyId),
    ])
    .go();
  if (result.canceled) {
    if (await membership(userId)) throw new AppError("conflict", "companyAccount.already_member");
    const { data: taken } = await db().entities.buyerCompany.get({ companyId }).go();
    throw new AppError("conflict", "companyAccount.nip_taken", {
      params: { nip: companyId, owner: taken ? maskEmail(taken.ownerEmail) : "—" },
    });
  }
  return view(userId);
});

/** The owner's threshold (net PLN) above which a buyer's order waits; null: none. Version-checked. */
export const setThreshold = fn(ThresholdInput, async (input, userId: string) => {
  const m = await requireOwner(userId);
  const { companyId } = m.company;
  const result = await db()
    .transaction.write((e) => [
      (input.threshold === null
        ? e.buyerCompany.patch({ companyId }).remove(["threshold"]).add({ version: 1 })
        : e.buyerCompany
            .patch({ companyId })
            .set({ threshold: input.threshold })
            .add({ version: 1 })
      )
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      eventIn(
        e,
        companyId,
        { userId, email: m.member.email },
        "threshold.set",
        input.threshold ?? "—",
      ),
    ])
    .go();
  if (result.canceled) throw new AppError("conflict", "conflict.stale");
  return view(userId);
});
