import { db } from "../dynamo/db";
import { fn } from "../fn";
import { PeopleInput, type Person } from "./schema";

/**
 * The people the audit log's person filter finds: accounts (staff and customers) whose name or
 * e-mail holds what was typed, any case; staff first. The accounts list is one Query (gsi
 * `users`), as the filter itself reads it.
 */
async function accountsMatching(query: string): Promise<Person[]> {
  const needle = query.trim().toLocaleLowerCase();
  const { data } = await db()
    .entities.user.query.byList({ list: "users" })
    .go({ pages: "all", attributes: ["userId", "email", "profile", "role"] });
  return data
    .map((u) => {
      const p = (u.profile ?? {}) as { firstName?: unknown; lastName?: unknown };
      const name = [p.firstName, p.lastName].filter((x) => typeof x === "string").join(" ");
      return { id: u.userId, name, email: u.email, staff: u.role !== "customer" };
    })
    .filter((u) => `${u.email}\n${u.name}`.toLocaleLowerCase().includes(needle))
    .sort(
      (a, b) =>
        Number(b.staff) - Number(a.staff) ||
        (a.name || a.email).localeCompare(b.name || b.email, "pl"),
    );
}

/** The filter's free text: the ids of the people who match, at most 20. */
export async function peopleMatching(query: string): Promise<string[]> {
  return (await accountsMatching(query)).slice(0, 20).map((p) => p.id);
}

/** `admin.audit.people`: at most 10 suggestions for the person filter's combobox. */
export const people = fn(PeopleInput, async ({ query }) => ({
  items: (await accountsMatching(query)).slice(0, 10),
}));
