import { useTranslation } from "@printshop/ui";
import { lazy, Suspense, useState } from "react";
import type { FormValues } from "./fields";

// The edit form (the kit, the country list, the person schema) loads when the person edits.
const EditMyData = lazy(() => import("./MyDataForm"));

const shownFields = [
  "firstName",
  "lastName",
  "phone",
  "billingCompany",
  "billingName",
  "billingTax",
  "billingAddress1",
  "billingAddress2",
  "billingPostcode",
  "billingCity",
  "billingCountry",
];

/** "My data": the profile as stored, and its edit form (the registration's checks, on the kit). */
export function MyData({ profile, email }: { profile: FormValues; email: string }) {
  const { t } = useTranslation("account");
  const [editing, setEditing] = useState(false);
  return (
    <section aria-labelledby="my-data-title">
      <h2 id="my-data-title">{t("account.myData")}</h2>
      {!editing ? (
        <>
          <dl className="profile-view" data-testid="my-data">
            <dt>{t("fields.email")}</dt>
            <dd>{email}</dd>
            {shownFields
              .filter((f) => profile[f])
              .map((f) => (
                <div key={f}>
                  <dt>{t(`fields.${f}`)}</dt>
                  <dd>{String(profile[f])}</dd>
                </div>
              ))}
          </dl>
          <button type="button" onClick={() => setEditing(true)}>
            {t("account.edit")}
          </button>
        </>
      ) : (
        <Suspense fallback={<p role="status">{t("ui:loading")}</p>}>
          <EditMyData profile={profile} email={email} onDone={() => setEditing(false)} />
        </Suspense>
      )}
    </section>
  );
}
