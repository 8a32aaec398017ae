import { useTranslation } from "@printshop/ui";
import { lazy, Suspense, useState } from "react";

// The form (the kit) loads when the person asks for it.
const PasswordForm = lazy(() => import("./PasswordForm"));

/** A new password, behind a button: the form opens on request. */
export function ChangePassword() {
  const { t } = useTranslation("account");
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="password-title">
      <h2 id="password-title">{t("account.changePassword")}</h2>
      {open ? (
        <Suspense fallback={<p role="status">{t("ui:loading")}</p>}>
          <PasswordForm onDone={() => setOpen(false)} />
        </Suspense>
      ) : (
        <button type="button" onClick={() => setOpen(true)}>
          {t("account.changePasswordOpen")}
        </button>
      )}
    </section>
  );
}
