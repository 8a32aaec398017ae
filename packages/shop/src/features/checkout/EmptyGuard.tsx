import { useTranslation } from "@printshop/ui";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLocale } from "../../useLocale";
import { useCart } from "../cart/useCart";

/** Checkout steps need a cart with lines; an empty one says so and links home. */
export function EmptyGuard({
  children,
  bypass = false,
}: {
  children: ReactNode;
  bypass?: boolean;
}) {
  const { t } = useTranslation("cart");
  const { to } = useLocale();
  const cart = useCart();
  if (cart.isPending)
    return (
      <p className="loading" role="status">
        {t("ui:loading")}
      </p>
    );
  if (cart.data && cart.data.count === 0 && !bypass)
    return (
      <section>
        <p className="cart-empty" data-testid="cart-empty">
          {t("empty")}
        </p>
        <Link to={to("/")}>{t("backToShop")}</Link>
      </section>
    );
  return <>{children}</>;
}
