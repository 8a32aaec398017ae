import { invalidate } from "./index";

/** After a publish: this process's cached definitions of the product are dropped at once. */
export function afterPublish(productId: number): void {
  invalidate(productId);
}
