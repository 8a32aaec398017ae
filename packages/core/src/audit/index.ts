import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import type { ShopService } from "../entities/service";
import { Entry, ListInput } from "./schema";
import { monthOf } from "./write";
import { withNames } from "./names";
import { warsawDayRange } from "./days";
import { peopleMatching } from "./people";

/** The audit log: its write side (audit/write.ts) and the back office's reader, `list`. */
export * from "./write";
export { Entry, ListInput, PeopleInput, Person, Target, Title } from "./schema";
export { people } from "./people";
export { warsawDayRange, warsawMidnight } from "./days";
export { withNames } from "./names";
export { sameValue } from "./equal";

type Entities = ShopService["entities"];

/** How far back the unfiltered log reads when `from` is not given. */
export const DEFAULT_RANGE_DAYS = 366;

function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const d = new Date(`${monthOf(to)}-01T00:00:00Z`);
  const first = monthOf(from);
  while (monthOf(d.toISOString()) >= first) {
    out.push(monthOf(d.toISOString()));
    d.setUTCMonth(d.getUTCMonth() - 1);
  }
  return out;
}

type Item = Awaited<
  ReturnType<ReturnType<Entities["auditEntry"]["query"]["byMonth"]>["go"]>
>["data"][number];

const toEntry = (i: Item): Entry => ({
  id: i.auditId,
  at: i.at,
  actor: { id: i.actorId, email: i.actorEmail },
  action: i.action,
  target: { type: i.targetType, id: i.targetId },
  before: JSON.parse(i.before) as Entry["before"],
  after: JSON.parse(i.after) as Entry["after"],
});

/**
 * The log, newest first, without a Scan: a target's history is one Query on gsi1, a person's
 * one Query on gsi2, everything else one Query per month of the range (pk `month`). The other
 * filters apply to what that read, and `total` is exact.
 */
export const list = fn(ListInput, async (input) => {
  const days = warsawDayRange(input);
  const to = days.to ?? input.to ?? new Date().toISOString();
  const byIndex = Boolean(input.target?.id || input.actor || input.person);
  // A record's or a person's history is read whole; only the month walk needs a start.
  const from =
    days.from ??
    input.from ??
    (byIndex ? "" : new Date(Date.parse(to) - DEFAULT_RANGE_DAYS * 86_400_000).toISOString());
  if (from > to)
    throw new AppError("input", "audit.range_invalid", {
      fields: [{ field: "from", code: "audit.range_invalid" }],
    });
  const e = db().entities.auditEntry;
  let items: Item[];
  if (input.target?.id) {
    items = (
      await e.query
        .byTarget({ targetType: input.target.type, targetId: input.target.id })
        .go({ pages: "all" })
    ).data;
  } else if (input.person) {
    const ids = await peopleMatching(input.person);
    items = (
      await Promise.all(ids.map((actorId) => e.query.byActor({ actorId }).go({ pages: "all" })))
    ).flatMap((r) => r.data);
  } else if (input.actor) {
    items = (await e.query.byActor({ actorId: input.actor }).go({ pages: "all" })).data;
  } else {
    const months = await Promise.all(
      monthsBetween(from, to).map((month) => e.query.byMonth({ month }).go({ pages: "all" })),
    );
    items = months.flatMap((m) => m.data);
  }
  const kept = items
    .filter((i) => i.at >= from && i.at <= to)
    .filter((i) => !input.actor || i.actorId === input.actor)
    .filter(
      (i) =>
        !input.target ||
        (i.targetType === input.target.type &&
          (!input.target.id || i.targetId === input.target.id)),
    )
    .sort((a, b) =>
      a.at === b.at ? b.auditId.localeCompare(a.auditId) : b.at.localeCompare(a.at),
    );
  const start = (input.page - 1) * input.pageSize;
  return {
    items: await withNames(kept.slice(start, start + input.pageSize).map(toEntry)),
    total: kept.length,
  };
});
