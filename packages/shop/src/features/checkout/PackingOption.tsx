import { useTranslation } from "@printshop/ui";
import { useEffect } from "react";
import { trpc } from "../../trpc";
import type { Draft } from "./draft";
import { useOrderMoney } from "./useOrderMoney";
import { optionsInput } from "./Destination";
import "./texts";

/**
 * The shipping step's packing choice: protective packing, where the chosen delivery offers it
 * (its price from the settings, added by the server). Ticked, the delivery is marked to be packed
 * and the packing price block appears in the charges; a delivery without it clears the choice.
 */
export function PackingOption({
  draft,
  update,
}: {
  draft: Draft;
  update: (change: Partial<Draft>) => void;
}) {
  const { t } = useTranslation("checkout");
  const money = useOrderMoney();
  const options = trpc.shop.checkout.options.useQuery(optionsInput(draft));
  const shipping = options.data?.shipping.find((s) => s.id === draft.shippingMethodId) ?? null;
  const price = shipping?.packing ?? null;
  useEffect(() => {
    if (shipping && price === null && draft.packing) update({ packing: false });
  }, [shipping, price, draft.packing, update]);
  if (!shipping) return null;
  return (
    <fieldset className="packing-option" data-testid="packing-option">
      <legend>{t("shipping.packingTitle")}</legend>
      {price === null ? (
        <p className="hint" data-testid="packing-unavailable">
          {t("shipping.packingUnavailable", { method: shipping.title })}
        </p>
      ) : (
        <>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={draft.packing ?? false}
              onChange={(e) => update({ packing: e.target.checked })}
              data-testid="packing-toggle"
            />{" "}
            {t("shipping.packing", { amount: money(price) })}
          </label>
          <p className="hint">{t("shipping.packingHint")}</p>
        </>
      )}
    </fieldset>
  );
}
