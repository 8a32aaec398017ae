import { useCallback, useState } from "react";
import type { Customer } from "@printshop/core/checkout/schema";

export interface Draft {
  paymentMethodId: number | null;
  shippingMethodId: number | null;
  /** Protective packing asked for (offered by the shipping method; priced by the server). */
  packing?: boolean;
  customer: Partial<Customer>;
  vatNumber: string;
  /** The account the form was filled from (a signed-in customer's data is copied in once). */
  prefilledFor?: string;
  /** Whether Continue also saves the changed data to the account. */
  saveToAccount?: boolean;
  /** One key per checkout attempt: a second press or a retry sends the same one. */
  idempotencyKey: string;
}

const KEY = "checkout-draft";

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
  vatNumber: "",
  idempotencyKey: newKey(),
});

function read(): Draft {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? { ...empty(), ...(JSON.parse(raw) as Partial<Draft>) } : empty();
  } catch {
    return empty();
  }
}

/** The checkout's form state across its steps, kept for the browser session (a reload keeps it). */
export function useDraft() {
  const [draft, setDraft] = useState<Draft>(read);
  const update = useCallback((change: Partial<Draft>) => {
    setDraft((d) => {
      const next = { ...d, ...change };
      try {
        sessionStorage.setItem(KEY, JSON.stringify(next));
      } catch {
        // Storage blocked: the state lives as long as the page.
      }
      return next;
    });
  }, []);
  const reset = useCallback(() => {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // nothing stored
    }
    setDraft(empty());
  }, []);
  return { draft, update, reset };
}
