import { useState } from "react";
import { messageOf, useToast, useTranslation } from "@printshop/ui";
import type { CreateInput } from "@printshop/core/offer/schema";
import { trpc } from "../../trpc";
import { useRestoredOffer } from "../product/keep";
import "./texts";

/**
 * "Download offer" on every product page: the server prices the configuration and numbers the
 * offer, then its PDF downloads (./download.ts, loaded on the first press so the product pages
 * carry only this button). Under it, when the page was opened from an offer's link, whether the
 * offer's prices still hold.
 */
/** What a product page asks an offer for; the button adds the page's language and currency. */
export type OfferRequest = Pick<CreateInput, "config" | "vat">;

export default function OfferButton(p: { productId: number; input: CreateInput | null }) {
  const { t } = useTranslation("offer");
  const toast = useToast();
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState(false);
  const restored = useRestoredOffer(p.productId);
  const onClick = async () => {
    if (!p.input) return;
    setBusy(true);
    try {
      const { downloadOffer } = await import("./download");
      const number = await downloadOffer(utils.client, p.input);
      toast.info(t("ready", { number }));
    } catch (e) {
      toast.error(messageOf(e, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="offer-download">
      <button
        type="button"
        className="button-secondary"
        disabled={!p.input || busy}
        onClick={() => void onClick()}
        data-testid="offer-download"
      >
        {busy ? t("preparing") : t("download")}
      </button>
      {restored ? (
        <p className="notice" role="status" data-testid="offer-restored">
          {t(restored.valid ? "restored" : "expired", {
            number: restored.number,
            date: restored.validUntil,
          })}
        </p>
      ) : null}
    </div>
  );
}
