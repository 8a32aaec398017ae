import { useTranslation } from "@printshop/ui";
import { useFormContext } from "@printshop/ui/form";
import { ADDRESS_FIELDS } from "@printshop/core/address-book/schema";
import { trpc } from "../../trpc";
import "../account/addresses/texts";

/**
 * A signed-in customer's saved (and company) addresses at the delivery step: choosing one ticks
 * "different delivery address" and fills its fields, which stay editable. Nothing for a guest or
 * a customer without saved addresses.
 */
export function SavedAddressPicker() {
  const { t } = useTranslation("addresses");
  const { setValue } = useFormContext();
  const me = trpc.shop.account.me.useQuery(undefined, { staleTime: 60_000 });
  const list = trpc.shop.account.addresses.list.useQuery(undefined, {
    enabled: Boolean(me.data),
  });
  const book = list.data;
  const all = book ? [...book.own, ...(book.company?.addresses ?? [])] : [];
  if (!book || all.length === 0) return null;
  const pick = (addressId: string) => {
    const chosen = all.find((a) => a.addressId === addressId);
    if (!chosen) return;
    setValue("differentDeliveryAddress", true, { shouldDirty: true });
    for (const f of ADDRESS_FIELDS)
      setValue(f, chosen.address[f], { shouldDirty: true, shouldValidate: true });
  };
  const option = (a: (typeof all)[number]) => (
    <option key={a.addressId} value={a.addressId}>
      {[a.label, a.address.deliveryName, a.address.deliveryAddress1, a.address.deliveryCity]
        .filter(Boolean)
        .join(", ")}
    </option>
  );
  return (
    <div className="form-field">
      <label htmlFor="saved-address">{t("pick")}</label>
      <select
        id="saved-address"
        data-testid="saved-address"
        defaultValue=""
        onChange={(e) => pick(e.target.value)}
      >
        <option value="">{t("pickNone")}</option>
        {book.own.length ? <optgroup label={t("ownGroup")}>{book.own.map(option)}</optgroup> : null}
        {book.company?.addresses.length ? (
          <optgroup label={t("companyGroup", { name: book.company.name })}>
            {book.company.addresses.map(option)}
          </optgroup>
        ) : null}
      </select>
    </div>
  );
}
