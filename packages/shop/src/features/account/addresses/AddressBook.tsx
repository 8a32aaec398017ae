import { useState } from "react";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@printshop/functions";
import { messageOf, useToast, useTranslation } from "@printshop/ui";
import { trpc } from "../../../trpc";
import { AddressForm, type Editing } from "./AddressForm";
import "./texts";

type Book = inferRouterOutputs<AppRouter>["shop"]["account"]["addresses"]["list"];
type Saved = Book["own"][number];

/** The account's address book: my addresses and my company's (its owner edits them). */
export default function AddressBook() {
  const { t } = useTranslation("addresses");
  // Quiet about a session that ended meanwhile: the account page sends the visitor to sign in.
  const list = trpc.shop.account.addresses.list.useQuery(undefined, {
    meta: { quietCodes: ["auth.required"] },
  });
  const [editing, setEditing] = useState<Editing | null>(null);
  const book = list.data;
  return (
    <section aria-labelledby="addresses-title" data-testid="address-book">
      <h2 id="addresses-title">{t("title")}</h2>
      {list.isPending ? <p role="status">{t("ui:loading")}</p> : null}
      {list.isError ? <p role="alert">{messageOf(list.error, t)}</p> : null}
      {editing ? <AddressForm editing={editing} onDone={() => setEditing(null)} /> : null}
      {book ? (
        <>
          {book.own.length === 0 ? <p>{t("none")}</p> : null}
          <Rows scope="own" rows={book.own} canEdit onEdit={setEditing} />
          {!editing && book.own.length < book.max ? (
            <button type="button" onClick={() => setEditing(blank("own"))}>
              {t("add")}
            </button>
          ) : null}
          {book.own.length >= book.max ? <p>{t("limit", { max: book.max })}</p> : null}
          {book.company ? (
            <>
              <h3>{t("company", { name: book.company.name })}</h3>
              {book.company.canEdit ? null : <p>{t("companyReadOnly")}</p>}
              <Rows
                scope="company"
                rows={book.company.addresses}
                canEdit={book.company.canEdit}
                onEdit={setEditing}
              />
              {book.company.canEdit && !editing ? (
                <button type="button" onClick={() => setEditing(blank("company"))}>
                  {t("addCompany")}
                </button>
              ) : null}
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

const blank = (scope: Editing["scope"]): Editing => ({
  scope,
  label: "",
  address: {},
  isDefault: false,
});

function Rows(props: {
  scope: Editing["scope"];
  rows: Saved[];
  canEdit: boolean;
  onEdit: (e: Editing) => void;
}) {
  const { t } = useTranslation("addresses");
  const toast = useToast();
  const utils = trpc.useUtils();
  const done = (text: string) => {
    toast.info(text);
    void utils.shop.account.addresses.list.invalidate();
  };
  const remove = trpc.shop.account.addresses.remove.useMutation({
    onSuccess: () => done(t("deleted")),
    onError: (error) => toast.error(messageOf(error, t)),
  });
  const save = trpc.shop.account.addresses.save.useMutation({
    onSuccess: () => done(t("saved")),
    onError: (error) => toast.error(messageOf(error, t)),
  });
  const editOf = (r: Saved): Editing => ({
    scope: props.scope,
    addressId: r.addressId,
    version: r.version,
    label: r.label,
    address: r.address,
    isDefault: r.isDefault,
  });
  if (props.rows.length === 0) return null;
  return (
    <ul className="address-list" data-testid={`addresses-${props.scope}`}>
      {props.rows.map((r) => {
        const a = r.address;
        return (
          <li key={r.addressId}>
            <strong>{r.label || a.deliveryName}</strong>
            {r.isDefault ? <small> ({t("default")})</small> : null}
            <br />
            {[a.deliveryName, a.deliveryAddress1, a.deliveryAddress2].filter(Boolean).join(", ")}
            <br />
            {`${a.deliveryPostcode} ${a.deliveryCity}, ${a.deliveryCountry}`}
            {props.canEdit ? (
              <div className="account-actions">
                <button type="button" onClick={() => props.onEdit(editOf(r))}>
                  {t("edit")}
                </button>
                {r.isDefault ? null : (
                  <button
                    type="button"
                    disabled={save.isPending}
                    onClick={() =>
                      save.mutate({
                        scope: props.scope,
                        addressId: r.addressId,
                        version: r.version,
                        label: r.label,
                        address: r.address,
                        isDefault: true,
                      })
                    }
                  >
                    {t("makeDefault")}
                  </button>
                )}
                <button
                  type="button"
                  className="button-secondary"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ scope: props.scope, addressId: r.addressId })}
                >
                  {t("delete")}
                </button>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
