import { useTranslation } from "@printshop/ui";
import {
  BUYER_KINDS,
  defaultBuyerKind,
  needsWithdrawalWaiver,
  type BuyerKind,
} from "@printshop/core/checkout/buyer-kind";
import type { Draft } from "./draft";
import "../account/ownDataTexts";

export { needsWithdrawalWaiver };

/** The kind the draft holds, else the customer type's default (a company or a consumer). */
export const buyerKindOf = (draft: Draft): BuyerKind =>
  draft.buyerKind ?? defaultBuyerKind(draft.customer.type);

/**
 * Who the buyer acts as (issue 31 item 6), on the details step: a consumer, a sole trader buying
 * for private use ("przedsiębiorca na prawach konsumenta"), or a company. The server checks it
 * against the data and stores it on the order.
 */
export function BuyerKindChoice({
  draft,
  update,
}: {
  draft: Draft;
  update: (patch: Partial<Draft>) => void;
}) {
  const { t } = useTranslation("owndata");
  const kind = buyerKindOf(draft);
  return (
    <fieldset className="buyer-kind" data-testid="buyer-kind">
      <legend>{t("buyerKind")}</legend>
      {BUYER_KINDS.map((k) => (
        <label key={k} className="radio">
          <input
            type="radio"
            name="buyerKind"
            value={k}
            checked={kind === k}
            onChange={() => update({ buyerKind: k })}
            data-testid={`buyer-kind-${k}`}
          />{" "}
          {t(`buyerKind_${k}`)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The confirmation a buyer with consumer rights gives before placing the order: made-to-order
 * goods have no 14-day withdrawal right (art. 38 pkt 3). Required; the server refuses without it.
 */
export function WithdrawalWaiver({
  kind,
  checked,
  onChange,
  error,
}: {
  kind: BuyerKind;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | null;
}) {
  const { t } = useTranslation("owndata");
  if (!needsWithdrawalWaiver(kind)) return null;
  return (
    <div className={`form-field form-check${error ? " has-error" : ""}`}>
      <label className="checkbox" htmlFor="f-withdrawal">
        <input
          id="f-withdrawal"
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "f-withdrawal-error" : undefined}
          data-testid="accept-withdrawal"
        />{" "}
        {t("withdrawalWaiver")} *
      </label>
      {error ? (
        <p className="field-error" id="f-withdrawal-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
