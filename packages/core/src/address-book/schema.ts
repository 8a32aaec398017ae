import * as z from "zod";
import { checkPerson, firstPerField, personShape, PersonSchema } from "../account/person";
import type { PersonCode } from "../account/person";

/**
 * The address book's inputs and bounds (issue 31 item 5; browser-safe, zod and pure code only:
 * the account page runs the same check before it sends). An address is the checkout's delivery
 * address (account/person.ts's delivery fields, with their bounds), checked by the same rules.
 */
export const ADDRESSES_MAX = 20;
export const LABEL_MAX = 60;
/** Saves and removals a person may make per hour (each is a write; a bound, not a business rule). */
export const WRITES_PER_HOUR = 120;

export const ADDRESS_FIELDS = [
  "deliveryName",
  "deliveryAddress1",
  "deliveryAddress2",
  "deliveryPostcode",
  "deliveryCity",
  "deliveryCountry",
  "deliveryContactPerson",
  "deliveryPhone",
  "deliveryEmail",
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export const AddressSchema = z.object({
  deliveryName: personShape.deliveryName,
  deliveryAddress1: personShape.deliveryAddress1,
  deliveryAddress2: personShape.deliveryAddress2,
  deliveryPostcode: personShape.deliveryPostcode,
  deliveryCity: personShape.deliveryCity,
  deliveryCountry: personShape.deliveryCountry,
  deliveryContactPerson: personShape.deliveryContactPerson,
  deliveryPhone: personShape.deliveryPhone,
  deliveryEmail: personShape.deliveryEmail,
});
export type Address = z.infer<typeof AddressSchema>;

/** Whose book: the person's own, or their company account's (written by its owner only). */
export const Scope = z.enum(["own", "company"]);
export type Scope = z.infer<typeof Scope>;

const id = z.string().trim().min(1).max(64);

export const SaveInput = z.object({
  scope: Scope.default("own"),
  /** Absent: a new address; present: an edit of that address at `version`. */
  addressId: id.optional(),
  version: z.int().min(1).optional(),
  label: z.string().trim().max(LABEL_MAX).default(""),
  address: AddressSchema,
  /** Make it the book's default (the one the checkout picks first). */
  isDefault: z.boolean().default(false),
});
export type SaveInput = z.input<typeof SaveInput>;

export const RemoveInput = z.object({ scope: Scope.default("own"), addressId: id });

export interface AddressError {
  field: AddressField;
  code: PersonCode;
}

/** The checkout's rules for a separate delivery address, on these fields only (first failure per field). */
export function validateAddress(a: Address): AddressError[] {
  const person = { ...PersonSchema.parse({}), ...a, differentDeliveryAddress: true };
  return firstPerField(checkPerson(person, { part: "addresses" })).filter((e) =>
    (ADDRESS_FIELDS as readonly string[]).includes(e.field),
  ) as AddressError[];
}
