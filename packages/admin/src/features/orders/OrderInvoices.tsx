import { useState } from "react";
import { CorrectLineForm } from "@printshop/core/invoice/actions-schema";
import { setManualSchema } from "@printshop/core/exchange-rate/schema";
import { messageOf, useToast, useTranslation } from "@printshop/ui";
import { Field, SchemaForm } from "@printshop/ui/admin";
import { trpc } from "../../trpc";

/**
 * The order's invoices (issue 30): each document with its state and, when it failed the FA(3)
 * schema, the schema's messages (never sent); "Issue the invoice now", "Pro forma" (transfer) and,
 * per invoice or correction, a correction form (one line at a time: quantity and net unit price as
 * they should be, the reason; the server computes every amount and checks the version).
 */
export function OrderInvoices({ orderId }: { orderId: string }) {
  const { t } = useTranslation("orders");
  const toast = useToast();
  const utils = trpc.useUtils();
  const invoices = trpc.admin.invoices.ofOrder.useQuery({ orderId });
  const issue = trpc.admin.invoices.issue.useMutation({ onError: () => undefined });
  const proforma = trpc.admin.invoices.proforma.useMutation({ onError: () => undefined });
  const [correcting, setCorrecting] = useState<string | null>(null);
  const refresh = () => utils.admin.invoices.ofOrder.invalidate({ orderId });
  const act = async (run: () => Promise<{ invoiceId: string }>, done: string) => {
    try {
      const out = await run();
      toast.info(t(done, { number: out.invoiceId }));
      await refresh();
    } catch (error) {
      toast.error(messageOf(error, t));
    }
  };
  return (
    <section aria-labelledby="order-invoices" data-testid="order-invoices">
      <h2 id="order-invoices">{t("invoices.title")}</h2>
      {invoices.isError ? (
        <p role="alert" className="form-error">
          {messageOf(invoices.error, t)}
        </p>
      ) : null}
      <PendingInvoice orderId={orderId} />
      {invoices.data?.length ? (
        <ul className="invoice-list">
          {invoices.data.map((i) => (
            <li key={i.invoiceId}>
              <strong>{i.invoiceId}</strong> · {t(`invoices.kinds.${i.kind}`)} ·{" "}
              {t(`invoices.states.${i.state}`)}
              {i.ksefNumber ? ` · KSeF ${i.ksefNumber}` : ""}
              {i.xsdErrors.length ? (
                <ul role="alert" className="form-error">
                  {i.xsdErrors.map((e) => (
                    <li key={e}>{e}</li>
                  ))}
                </ul>
              ) : null}
              {i.kind !== "proforma" && i.state !== "xsd_failed" ? (
                <button
                  type="button"
                  className="button-link"
                  aria-expanded={correcting === i.invoiceId}
                  onClick={() => setCorrecting(correcting === i.invoiceId ? null : i.invoiceId)}
                >
                  {t("invoices.correct")}
                </button>
              ) : null}
              {correcting === i.invoiceId ? (
                <CorrectionForm
                  invoiceId={i.invoiceId}
                  onDone={async () => {
                    setCorrecting(null);
                    await refresh();
                  }}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : invoices.isSuccess ? (
        <p>{t("invoices.none")}</p>
      ) : null}
      <p className="actions">
        <button
          type="button"
          disabled={issue.isPending}
          onClick={() => void act(() => issue.mutateAsync({ orderId }), "invoices.issued")}
        >
          {t("invoices.issue")}
        </button>{" "}
        <button
          type="button"
          disabled={proforma.isPending}
          onClick={() =>
            void act(() => proforma.mutateAsync({ orderId }), "invoices.proformaIssued")
          }
        >
          {t("invoices.proforma")}
        </button>
      </p>
    </section>
  );
}

function CorrectionForm({ invoiceId, onDone }: { invoiceId: string; onDone: () => Promise<void> }) {
  const { t } = useTranslation("orders");
  const toast = useToast();
  const doc = trpc.admin.invoices.lines.useQuery({ invoiceId });
  const correct = trpc.admin.invoices.correct.useMutation({ onError: () => undefined });
  if (doc.isPending) return <p role="status">{t("ui:loading")}</p>;
  if (doc.isError)
    return (
      <p role="alert" className="form-error">
        {messageOf(doc.error, t)}
      </p>
    );
  const first = doc.data.lines[0]!;
  return (
    <SchemaForm
      schema={CorrectLineForm}
      label={t("invoices.correctTitle", { number: invoiceId })}
      submitLabel={t("invoices.correctSubmit")}
      defaultValues={{ index: 0, quantity: first.quantity, unitNet: first.unitNet, reason: "" }}
      onSubmit={async ({ reason, ...line }) => {
        const out = await correct.mutateAsync({
          invoiceId,
          lines: [line],
          reason,
          version: doc.data.version,
        });
        toast.info(t("invoices.corrected", { number: out.invoiceId }));
        await onDone();
      }}
    >
      <Field
        name="index"
        label={t("invoices.line")}
        as="select"
        number
        options={doc.data.lines.map((l) => ({
          value: String(l.index),
          label: `${l.index + 1}. ${l.name} (${l.quantity} × ${l.unitNet} ${doc.data.currency}, ${l.rate}%)`,
        }))}
      />
      <Field name="quantity" label={t("invoices.quantity")} inputMode="decimal" />
      <Field name="unitNet" label={t("invoices.unitNet")} inputMode="decimal" />
      <Field name="reason" label={t("invoices.reason")} hint={t("invoices.reasonHint")} />
    </SchemaForm>
  );
}

/**
 * The order's invoice still to issue: why it waits (the last attempt's reason, translated) and,
 * when the NBP rate of its day is missing (NBP unreachable, as locally), the form to enter it from
 * NBP's table A; then "Issue the invoice now" (or the next scheduled attempt) issues it.
 */
function PendingInvoice({ orderId }: { orderId: string }) {
  const { t } = useTranslation("orders");
  const toast = useToast();
  const utils = trpc.useUtils();
  const pending = trpc.admin.invoices.pending.useQuery({ orderId });
  const setRate = trpc.admin.invoices.setRate.useMutation({ onError: () => undefined });
  if (pending.isError)
    return (
      <p role="alert" className="form-error">
        {messageOf(pending.error, t)}
      </p>
    );
  const p = pending.data;
  if (!p) return null;
  return (
    <div className="invoice-pending" data-testid="invoice-pending">
      <p role="status">
        {p.reason ? t("invoices.pendingFailed", { reason: p.reason }) : t("invoices.pending")}
      </p>
      {p.rateNeeded ? (
        <SchemaForm
          schema={setManualSchema}
          label={t("invoices.rateTitle", p.rateNeeded)}
          submitLabel={t("invoices.rateSubmit")}
          defaultValues={{
            currency: "EUR" as const,
            date: p.rateNeeded.date,
            rate: "",
            table: "",
          }}
          onSubmit={async (values) => {
            await setRate.mutateAsync(values);
            toast.info(t("invoices.rateSaved", p.rateNeeded!));
            await utils.admin.invoices.pending.invalidate({ orderId });
          }}
        >
          <Field name="date" label={t("invoices.rateDate")} inputMode="numeric" />
          <Field
            name="rate"
            label={t("invoices.rateValue")}
            hint={t("invoices.rateHint")}
            inputMode="decimal"
          />
          <Field name="table" label={t("invoices.rateTable")} hint={t("invoices.rateTableHint")} />
        </SchemaForm>
      ) : null}
    </div>
  );
}
