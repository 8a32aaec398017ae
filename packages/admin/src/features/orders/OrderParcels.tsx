import * as z from "zod";
import { useToast, useTranslation } from "@printshop/ui";
import { Field, SchemaForm } from "@printshop/ui/admin";
import { useFieldArray, useFormContext } from "@printshop/ui/form";
import { CARRIERS, MAX_PARCELS, Parcels } from "@printshop/core/parcels/schema";
import { trpc } from "../../trpc";

/** The panel's form: the order's parcels (core's schema, checked again by the server). */
const ParcelsForm = z.object({ parcels: Parcels });

interface ParcelRow {
  carrier: string;
  number: string;
  url: string | null;
}

/**
 * The parcels an order is shipped in (issue 31 item 4): one row per parcel, a carrier and its
 * tracking number; add and remove rows, save against the order's version. Saved before the status
 * `shipped`, the "shipped" e-mail lists them with the carriers' tracking links.
 */
export function OrderParcels(props: {
  orderId: string;
  version: number;
  parcels: ParcelRow[];
  onSaved: () => Promise<unknown>;
}) {
  const { t } = useTranslation("orders");
  const toast = useToast();
  const save = trpc.admin.orders.setParcels.useMutation({ onError: () => undefined });
  return (
    <section className="order-parcels" aria-labelledby="order-parcels-title">
      <h2 id="order-parcels-title">{t("parcels.title")}</h2>
      {props.parcels.length ? (
        <ul className="parcel-links">
          {props.parcels.map((p) => (
            <li key={`${p.carrier}:${p.number}`}>
              {carrierName(p.carrier, t)} {p.number}
              {p.url ? (
                <>
                  {" "}
                  <a href={p.url} target="_blank" rel="noopener noreferrer">
                    {t("parcels.track")}
                  </a>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <SchemaForm
        key={props.version}
        schema={ParcelsForm}
        label={t("parcels.title")}
        submitLabel={t("parcels.save")}
        defaultValues={{
          parcels: props.parcels.map((p) => ({ carrier: p.carrier as never, number: p.number })),
        }}
        onSubmit={async ({ parcels }) => {
          const out = await save.mutateAsync({
            orderId: props.orderId,
            parcels,
            version: props.version,
          });
          toast.info(t("parcels.saved", { count: out.parcels.length }));
          await props.onSaved();
        }}
      >
        <ParcelRows />
      </SchemaForm>
    </section>
  );
}

const carrierName = (id: string, t: (k: string) => string) =>
  CARRIERS.find((c) => c.id === id)?.name || t("parcels.other");

/** The repeatable rows: carrier select and number, a remove button each, and "add a parcel". */
function ParcelRows() {
  const { t } = useTranslation("orders");
  const { control } = useFormContext<z.input<typeof ParcelsForm>>();
  const rows = useFieldArray({ control, name: "parcels" });
  const options = CARRIERS.map((c) => ({ value: c.id, label: carrierName(c.id, t) }));
  return (
    <>
      {rows.fields.length === 0 ? <p>{t("parcels.none")}</p> : null}
      {rows.fields.map((row, i) => (
        <div
          key={row.id}
          className="parcel-row"
          role="group"
          aria-label={t("parcels.row", { n: i + 1 })}
        >
          <Field
            as="select"
            name={`parcels.${i}.carrier`}
            label={t("parcels.carrier")}
            options={options}
          />
          <Field name={`parcels.${i}.number`} label={t("parcels.number")} maxLength={40} />
          <button type="button" className="button-link" onClick={() => rows.remove(i)}>
            {t("parcels.remove", { n: i + 1 })}
          </button>
        </div>
      ))}
      <p>
        <button
          type="button"
          disabled={rows.fields.length >= MAX_PARCELS}
          onClick={() => rows.append({ carrier: "inpost", number: "" })}
        >
          {t("parcels.add")}
        </button>
      </p>
    </>
  );
}
