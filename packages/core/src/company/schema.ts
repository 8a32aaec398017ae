import * as z from "zod";

/**
 * The seller's data as the back office edits it (`admin.company.update`; browser-safe, zod only).
 * Every text is bounded; shapes are checked here (the form shows them at once), the checksums of
 * the NIP and the IBAN by core's `Company.update` (a field error with its own sentence).
 */
const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);
/** Digits, spaces and dashes only (REGON, KRS, NIP as typed). */
const digits = (max: number) => text(max).regex(/^[\d\s-]*$/, { error: "invalid" });

export const CompanyFields = z.object({
  name: required(200),
  street: required(200),
  postcode: required(16),
  city: required(100),
  /** ISO 3166-1 alpha-2, upper case. */
  country: z
    .string()
    .trim()
    .max(2)
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/)),
  /** Polish tax number: required for a Polish seller (an invoice cannot be issued without it). */
  nip: text(20).regex(/^(PL)?[\d\s-]*$/i),
  regon: digits(20),
  krs: digits(20),
  registerCourt: text(200),
  shareCapital: text(50),
  representative: text(200),
  phone: text(40).regex(/^[\d\s+()./-]*$/),
  email: z.union([z.literal(""), z.email().max(254)]),
  bankName: text(100),
  /** IBAN as the bank prints it (spaces allowed); its checksum is checked by core. */
  bankAccount: text(42).regex(/^[A-Z0-9\s]*$/i),
  swift: text(11).regex(/^([A-Z0-9]{8}|[A-Z0-9]{11})?$/i),
});
export type CompanyFields = z.infer<typeof CompanyFields>;

/** `version` 0: no record yet (a fresh table without the seed); the save creates it. */
export const CompanyUpdateInput = CompanyFields.extend({ version: z.int().min(0) });
export type CompanyUpdateInput = z.infer<typeof CompanyUpdateInput>;
export const CompanyGetInput = z.void();
