import type { PaymentProvider } from "./schema";

/**
 * A payment method's provider as stored, or, for a method written before methods named one, as
 * the seed meant it: its card icon (`icon-card`) was the online method, paid through Przelewy24;
 * every other icon was offline. This is the migration, read-time (no table rewrite): the seed now
 * stores the provider, an administrator's choice in the method's form stores it, and a stored
 * value is the only thing that counts from then on (the icon is a picture).
 */
export function providerOf(m: {
  provider?: PaymentProvider | undefined;
  icon?: string | undefined;
}) {
  if (m.provider) return m.provider;
  return m.icon === "icon-card" ? "przelewy24" : "none";
}
