import { useTranslation } from "@printshop/ui";
import { Link } from "react-router";
import { useLocale } from "../../useLocale";
import { StepsBar } from "./StepsBar";
import { EmptyGuard } from "./EmptyGuard";
import { UploadFiles } from "../upload/UploadFiles";
import { needsPrepress } from "@printshop/core/upload/files";
import { trpc } from "../../trpc";
import { usePageTitle } from "../../usePageTitle";
import "./texts";

/** The upload step (also at the seed's `{locale}/wgraj-plik`): the print files of every cart line. */
export default function UploadPage() {
  const { t } = useTranslation("checkout");
  usePageTitle(t("upload.title"));
  const { to } = useLocale();
  // Continue waits for every line whose file will not print as ordered: a corrected file, or the
  // stored choice that prepress fixes it (the server refuses to place the order otherwise).
  const list = trpc.shop.upload.list.useQuery(undefined, { staleTime: 0 });
  const blocked = (list.data?.lines ?? []).some(
    (l) => !l.prepressFix && l.files.some((f) => needsPrepress(f.preflight)),
  );
  return (
    <EmptyGuard>
      <section className="checkout-step">
        <StepsBar current="upload" />
        <h1>{t("upload.title")}</h1>
        <p>{t("upload.text")}</p>
        <UploadFiles />
        <div className="step-actions">
          <Link to={to("/cart")}>{t("back")}</Link>
          {blocked ? (
            <>
              <p className="step-blocked" id="upload-blocked" data-testid="upload-blocked">
                {t("upload:blocked")}
              </p>
              <button
                type="button"
                className="button button-primary"
                disabled
                aria-describedby="upload-blocked"
                data-testid="step-continue"
              >
                {t("continue")}
              </button>
            </>
          ) : (
            <Link
              to={to("/order/payment")}
              className="button button-primary"
              data-testid="step-continue"
            >
              {t("continue")}
            </Link>
          )}
        </div>
      </section>
    </EmptyGuard>
  );
}
