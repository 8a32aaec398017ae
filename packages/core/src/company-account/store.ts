import { randomUUID } from "node:crypto";
import { db } from "../dynamo/db";
import { AppError } from "../error";

/** Reads and small writes every company-account operation shares. */

export type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]["write"]>[0]>[0];
export interface Person {
  userId: string;
  email: string;
}

/** The person's membership and their company, or null (two GetItems). */
export async function membership(userId: string) {
  const { data: member } = await db().entities.companyMember.get({ userId }).go();
  if (!member) return null;
  const { data: company } = await db()
    .entities.buyerCompany.get({ companyId: member.companyId })
    .go({ consistent: true });
  return company ? { member, company } : null;
}
export type Membership = NonNullable<Awaited<ReturnType<typeof membership>>>;

export async function requireMember(userId: string): Promise<Membership> {
  const m = await membership(userId);
  if (!m) throw new AppError("forbidden", "companyAccount.not_member");
  return m;
}

export async function requireOwner(userId: string): Promise<Membership> {
  const m = await requireMember(userId);
  if (m.member.role !== "owner") throw new AppError("forbidden", "companyAccount.owner_only");
  return m;
}

/** One step on the company's record: who, when, what, to whom. */
export const eventIn = (
  e: Tx,
  companyId: string,
  actor: Person,
  action: string,
  subject?: string,
) =>
  e.companyEvent
    .create({
      companyId,
      at: Date.now(),
      eventId: randomUUID().slice(0, 8),
      action,
      actorId: actor.userId,
      actorEmail: actor.email,
      ...(subject ? { subject } : {}),
    })
    .commit();

/** "jan.kowalski@firma.pl" → "j***@firma.pl": names whom to ask without giving the address away. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 1 ? "***" : `${email[0]}***${email.slice(at)}`;
}

export const person = (m: Membership): Person => ({
  userId: m.member.userId,
  email: m.member.email,
});
