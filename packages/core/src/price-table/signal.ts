import { changed } from "../cache";

/** After a publish: this process's cached price-table definitions are dropped at once (others within the TTL). */
export function afterPublish(_productId: number): void {
  changed("priceTables");
}
