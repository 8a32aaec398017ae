import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import * as Audit from "../audit/write";
import { profileSchema } from "../account/rules";
import { customerOrders } from "../order/customer";
import { pageOf } from "../list/page";
import * as Session from "../session/index";
import { recordSecurityEvent } from "../security/index";
import { GetInput, Info, ListInput, Row, SetRoleInput, WriteInput, type Status } from "./schema";

export { Info, Row, ListInput, GetInput, WriteInput, SetRoleInput, Status } from "./schema";

/**
 * Users as the back office manages them (admin-api.md "users"). Every write takes the version the
 * person saw and goes through `Audit.update` / `Audit.remove`: one transaction with its audit
 * entry. Deleting a user keeps their orders: an order holds its own copy of the customer data.
 */

type Stored = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof db>["entities"]["user"]["get"]>["go"]>>["data"]
>;
const target = (id: string) => ({ type: "user", id });

const statusOf = (u: { confirmedAt?: number | null; approvedAt?: number | null }): Status =>
  u.approvedAt ? "approved" : u.confirmedAt ? "confirmed" : "unconfirmed";

function toRow(u: Stored): Row {
  const profile = profileSchema.safeParse(u.profile ?? {});
  const p = profile.success ? profile.data : null;
  return {
    userId: u.userId,
    email: u.email,
    name: p ? `${p.firstName} ${p.lastName}`.trim() : "",
    company: p?.billingCompany ?? "",
    role: u.role,
    status: statusOf(u),
    confirmedAt: u.confirmedAt ?? null,
    approvedAt: u.approvedAt ?? null,
    secondFactorAt: u.secondFactorAt ?? null,
    createdAt: u.createdAt ?? 0,
    version: u.version ?? 1,
  };
}

async function load(id: string): Promise<Stored> {
  const { data } = await db().entities.user.get({ userId: id }).go();
  if (!data) throw new AppError("not_found", "user.not_found");
  return data;
}

/** Every account: one Query on the list partition (gsi2), then search, filters, sort and page. */
export const list = fn(ListInput, async (input) => {
  const { data } = await db().entities.user.query.byList({ list: "users" }).go({ pages: "all" });
  const f = input.filters ?? {};
  return pageOf(data.map(toRow), input, {
    keep: (r) => (!f.role || r.role === f.role) && (!f.status || r.status === f.status),
    searchIn: (r) => [r.email, r.name, r.company],
    sortBy: {
      createdAt: (r) => r.createdAt,
      email: (r) => r.email,
      name: (r) => r.name,
      role: (r) => r.role,
      status: (r) => r.status,
    },
  });
});

/** A user's page: data, role, status and their orders (newest first). */
export const get = fn(GetInput, async ({ id }): Promise<Info> => {
  const u = await load(id);
  return {
    ...toRow(u),
    profile: profileSchema.parse(u.profile ?? {}),
    marketingConsent: u.marketingConsent ?? false,
    orders: await customerOrders(u.userId),
  };
});

/** Approves the account (sets `approvedAt`). */
export const approve = fn(WriteInput, async ({ id, version }, actor: Audit.Actor) => {
  const u = await load(id);
  await Audit.update(actor, {
    action: "user.approve",
    target: target(id),
    entity: "user",
    key: { userId: id },
    version,
    current: u,
    set: { approvedAt: u.approvedAt ?? Date.now() },
  });
  return toRow(await load(id));
});

/** Confirms the e-mail address for the person (sets `confirmedAt`). */
export const confirm = fn(WriteInput, async ({ id, version }, actor: Audit.Actor) => {
  const u = await load(id);
  await Audit.update(actor, {
    action: "user.confirm",
    target: target(id),
    entity: "user",
    key: { userId: id },
    version,
    current: u,
    set: { confirmedAt: u.confirmedAt ?? Date.now() },
  });
  return toRow(await load(id));
});

/**
 * Before an administrator loses the role (or the account): another administrator must exist.
 * Answers the transaction item that checks that one is STILL an administrator when the write
 * commits, so two administrators demoting each other at once cannot both succeed.
 */
