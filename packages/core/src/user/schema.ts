import * as z from "zod";
import { Role } from "../permissions/index";
import { profileSchema } from "../account/rules";
import { listInput } from "../list/schema";

/**
 * The users aggregate as the back office sees it: browser-safe (zod only).
 *
 * Status of an account, derived from two timestamps on the user:
 * - `confirmedAt`: the e-mail address is confirmed (set when the registration link is opened,
 *   by `pnpm admin:create`, or by an administrator's `confirm` for a person whose link got lost);
 * - `approvedAt`: an administrator approved the account (`approve`), e.g. a known trade customer.
 *   Neither gates signing in; they are what the seed's approve / confirm buttons set.
 * `approved` when approved, else `confirmed` when confirmed, else `unconfirmed`.
 */
export const Status = z.enum(["unconfirmed", "confirmed", "approved"]);
export type Status = z.infer<typeof Status>;

export const Row = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  company: z.string(),
  role: Role,
  status: Status,
  confirmedAt: z.number().nullable(),
  approvedAt: z.number().nullable(),
  /** When the person enrolled their second factor (staff), else null. */
  secondFactorAt: z.number().nullable(),
  createdAt: z.number(),
  version: z.int(),
});
export type Row = z.infer<typeof Row>;

export const OrderSummary = z.object({
  orderId: z.string(),
  number: z.string(),
  createdAt: z.number(),
  status: z.string(),
  paymentStatus: z.string(),
  totalGross: z.string(),
});

/** One user's page: data, orders, role. */
export const Info = Row.extend({
  profile: profileSchema,
  marketingConsent: z.boolean(),
  orders: z.array(OrderSummary),
});
export type Info = z.infer<typeof Info>;

/** `admin.users.list`: search by e-mail or name (and company); filters by role and status. */
export const ListInput = listInput(
  ["createdAt", "email", "name", "role", "status"],
  z.object({ role: Role.optional(), status: Status.optional() }),
);
export type ListInput = z.input<typeof ListInput>;

export const Id = z.string().trim().min(1).max(100);
export const GetInput = z.object({ id: Id });
/** Every write names the record and the version the person saw. */
export const WriteInput = z.object({ id: Id, version: z.int().min(1) });
export const SetRoleInput = WriteInput.extend({ role: Role });
