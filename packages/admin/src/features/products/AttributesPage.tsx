import { useLocalTitle } from "../../shell/useLocalTitle";
import { useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import { messageOf, Modal, useToast, useTranslation } from "@printshop/ui";
import { SortableList, TranslatedField } from "@printshop/ui/admin";
import { Field, Form, SubmitButton, useKitForm } from "@printshop/ui/form";
import { AttributeCreateInput } from "@printshop/core/product/admin-schema";
import { trpc } from "../../trpc";
import { useAdminHref } from "../../shell/paths";
import { pickText } from "../pages/text";
import { AttributeCard } from "./AttributeCard";

/** A table product's attributes: add (the seed's add-attribute dialog), reorder, and per attribute its card (title, flags, values, child attributes). */
export function AttributesPage() {
  const localTitle = useLocalTitle();
  const productId = Number(useParams().id);
  const { t, i18n } = useTranslation("products");
  const toast = useToast();
  const href = useAdminHref();
  const utils = trpc.useUtils();
  const product = trpc.admin.products.get.useQuery({ productId });
  const list = trpc.admin.attributes.list.useQuery({ productId });
  const reload = () =>
    Promise.all([
      list.refetch(),
      utils.admin.products.get.invalidate({ productId }),
      utils.admin.prices.invalidate(),
      utils.admin.audit.invalidate(),
    ]);
  const sort = trpc.admin.attributes.sort.useMutation({ onSettled: reload });
  const items = useMemo(
    () =>
      (list.data?.items ?? []).map((a) => ({
        id: String(a.id),
        version: a.version,
        title: pickText(a.title, i18n.language),
      })),
    [list.data, i18n.language],
  );
  const [adding, setAdding] = useState(false);
  if (list.isError)
    return (
      <p role="alert" className="form-error">
        {messageOf(list.error, t)}
      </p>
    );
  return (
    <>
      <p>
        <Link to={href(`/products/${productId}`)}>
          ← {product.data ? localTitle(product.data.title) : t("back")}
        </Link>
      </p>
      <h1>
        {t("attributesTitle", {
          title: product.data ? pickText(product.data.title, i18n.language) : "",
        })}
      </h1>
      <p className="actions">
        <button type="button" onClick={() => setAdding(true)}>
          {t("addAttribute")}
        </button>{" "}
        <Link className="button" to={href(`/prices/${productId}`)}>
          {t("prices")}
        </Link>
      </p>
      {list.isPending ? <p role="status">{t("ui:loading")}</p> : null}
      {list.data && list.data.items.length === 0 ? <p>{t("noAttributes")}</p> : null}
      {list.data?.items.map((a) => (
        // Keyed by the attribute, not its version: its form moves onto a newer version (a value
        // added) and keeps what was typed.
        <AttributeCard key={a.id} attribute={a} onChanged={reload} />
      ))}
      {items.length > 1 ? (
        <>
          <h2>{t("attributeOrder")}</h2>
          <SortableList
            label={t("attributeOrder")}
            items={items}
            render={(a) => a.title}
            onSave={async (ids) => {
              await sort.mutateAsync({
                productId,
                items: ids.map((id) => ({
                  id: Number(id),
                  version: items.find((a) => a.id === id)!.version,
                })),
              });
              toast.info(t("attributeOrderSaved"));
            }}
          />
        </>
      ) : null}
      <AddAttributeDialog
        open={adding}
        productId={productId}
        onClose={() => setAdding(false)}
        onDone={reload}
      />
    </>
  );
}

/** The seed's add-attribute dialog: its title per language and the two price flags. */
function AddAttributeDialog(props: {
  open: boolean;
  productId: number;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation("products");
  return (
    <Modal open={props.open} title={t("addAttribute")} onClose={props.onClose} width={500}>
      {props.open ? <AddAttributeForm {...props} /> : null}
    </Modal>
  );
}

function AddAttributeForm(props: Parameters<typeof AddAttributeDialog>[0]) {
  const { t } = useTranslation("products");
  // Failures are the form's to show (inside the dialog).
  const create = trpc.admin.attributes.create.useMutation({ onError: () => undefined });
  const kit = useKitForm({
    schema: AttributeCreateInput,
    inlineErrors: true,
    defaultValues: {
      productId: props.productId,
      title: { pl: "", en: "", de: "" },
      addToPrice: false,
      priceChange: true,
    },
    onSubmit: async (values) => {
      await create.mutateAsync(values);
      await props.onDone();
      props.onClose();
    },
  });
  return (
    <Form
      kit={kit}
      guard={false}
      actions={
        <div className="modal-actions">
          <button type="button" className="button-secondary" onClick={props.onClose}>
            {t("cancel")}
          </button>
          <SubmitButton>{t("add")}</SubmitButton>
        </div>
      }
    >
      <TranslatedField name="title" label={t("attributeTitle")} />
      <Field name="addToPrice" type="checkbox" label={t("addToPrice")} />
      <Field name="priceChange" type="checkbox" label={t("priceChange")} />
    </Form>
  );
}
