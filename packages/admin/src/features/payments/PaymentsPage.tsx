import { useTranslation } from "@printshop/ui";
import {
  PAYMENT_PROVIDERS,
  PaymentCreateInput,
  PaymentUpdateInput,
} from "@printshop/core/settings/schema";
import { Field, TranslatedField } from "@printshop/ui/admin";
import type { RouterOutputs } from "../../trpc";
import { SettingsScreen } from "../../resource/SettingsScreen";
import { pickText } from "../pages/text";

type Row = RouterOutputs["admin"]["payments"]["list"]["items"][number];

/**
 * Payment settings as the seed has them: a list with an edit button per method (no delete: a
 * method orders or shipping methods use is kept), an add form behind a button, an edit panel.
 * An add without any name is refused by the server with the seed's message, shown on the field.
 * The provider (none, Przelewy24, Stripe) makes a method online; the icon is only its picture.
 */
export function PaymentsPage() {
  const { t, i18n } = useTranslation();
  const fields = (
    <>
      <TranslatedField name="name" label={t("common.name")} layout="side" />
      <Field
        name="fee"
        label={t("payments.fee")}
        hint={t("payments.feeHint")}
        inputMode="decimal"
      />
      <Field
        name="provider"
        as="select"
        label={t("payments.provider")}
        hint={t("payments.providerHint")}
        options={PAYMENT_PROVIDERS.map((p) => ({ value: p, label: t(`payments.providers.${p}`) }))}
      />
      <Field name="icon" label={t("common.icon")} />
    </>
  );
  return (
    <SettingsScreen<Row>
      area="payments"
      also="shipping"
      sortable={["paymentMethodId", "name"]}
      caption={t("payments.caption")}
      columns={[
        { id: "paymentMethodId", header: "ID", sortable: true, cell: (r) => r.paymentMethodId },
        {
          id: "name",
          header: t("common.name"),
          sortable: true,
          cell: (r) => pickText(r.name, i18n.language),
        },
        { id: "fee", header: t("payments.fee"), cell: (r) => (Number(r.fee) > 0 ? r.fee : "—") },
        {
          id: "provider",
          header: t("payments.provider"),
          cell: (r) =>
            r.providerReady
              ? t(`payments.providers.${r.provider}`)
              : `${t(`payments.providers.${r.provider}`)} (${t("payments.providerOff")})`,
        },
        { id: "icon", header: t("common.icon"), cell: (r) => r.icon || "—" },
        { id: "usedBy", header: t("payments.usedBy"), cell: (r) => r.usedBy.length },
      ]}
      idOf={(r) => r.paymentMethodId}
      versionOf={(r) => r.version}
      historyType="payment"
      createSchema={PaymentCreateInput}
      updateSchema={PaymentUpdateInput}
      blank={{ name: { pl: "", en: "", de: "" }, icon: "", fee: "0.00", provider: "none" }}
      valuesOf={(r) => ({ name: r.name, icon: r.icon, fee: r.fee, provider: r.provider })}
      editTitle={t("payments.editTitle")}
      editFields={fields}
      addTitle={t("payments.addTitle")}
      addFields={fields}
      added={t("payments.added")}
    />
  );
}
