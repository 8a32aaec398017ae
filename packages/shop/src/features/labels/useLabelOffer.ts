import { useLayoutEffect } from "react";
import { useRestoredOffer } from "../product/keep";
import type { LabelForm } from "./types";

/**
 * The label page opened from an offer's link (keep.ts): the form starts from the offer's sizes
 * and options, and Add to cart names the offer (the server holds its price only for the same
 * configuration while it is valid).
 */
export function useLabelOffer(productId: number) {
  const restored = useRestoredOffer(productId);
  const from = restored?.config.kind === "label" ? restored.config.input : null;
  return {
    offerId: restored?.offerId,
    form: (start: () => LabelForm) => (): LabelForm => {
      const d = start();
      if (!from) return d;
      const typed = {
        width: String(from.width),
        height: String(from.height),
        quantity: String(from.quantity),
      };
      return { typed, input: { ...d.input, ...from } };
    },
  };
}

/**
 * Issue 28, fault 9: the page is server-rendered; a size typed before it hydrated is on the screen
 * but not in the state, and "add to cart" (its early click replayed by React) would send the
 * rendered default (50 × 40 for 60 × 40 typed). The fields' values as hydration finds them are
 * taken in before anything else runs (moved here from LabelCalculatorPage.tsx as it grew).
 */
export function useFieldsAsHydrated(
  typed: LabelForm["typed"],
  setTyped: (field: "width" | "height" | "quantity", text: string) => void,
) {
  useLayoutEffect(() => {
    for (const field of ["width", "height", "quantity"] as const) {
      const el = document.getElementById(`label-${field}`);
      if (el instanceof HTMLInputElement && el.value !== typed[field]) setTyped(field, el.value);
    }
    // Once, as the page hydrates: later changes come through the fields' own onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- hydration's one look at the fields
  }, []);
}
