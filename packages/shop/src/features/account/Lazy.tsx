import { useTranslation } from "@printshop/ui";
import { Suspense, type ComponentType, type LazyExoticComponent } from "react";

/** A lazily loaded account page, with the shared loading text while its chunk arrives. */
export function LazyPage({ page: Page }: { page: LazyExoticComponent<ComponentType> }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <p className="loading" role="status">
          {t("ui:loading")}
        </p>
      }
    >
      <Page />
    </Suspense>
  );
}
