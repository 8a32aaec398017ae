export const ROLES = ["customer", "administrator", "catalogue", "content", "orders"] as const;
export const STATUSES = ["unconfirmed", "confirmed", "approved"] as const;

export const roleOptions = (t: TFunction) =>
  ROLES.map((r) => ({ value: r, label: t(`role.${r}`) }));
export const statusOptions = (t: TFunction) =>
  STATUSES.map((s) => ({ value: s, label: t(`users.status.${s}`) }));
import { type TFunction } from "@printshop/ui";
