import type { Customer } from "@printshop/core/checkout/schema";
import type { BuyerKind } from "@printshop/core/checkout/buyer-kind";
// The kit's draft store by its own path: the checkout's steps need no form library for it.
import { draftStore } from "@printshop/ui/form/draft";
import { useDraft as useKitDraft } from "@printshop/ui/form/useDraft";

export interface Draft {
  paymentMethodId: number | null;
  shippingMethodId: number | null;
  /** Protective packing asked for (offered by the shipping method; priced by the server). */
  packing?: boolean;
  customer: Partial<Customer>;
  /** The account the form was filled from (a signed-in customer's data is copied in once). */
  prefilledFor?: string;
  /** Whether Continue also saves the changed data to the account. */
  saveToAccount?: boolean;
  /** Who the buyer acts as (the details step's choice; absent: the customer type's default). */
  buyerKind?: BuyerKind;
  /** One key per checkout attempt: a second press or a retry sends the same one. */
  idempotencyKey: string;
}

export const newKey = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/={1,2}$/, "");
};

const empty = (): Draft => ({
  paymentMethodId: null,
  shippingMethodId: null,
  customer: { type: 2, billingCountry: "PL", deliveryCountry: "PL" },
  idempotencyKey: newKey(),
});

/** The checkout's draft in the kit's one draft store: this tab's session (a reload keeps it). */
export const checkoutDraft = draftStore<Draft>({ key: "checkout-draft", storage: "session" });

/** The checkout's form state across its steps, kept for the browser session (a reload keeps it). */
export const useDraft = () => useKitDraft(checkoutDraft, empty);
