import * as z from "zod";
import { PageSize, DEFAULT_PAGE_SIZE } from "../list/schema";

/** Browser-safe shapes of the audit log (zod only). */
export const Target = z.object({
  type: z.string().trim().min(1).max(40),
  id: z.string().trim().min(1).max(200),
});
export type Target = z.infer<typeof Target>;

/** A record's title as the shop keeps it: per language (`{ pl, en, de }`), or one text (an order's number). */
export const Title = z.union([
  z.string(),
  z.object({ pl: z.string().optional(), en: z.string().optional(), de: z.string().optional() }),
]);
export type Title = z.infer<typeof Title>;

/** Who wrote: the id and e-mail the entry keeps, and the person's name when the account still exists. */
export const Actor = z.object({ id: z.string(), email: z.string(), name: z.string().optional() });

export const Entry = z.object({
  id: z.string(),
  /** ISO-8601 UTC. */
  at: z.string(),
  actor: Actor,
  /** `<target type>.<verb>`, e.g. `user.setRole`. */
  action: z.string(),
  /** The subject; `title` (read when the log is listed) when the record still exists. */
  target: Target.extend({ title: Title.optional() }),
  /** The changed fields before the write (null: the record was created). */
  before: z.record(z.string(), z.unknown()).nullable(),
  /** The changed fields after the write (null: the record was removed). */
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type Entry = z.infer<typeof Entry>;

/**
 * `admin.audit.list`: by target (a record's history; `id` optional to see a whole type), by actor
 * (a person's id, or `person`: a name or e-mail to search), and a time range (ISO-8601); newest first, paged like every list.
 */
export const ListInput = z
  .object({
    page: z.int().min(1).max(100_000).default(1),
    pageSize: PageSize.default(DEFAULT_PAGE_SIZE),
    target: z
      .object({
        type: z.string().trim().min(1).max(40),
        id: z.string().trim().min(1).max(200).optional(),
      })
      .optional(),
    actor: z.string().trim().min(1).max(100).optional(),
    /** A person by name or e-mail (part of either, any case): the people who match, at most 20. */
    person: z.string().trim().min(1).max(100).optional(),
    from: z.iso.datetime().optional(),
    to: z.iso.datetime().optional(),
    /** Whole days in Europe/Warsaw (the admin's calendar), converted on the server (audit/days.ts); they take the place of `from`/`to`. */
    fromDay: z.iso.date().optional(),
    toDay: z.iso.date().optional(),
  })
  .default({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
export type ListInput = z.input<typeof ListInput>;

/** `admin.audit.people`: the person filter's suggestions for what was typed (at least 2 characters). */
export const PeopleInput = z.object({ query: z.string().trim().min(2).max(100) });
export type PeopleInput = z.input<typeof PeopleInput>;

/** A suggested person: an account (staff or customer) by its id, with its name and e-mail. */
export const Person = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  staff: z.boolean(),
});
export type Person = z.infer<typeof Person>;
