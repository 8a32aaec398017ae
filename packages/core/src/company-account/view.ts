import { db } from "../dynamo/db";
import { membership } from "./store";

/**
 * What the account's company page shows the person: the company, their role, its people, and
 * for the owner the pending invitations; the company's record (who did what, when); the orders
 * waiting for approval (the owner: all; a buyer: their own).
 */
export async function view(userId: string) {
  const m = await membership(userId);
  if (!m) return null;
  const { companyId } = m.company;
  const owner = m.member.role === "owner";
  const [members, invites, events, approvals] = await Promise.all([
    db().entities.companyMember.query.byCompany({ companyId }).go({ pages: "all" }),
    owner
      ? db().entities.companyInvite.query.byCompany({ companyId }).go({ pages: "all" })
      : Promise.resolve({ data: [] }),
    db().entities.companyEvent.query.byCompany({ companyId }).go({ order: "desc", limit: 50 }),
    db().entities.orderApproval.query.byCompany({ companyId }).go({ pages: "all" }),
  ]);
  return {
    companyId,
    nip: companyId,
    name: m.company.name,
    threshold: m.company.threshold ?? null,
    version: m.company.version,
    role: m.member.role,
    members: members.data.map((x) => ({
      userId: x.userId,
      email: x.email,
      role: x.role,
      joinedAt: x.joinedAt,
    })),
    invites: invites.data.map((i) => ({
      inviteId: i.inviteId,
      email: i.email,
      createdAt: i.createdAt,
      validUntil: i.validUntil,
    })),
    events: events.data.map((x) => ({
      at: x.at,
      action: x.action,
      actorEmail: x.actorEmail,
      subject: x.subject ?? null,
    })),
    approvals: approvals.data
      .filter((a) => owner || a.buyerId === userId)
      .sort((a, b) => b.createdAt - a.createdAt)
      .slice(0, 50)
      .map((a) => ({
        approvalId: a.approvalId,
        buyerEmail: a.buyerEmail,
        net: a.net,
        gross: a.gross,
        currency: a.currency,
        lines: a.lines ?? [],
        status: a.status,
        comment: a.comment ?? null,
        orderId: a.orderId ?? null,
        orderNumber: a.orderNumber ?? null,
        createdAt: a.createdAt,
      })),
  };
}
export type View = NonNullable<Awaited<ReturnType<typeof view>>>;
