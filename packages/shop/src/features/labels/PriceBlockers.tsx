import { useTranslation } from "@printshop/ui";
import { formatPricingError, type PricingError } from "@printshop/core/pricing/messages";
import { useLocale } from "../../useLocale";
import "./texts";

/** Moves the focus to a label option: its input, or the checked (else first) winding tile. */
export function focusLabelField(field: string) {
  const direct = document.getElementById(`label-${field}`);
  const tiles =
    field === "winding"
      ? document.querySelector<HTMLElement>(
          '[data-testid="winding-tiles"] [aria-checked="true"], [data-testid="winding-tiles"] [role="radio"]',
        )
      : null;
  const target = tiles ?? direct;
  target?.scrollIntoView({ block: "center" });
  target?.focus();
}

/**
 * Where the prices would be: what keeps them hidden, field by field, in plain words (a missing
 * winding direction, a quantity of 0), each a button that takes the person to that field.
 */
export function PriceBlockers({ errors }: { errors: Map<string, PricingError> }) {
  const { t } = useTranslation("labels");
  const { locale } = useLocale();
  const list = [...errors.values()];
  return (
    <div className="price-error" role="alert" data-testid="price-error">
      <h3>{t("blockers.title")}</h3>
      <ul className="price-blockers">
        {list.map((e) => (
          <li key={String(e.field)}>
            <button
              type="button"
              className="button-link"
              data-testid={`blocker-${String(e.field)}`}
              onClick={() => focusLabelField(String(e.field))}
            >
              <strong>{t(String(e.field), { defaultValue: String(e.field) })}:</strong>{" "}
              {formatPricingError(e, locale)}
            </button>
          </li>
        ))}
      </ul>
      {list.length === 0 ? <p>{t("pricesHidden")}</p> : null}
    </div>
  );
}
