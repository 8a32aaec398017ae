import { beforeAll, describe, expect, it } from "vitest";
import { useTestTable } from "../../../../test/db";
import { db } from "../dynamo/db";
import * as Email from "../email/index";
import { mayView } from "../order/customer";
import * as CompanyAccount from "./index";
import { PENDING_INVITES_MAX } from "./schema";

import { testPerson, validNip } from "./testing/people";

/** Company accounts on DynamoDB Local: one per NIP, invitations, membership. */
beforeAll(() => useTestTable("company-account"));

const nip = validNip;
const person = (taxId: string | null) => testPerson(taxId, "p");
const ctx = { locale: "pl" as const, origin: "http://shop.test" };
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "resolved",
    (e: { code?: string; kind?: string }) => `${e.kind}:${e.code}`,
  );
function tokenFor(email: string): string {
  const mail = Email.sent().findLast((m) => m.to === email);
  const token = /\/account\/company\/join#([\w-]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`no invitation to ${email}`);
  return token;
}
async function snapshot(companyId: string) {
  const [company, members, invites] = await Promise.all([
    db().entities.buyerCompany.get({ companyId }).go({ consistent: true }),
    db().entities.companyMember.query.byCompany({ companyId }).go(),
    db().entities.companyInvite.query.byCompany({ companyId }).go({ consistent: true }),
  ]);
  return {
    pending: company.data?.pendingInvites,
    members: members.data.map((m) => m.email).sort(),
    invites: invites.data.map((i) => i.email).sort(),
  };
}

describe("a company account", () => {
  it("is made once per NIP: of two people racing for one NIP exactly one owns it, the other is told whom to ask", async () => {
    const taxId = nip("526025027");
    const [a, b] = await Promise.all([person(taxId), person(taxId)]);
    const results = await Promise.all([
      codeOf(CompanyAccount.create(undefined, a.userId, ctx)),
      codeOf(CompanyAccount.create(undefined, b.userId, ctx)),
    ]);
    expect(results.filter((r) => r === "resolved")).toHaveLength(1);
    expect(results.filter((r) => r === "conflict:companyAccount.nip_taken")).toHaveLength(1);
    const { data: company } = await db().entities.buyerCompany.get({ companyId: taxId }).go();
    const winner = company!.ownerId === a.userId ? a : b;
    const loser = winner === a ? b : a;
    expect(
      (await db().entities.companyMember.query.byCompany({ companyId: taxId }).go()).data.map(
        (m) => m.userId,
      ),
    ).toEqual([winner.userId]);
    expect(await CompanyAccount.membership(loser.userId)).toBeNull();
    // The refusal names whom to ask (masked), in the error's params.
    const again = await CompanyAccount.create(undefined, loser.userId, ctx).catch(
      (e: { params: Record<string, string> }) => e.params,
    );
    expect(again).toEqual({ nip: taxId, owner: `${winner.email[0]}***@example.com` });
  });

  it("needs a valid company NIP in the person's own data", async () => {
    const p = await person(null);
    expect(await codeOf(CompanyAccount.create(undefined, p.userId, ctx))).toBe(
      "input:companyAccount.nip_required",
    );
    expect(await CompanyAccount.membership(p.userId)).toBeNull();
  });
});

