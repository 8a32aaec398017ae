import * as z from "zod";
import { db } from "../dynamo/db";
import { DEFINITION_TTL_MS, TtlCache } from "../cache";

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
