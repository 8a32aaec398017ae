import * as z from "zod";
import { db } from "../dynamo/db";
import { DEFINITION_TTL_MS, TtlCache, changed } from "../cache";
import { AppError } from "../error";
import { fn } from "../fn";
import * as Audit from "../audit/write";
import { isValidNip, normalizeNip } from "../account/nip";
import { isValidIban, isValidRegon, printIban } from "./checks";
import { CompanyUpdateInput } from "./schema";

/** The seller's data as the shop shows it (footer, legal pages, transfer details). */
export const Info = z.object({
  name: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  country: z.string(),
  nip: z.string(),
  regon: z.string(),
  krs: z.string(),
  registerCourt: z.string(),
  shareCapital: z.string(),
  representative: z.string(),
  phone: z.string(),
  email: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  swift: z.string(),
  placeholder: z.boolean(),
});
export type Info = z.infer<typeof Info>;

/** What the shop shows while no record exists (a fresh table before the seed): clearly not real data. */
export const EMPTY: Info = {
  name: "—",
  street: "",
  postcode: "",
  city: "",
  country: "PL",
  nip: "",
  regon: "",
  krs: "",
  registerCourt: "",
  shareCapital: "",
  representative: "",
  phone: "",
  email: "",
  bankName: "",
  bankAccount: "",
  swift: "",
  placeholder: true,
};

const cache = new TtlCache<"current", Info>("content", DEFINITION_TTL_MS, 1);

/** The company record (one GetItem when cold, then cached; an admin edit calls `changed("content")`). */
export function get(): Promise<Info> {
  return cache.get("current", async () => {
    const { data } = await db().entities.company.get({}).go();
    const item = data;
    return item ? Info.parse({ ...EMPTY, ...item }) : EMPTY;
  });
}

export const invalidate = () => cache.invalidate();

/** The record as the back office edits it: every field and the version it saves against. */
export async function forEdit(): Promise<Info & { version: number }> {
  const { data } = await db().entities.company.get({}).go({ consistent: true });
  return data
    ? { ...Info.parse({ ...EMPTY, ...data }), version: data.version ?? 1 }
    : { ...EMPTY, version: 0 };
}

const target = { type: "company", id: "current" };

/**
 * The administrator's edit of the seller's data (`admin.company.update`): the NIP (required for a
 * Polish seller), REGON and IBAN checked by their checksums, each failure a field error in the
 * caller's language with nothing written; saved against the version the person saw (version 0:
 * the record does not exist yet and is created), audited with the fields that changed; the
 * placeholder mark goes with the first save. The shop shows it within the caches' TTL.
 */
export const update = fn(CompanyUpdateInput, async (input, actor: Audit.Actor) => {
  const { version, ...fields } = input;
  const errors: { field: string; code: string }[] = [];
  const nip = fields.nip ? normalizeNip(fields.nip) : "";
  if (fields.nip ? !isValidNip(fields.nip) : fields.country === "PL")
    errors.push({
      field: "nip",
      code: fields.nip ? "company.nip_invalid" : "company.nip_required",
    });
  if (fields.regon && !isValidRegon(fields.regon))
    errors.push({ field: "regon", code: "company.regon_invalid" });
  if (fields.bankAccount && !isValidIban(fields.bankAccount))
    errors.push({ field: "bankAccount", code: "company.iban_invalid" });
  if (fields.country === "PL" && !/^\d{2}-\d{3}$/.test(fields.postcode))
    errors.push({ field: "postcode", code: "company.postcode_invalid" });
  if (errors.length) throw new AppError("input", "input.invalid", { fields: errors });
  const set = {
    ...fields,
    nip,
    bankAccount: fields.bankAccount ? printIban(fields.bankAccount) : "",
    swift: fields.swift.toUpperCase(),
    placeholder: false,
    updatedAt: Date.now(),
  };
  const current = await forEdit();
  if (current.version === 0) {
    if (version !== 0) throw new AppError("conflict", "conflict.stale");
    await Audit.write(
      actor,
      { action: "company.update", target, before: null, after: set },
      (e) => [e.company.create({ ...set, version: 1 }).commit()] as never,
    );
  } else {
    const { updatedAt: _, ...compared } = set;
    await Audit.update(actor, {
      action: "company.update",
      target,
      entity: "company",
      key: {},
      version,
      current,
      set: compared,
    });
  }
  cache.invalidate();
  changed("content");
  return forEdit();
});
