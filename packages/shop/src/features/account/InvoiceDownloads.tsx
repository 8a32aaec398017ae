import { useState } from "react";
import { messageOf, useTranslation } from "@printshop/ui";
import "./invoiceTexts";

export interface InvoiceItem {
  invoiceId: string;
  kind: "vat" | "correction" | "proforma";
}
interface Download {
  fileName: string;
  contentType: string;
  base64: string;
}

/** Saves the PDF the API answered as a file (the browser's download). */
function save(file: Download) {
  const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.contentType }));
  const a = document.createElement("a");
  a.href = url;
  a.download = file.fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The order's invoices as PDF downloads (the account's order page, a guest's order link): the
 * server finds each through the caller's order, never by the id alone.
 */
export function InvoiceDownloads(props: {
  invoices: InvoiceItem[];
  fetchPdf: (invoiceId: string) => Promise<Download>;
}) {
  const { t } = useTranslation("invoices");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  if (!props.invoices.length) return null;
  const download = async (invoiceId: string) => {
    setError(null);
    setBusy(invoiceId);
    try {
      save(await props.fetchPdf(invoiceId));
    } catch (e) {
      setError(messageOf(e, t));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="order-invoices" data-testid="order-invoices">
      <h2>{t("title")}</h2>
      <ul>
        {props.invoices.map((i) => (
          <li key={i.invoiceId}>
            {t(`kind.${i.kind}`)} {i.invoiceId}{" "}
            <button
              type="button"
              onClick={() => void download(i.invoiceId)}
              disabled={busy === i.invoiceId}
              data-testid="invoice-pdf"
            >
              {t("download")}
            </button>
          </li>
        ))}
      </ul>
      {error ? <p role="alert">{error}</p> : null}
    </section>
  );
}
