import type { z } from "zod";
import type { CartLineInfo, Info } from "./schema";

/** A cart line as stored (cart/schema.ts `CartLineInfo`). */
export type CartLine = z.infer<typeof CartLineInfo>;

/** A cart as stored (cart/schema.ts `Info`). */
export type StoredCart = z.infer<typeof Info>;
