import type { ReactNode } from "react";
import { pricingMessage } from "@printshop/core/pricing/messages";

/** What replaces the price table while the configuration cannot be priced: the heading and the reasons. */
export function PriceErrors({
  locale,
  messages,
  footer,
}: {
  locale: string;
  messages: string[];
  footer?: ReactNode;
}) {
  return (
    <div className="price-error" role="alert" data-testid="price-error">
      <h3>{pricingMessage("fix_errors", locale)}</h3>
      {messages.map((m, i) => (
        <p key={i}>{m}</p>
      ))}
      {footer}
    </div>
  );
}