describe("an invitation", () => {
  it("is accepted once, only by the invited e-mail's account; expired, foreign or tampered links change nothing", async () => {
    const taxId = nip("111222333");
    const owner = await person(taxId);
    await CompanyAccount.create(undefined, owner.userId, ctx);
    const buyer = await person(null);
    const stranger = await person(null);
    await CompanyAccount.invite({ email: buyer.email, locale: "de" }, owner.userId, ctx);
    const mail = Email.sent().findLast((m) => m.to === buyer.email)!;
    expect(mail.subject).toContain("Einladung");
    const token = tokenFor(buyer.email);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const before = await snapshot(taxId);
    expect(before).toEqual({ pending: 1, members: [owner.email], invites: [buyer.email] });

    expect(await codeOf(CompanyAccount.accept({ token }, stranger.userId))).toBe(
      "forbidden:companyAccount.invite_other_account",
    );
    expect(
      await codeOf(CompanyAccount.accept({ token: `${token.slice(0, -2)}xx` }, buyer.userId)),
    ).toBe("forbidden:companyAccount.invite_invalid");
    expect(await snapshot(taxId)).toEqual(before);

    const view = await CompanyAccount.accept({ token }, buyer.userId);
    expect(view?.role).toBe("buyer");
    expect(await snapshot(taxId)).toEqual({
      pending: 0,
      members: [owner.email, buyer.email].sort(),
      invites: [],
    });
    // Single use: the same link again opens nothing.
    expect(await codeOf(CompanyAccount.accept({ token }, buyer.userId))).toBe(
      "forbidden:companyAccount.invite_invalid",
    );
    const events = (await CompanyAccount.view(owner.userId))!.events.map(
      (e) => `${e.action} ${e.actorEmail} ${e.subject}`,
    );
    expect(events).toContain(`invite.accepted ${buyer.email} ${buyer.email}`);
    expect(events).toContain(`invite.sent ${owner.email} ${buyer.email}`);

    // An expired invitation: refused, nothing joins, it still waits to be revoked.
    const late = await person(null);
    await CompanyAccount.invite({ email: late.email }, owner.userId, ctx);
    const lateToken = tokenFor(late.email);
    const { data: inv } = await db()
      .entities.companyInvite.query.byCompany({ companyId: taxId })
      .go();
    const lateInvite = inv.find((i) => i.email === late.email)!;
    await db()
      .entities.companyInvite.patch({ companyId: taxId, inviteId: lateInvite.inviteId })
      .set({ validUntil: Date.now() - 1 })
      .go();
    const beforeLate = await snapshot(taxId);
    expect(await codeOf(CompanyAccount.accept({ token: lateToken }, late.userId))).toBe(
      "forbidden:companyAccount.invite_expired",
    );
    expect(await snapshot(taxId)).toEqual(beforeLate);
    expect(await CompanyAccount.membership(late.userId)).toBeNull();

    // A revoked one opens nothing either.
    const revoked = await person(null);
    await CompanyAccount.invite({ email: revoked.email }, owner.userId, ctx);
    const revokedToken = tokenFor(revoked.email);
    const id = (await CompanyAccount.view(owner.userId))!.invites.find(
      (i) => i.email === revoked.email,
    )!.inviteId;
    await CompanyAccount.revoke({ inviteId: id }, owner.userId);
    expect(await codeOf(CompanyAccount.accept({ token: revokedToken }, revoked.userId))).toBe(
      "forbidden:companyAccount.invite_invalid",
    );

    // A buyer cannot invite; the owner removes the buyer, who then sees nothing of the company.
    expect(await codeOf(CompanyAccount.invite({ email: "x@example.com" }, buyer.userId, ctx))).toBe(
      "forbidden:companyAccount.owner_only",
    );
    expect(await mayView({ customerId: owner.userId, companyId: taxId }, buyer.userId)).toBe(true);
    await CompanyAccount.remove({ userId: buyer.userId }, owner.userId);
    expect(await mayView({ customerId: owner.userId, companyId: taxId }, buyer.userId)).toBe(false);
    expect(await codeOf(CompanyAccount.leave({}, owner.userId))).toBe(
      "conflict:companyAccount.owner_cannot_leave",
    );
  });

  it(`allows at most ${PENDING_INVITES_MAX} pending invitations`, async () => {
    const taxId = nip("444555666");
    const owner = await person(taxId);
    await CompanyAccount.create(undefined, owner.userId, ctx);
    for (let i = 0; i < PENDING_INVITES_MAX; i++)
      await CompanyAccount.invite({ email: `many-${i}-${taxId}@example.com` }, owner.userId, ctx);
    expect(
      await codeOf(
        CompanyAccount.invite({ email: `one-more-${taxId}@example.com` }, owner.userId, ctx),
      ),
    ).toBe("conflict:companyAccount.too_many_invites");
    const s = await snapshot(taxId);
    expect(s.pending).toBe(PENDING_INVITES_MAX);
    expect(s.invites).toHaveLength(PENDING_INVITES_MAX);
  }, 60_000);
});

describe("membership decides what a person sees", () => {
  it("an order of another company, or of nobody's company, is not the person's", async () => {
    const a = await person(nip("777888999"));
    await CompanyAccount.create(undefined, a.userId, ctx);
    const outsider = await person(null);
    expect(await mayView({ customerId: "someone", companyId: nip("777888999") }, a.userId)).toBe(
      true,
    );
    expect(await mayView({ customerId: "someone", companyId: nip("123123123") }, a.userId)).toBe(
      false,
    );
    expect(await mayView({ customerId: "someone" }, a.userId)).toBe(false);
    expect(
      await mayView({ customerId: "someone", companyId: nip("777888999") }, outsider.userId),
    ).toBe(false);
    expect(await mayView({ customerId: outsider.userId }, outsider.userId)).toBe(true);
  });
});
