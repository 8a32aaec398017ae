import { useTranslation } from "@printshop/ui";
import { Link } from "react-router";
import { useAfterHydration } from "../../render-context";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";

/** The header's link: "My account" when signed in, else "Sign in". Small: it is in the home page's bundle. */
export function AccountLink() {
  const { t } = useTranslation("app");
  const { to } = useLocale();
  const me = trpc.shop.account.me.useQuery(undefined, { staleTime: 60_000 });
  // Rendered by the server as "Sign in" (it does not ask): hydration renders the same.
  const signedIn = useAfterHydration() && Boolean(me.data);
  return (
    <Link
      to={to(signedIn ? "/account" : "/login")}
      className="account-link"
      data-testid="account-link"
    >
      {signedIn ? t("nav.account") : t("nav.signIn")}
    </Link>
  );
}
