import { useTranslation } from "@printshop/ui";
import { useFormContext } from "react-hook-form";
import { ShippingCreateInput, ShippingUpdateInput } from "@printshop/core/settings/schema";
import { FOREIGN_ZONES } from "@printshop/core/settings/zones";
import { Field, TranslatedField, useFieldError } from "@printshop/ui/admin";
import { trpc, type RouterOutputs } from "../../trpc";
import { SettingsScreen } from "../../resource/SettingsScreen";
import { pickText } from "../pages/text";

type Row = RouterOutputs["admin"]["shipping"]["list"]["items"][number];

/**
 * Shipping settings as the seed has them: a list with edit and delete per method, an add form
 * (name per language, the payment methods it allows as checkboxes, icon, the net price to Poland
 * and to each other zone, "" where it does not go) and an edit panel
 * with the same fields. Delete asks the seed's question in the kit's dialog.
 */
export function ShippingPage() {
  const { t, i18n } = useTranslation();
  return (
    <SettingsScreen<Row>
      area="shipping"
      also="payments"
      sortable={["shippingMethodId", "name", "price"]}
      caption={t("shipping.caption")}
      columns={[
        { id: "shippingMethodId", header: "ID", sortable: true, cell: (r) => r.shippingMethodId },
        {
          id: "name",
          header: t("common.name"),
          sortable: true,
          cell: (r) => pickText(r.name, i18n.language),
        },
        { id: "price", header: t("shipping.pricePl"), sortable: true, cell: (r) => r.price },
        {
          id: "zones",
          header: t("shipping.zonesTitle"),
          cell: (r) => FOREIGN_ZONES.map((z) => r.zones[z] || "—").join(" · "),
        },
        {
          id: "packingPrice",
          header: t("shipping.packingPrice"),
          cell: (r) => r.packingPrice || "—",
        },
        { id: "icon", header: t("common.icon"), cell: (r) => r.icon || "—" },
      ]}
      idOf={(r) => r.shippingMethodId}
      versionOf={(r) => r.version}
      historyType="shipping"
      createSchema={ShippingCreateInput}
      updateSchema={ShippingUpdateInput}
      blank={{
        name: { pl: "", en: "", de: "" },
        icon: "",
        price: "0.00",
        zones: { eu1: "", eu2: "", world: "" },
        packingPrice: "",
        payments: [],
      }}
      valuesOf={(r) => ({
        name: r.name,
        icon: r.icon,
        price: r.price,
        zones: r.zones,
        packingPrice: r.packingPrice,
        payments: r.payments,
      })}
      editTitle={t("shipping.editTitle")}
      editFields={
        <>
          <TranslatedField name="name" label={t("common.name")} layout="side" />
          <PaymentChecks />
          <Field name="price" label={t("shipping.pricePl")} inputMode="decimal" />
          <ZoneFields />
          <Field
            name="packingPrice"
            label={t("shipping.packingPrice")}
            hint={t("shipping.packingHint")}
            inputMode="decimal"
          />
          <Field name="icon" label={t("common.icon")} />
        </>
      }
      addTitle={t("shipping.addTitle")}
      addFields={
        <>
          <TranslatedField name="name" label={t("common.name")} layout="side" />
          <PaymentChecks />
          <Field name="icon" label={t("common.icon")} />
          <Field name="price" label={t("shipping.pricePl")} inputMode="decimal" />
          <ZoneFields />
          <Field
            name="packingPrice"
            label={t("shipping.packingPrice")}
            hint={t("shipping.packingHint")}
            inputMode="decimal"
          />
        </>
      }
      added={t("shipping.added")}
      remove={{ title: t("shipping.deleteTitle"), message: t("shipping.deleteMessage") }}
    />
  );
}

/** The method's net price per zone outside Poland; an empty one: the method does not go there. */
function ZoneFields() {
  const { t } = useTranslation();
  return (
    <fieldset className="field" data-testid="zone-prices">
      <legend>{t("shipping.zonesTitle")}</legend>
      <small className="hint">{t("shipping.zonesHint")}</small>
      {FOREIGN_ZONES.map((z) => (
        <Field key={z} name={`zones.${z}`} label={t(`shipping.zone_${z}`)} inputMode="decimal" />
      ))}
    </fieldset>
  );
}

/** The payment methods this shipping method allows, one checkbox each (value: the ids). */
function PaymentChecks() {
  const { t, i18n } = useTranslation();
  const { watch, setValue } = useFormContext();
  const error = useFieldError("payments");
  const payments = trpc.admin.payments.list.useQuery({
    pageSize: 100,
    sort: { by: "paymentMethodId", dir: "asc" },
  });
  const chosen = (watch("payments") as number[] | undefined) ?? [];
  return (
    <fieldset className="field">
      <legend>{t("shipping.payments")}</legend>
      <small className="hint">{t("shipping.paymentsHint")}</small>
      {(payments.data?.items ?? []).map((p) => (
        <label key={p.paymentMethodId} className="checkbox">
          <input
            type="checkbox"
            checked={chosen.includes(p.paymentMethodId)}
            onChange={(e) =>
              setValue(
                "payments",
                e.target.checked
                  ? [...chosen, p.paymentMethodId].sort((a, b) => a - b)
                  : chosen.filter((id) => id !== p.paymentMethodId),
                { shouldDirty: true },
              )
            }
          />{" "}
          {pickText(p.name, i18n.language)}
        </label>
      ))}
      {error.message ? <p className="field-error">{error.message}</p> : null}
    </fieldset>
  );
}