async function keepAnAdministrator(u: Stored): Promise<(entities: TxEntities) => TxItems> {
  if (u.role !== "administrator") return () => [];
  const { data } = await db()
    .entities.user.query.byList({ list: "users" })
    .go({ pages: "all", attributes: ["userId", "role"] });
  const other = data.find((x) => x.role === "administrator" && x.userId !== u.userId);
  if (!other) throw new AppError("conflict", "user.last_administrator");
  return ({ user }) => [
    user
      .check({ userId: other.userId })
      .where((a, op) => op.eq(a.role, "administrator"))
      .commit(),
  ];
}
type TxWrite = Parameters<ReturnType<typeof db>["transaction"]["write"]>[0];
type TxEntities = Parameters<TxWrite>[0];
type TxItems = ReturnType<TxWrite>;

/** Gives the user a role (ending the person's sessions: they sign in again under it); the last administrator keeps theirs. */
export const setRole = fn(SetRoleInput, async ({ id, version, role }, actor: Audit.Actor) => {
  const u = await load(id);
  const also = role !== "administrator" ? await keepAnAdministrator(u) : undefined;
  await Audit.update(actor, {
    action: "user.setRole",
    target: target(id),
    entity: "user",
    key: { userId: id },
    version,
    current: u,
    set: { role },
    also,
  });
  // Every session of the person ends at once: the next sign-in opens one fit for the new role
  // (a back-office role asks for the second factor, or its enrolment, first).
  if (role !== u.role) await Session.invalidateAll(id);
  return toRow(await load(id));
});

/**
 * Removes the person's second factor (a lost phone and lost recovery codes), recorded in the
 * audit log, and ends their sessions: their next sign-in asks them to enrol again.
 */
export const resetSecondFactor = fn(
  WriteInput,
  async ({ id, version }, actor: Audit.Actor, ctx: { ip: string } = { ip: "unknown" }) => {
    const u = await load(id);
    Audit.assertVersion(u, version);
    await Audit.write(
      actor,
      {
        action: "user.resetSecondFactor",
        target: target(id),
        before: { secondFactorAt: u.secondFactorAt ?? null },
        after: { secondFactorAt: null },
      },
      ({ user, secondFactor }) => [
        user
          .patch({ userId: id })
          .remove(["secondFactorAt"])
          .add({ version: 1 })
          .where(Audit.versionIs(version))
          .commit(),
        secondFactor.delete({ userId: id }).commit(),
      ],
    );
    const ended = await Session.invalidateAll(id);
    await recordSecurityEvent({
      kind: "second_factor.reset",
      address: ctx.ip,
      email: u.email,
      userId: id,
      detail: { by: actor.email, sessions: ended },
    });
    return toRow(await load(id));
  },
);

/**
 * Removes the account and its e-mail claim (the address can register again); nobody removes
 * themself, and the last administrator stays. Orders stay, with their own customer data.
 * Sessions of the account stop working at once (a session without its user is no session) and
 * are deleted afterwards.
 */
export const remove = fn(WriteInput, async ({ id, version }, actor: Audit.Actor) => {
  if (id === actor.userId) throw new AppError("forbidden", "user.self_remove");
  const u = await load(id);
  const keep = await keepAnAdministrator(u);
  const row = toRow(u);
  await Audit.remove(actor, {
    action: "user.remove",
    target: target(id),
    entity: "user",
    key: { userId: id },
    version,
    current: u,
    before: { email: row.email, name: row.name, role: row.role, status: row.status },
    also: (entities) => [
      entities.emailClaim.delete({ email: u.email }).commit(),
      entities.secondFactor.delete({ userId: id }).commit(),
      ...keep(entities),
    ],
  });
  const { data: sessions } = await db()
    .entities.session.query.byUser({ userId: id })
    .go({ pages: "all" });
  if (sessions.length)
    await db()
      .entities.session.delete(sessions.map((s) => ({ idHash: s.idHash })))
      .go();
  return { userId: id };
});
