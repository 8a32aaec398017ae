import type { Translated } from "../i18n/locale";
import type { LineConfig, Mode } from "./schema";

/** A cart line as stored: the configuration, what it shows, and the server's own price in grosze. */
export interface CartLine {
  id: string;
  kind: LineConfig["kind"];
  productId: number | null;
  title: Translated;
  params: { title: Translated; value: Translated | string }[];
  config: LineConfig;
  mode: Mode;
  quantity: number;
  vat: number;
  /** PLN net in whole grosze, computed by the server at the time of the add. */
  netGrosze: number;
  /** The product's discount on that net, whole grosze. */
  discountGrosze: number;
  days: number;
  comment?: string;
  addedAt: number;
}

export interface StoredCart {
  cartId: string;
  lines: CartLine[];
  currency: string | null;
  noVat: boolean;
  customerId: string | null;
  version: number;
  expiresAt: number;
}
