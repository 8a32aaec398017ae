import { useTranslation } from "@printshop/ui";
import { lazy, Suspense, useState } from "react";
import { useAfterHydration } from "../../render-context";
import { trpc } from "../../trpc";
import type { SaveConfigValue } from "./SaveConfigDialog";
import "./texts";

// The dialog, its form and texts load on the first click: the product page's own JavaScript only
// gains this button (the label page is near its 170 KB budget: bench/shop-bundle.ts).
const SaveConfigDialog = lazy(() => import("./SaveConfigDialog"));

/**
 * "Save configuration" for a signed-in customer (the header's `me`, already asked: no request of
 * its own). `value` is what the cart would get; null while the page has no valid configuration.
 */
export function SaveConfig({ value }: { value: SaveConfigValue | null }) {
  const { t } = useTranslation("product");
  const me = trpc.shop.account.me.useQuery(undefined, { staleTime: 60_000 });
  const [open, setOpen] = useState(false);
  // The server renders no button (it does not ask who the visitor is): nor does hydration.
  const hydrated = useAfterHydration();
  if (!hydrated || !me.data) return null;
  return (
    <>
      <button
        type="button"
        className="button-secondary save-config"
        disabled={!value}
        onClick={() => setOpen(true)}
      >
        {t("saveConfig")}
      </button>
      {open && value ? (
        <Suspense fallback={null}>
          <SaveConfigDialog value={value} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
