import { useTranslation } from "@printshop/ui";
import { Suspense, type ComponentType, type LazyExoticComponent } from "react";

function Loading() {
  const { t } = useTranslation();
  return (
    <p className="loading" role="status">
      {t("ui:loading")}
    </p>
  );
}

/** A lazily loaded page with the shared loading text while its chunk arrives. */
export function Lazy({ page: Page }: { page: LazyExoticComponent<ComponentType> }) {
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}
