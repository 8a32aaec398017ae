import { useState } from "react";
import { useToast, useTranslation } from "@printshop/ui";
import { trpc, type RouterOutputs } from "../../trpc";
import { useReveal } from "./reveal";

type Report = RouterOutputs["admin"]["prices"]["import"];

const download = (name: string, type: string, content: string, base64: boolean) => {
  const bytes = base64
    ? Uint8Array.from(atob(content), (c) => c.charCodeAt(0))
    : new TextEncoder().encode(content);
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
};

/** Export (CSV / XLSX) and import: the differences first, applied only when confirmed. */
export function FilePanel(props: {
  productId: number;
  version: number;
  onImported: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const utils = trpc.useUtils();
  const imp = trpc.admin.prices.import.useMutation({ onError: () => undefined });
  const [file, setFile] = useState<{ format: "csv" | "xlsx"; content: string } | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState<string | null>(null);
  const result = useReveal<HTMLDivElement>(report);
  const exportAs = async (format: "csv" | "xlsx") => {
    const out = await utils.admin.prices.export.fetch({ productId: props.productId, format });
    download(out.fileName, out.contentType, out.content, format === "xlsx");
  };
  const pick = async (f: File) => {
    setError(null);
    const format = /\.xlsx$/i.test(f.name) ? "xlsx" : "csv";
    const buf = new Uint8Array(await f.arrayBuffer());
    const content =
      format === "csv"
        ? new TextDecoder().decode(buf)
        : btoa(Array.from(buf, (b) => String.fromCharCode(b)).join(""));
    setFile({ format, content });
    try {
      setReport(
        await imp.mutateAsync({ productId: props.productId, format, content, dryRun: true }),
      );
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const confirm = async () => {
    if (!file) return;
    try {
      const out = await imp.mutateAsync({
        productId: props.productId,
        ...file,
        dryRun: false,
        version: props.version,
      });
      if (out.errors.length) {
        // Refused after all (someone saved in between): the file's rows and why, where the person looks.
        setReport(out);
        return;
      }
      toast.info(
        t("prices.importApplied", {
          count: out.added + out.changed + out.removed,
          added: out.added,
          changed: out.changed,
          removed: out.removed,
        }),
      );
      setFile(null);
      setReport(null);
      await props.onImported();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <section className="price-files" aria-label={t("prices.files")}>
      <button type="button" onClick={() => void exportAs("csv")}>
        {t("prices.exportCsv")}
      </button>
      <button type="button" onClick={() => void exportAs("xlsx")}>
        {t("prices.exportXlsx")}
      </button>
      <label>
        {t("prices.import")}{" "}
        <input
          type="file"
          accept=".csv,.xlsx"
          onChange={(e) => e.target.files?.[0] && void pick(e.target.files[0])}
        />
      </label>
      {report ? (
        <div ref={result} tabIndex={-1} role="status" className="price-import-report">
          <p>
            {t("prices.importSummary", {
              added: report.added,
              changed: report.changed,
              removed: report.removed,
              unchanged: report.unchanged,
            })}
          </p>
          <ImportCells report={report} />
          {report.errors.length ? (
            <ul className="form-error">
              {report.errors.slice(0, 100).map((e, i) => (
                <li key={i}>
                  {t("prices.importRow", {
                    row: e.row,
                    message: (e as { message?: string }).message ?? e.code,
                  })}
                </li>
              ))}
            </ul>
          ) : (
            <button type="button" onClick={() => void confirm()} disabled={imp.isPending}>
              {t("prices.importApply")}
            </button>
          )}
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** The cells the import would change (or changed): combination in words, run, old → new; the rest counted. */
function ImportCells({ report }: { report: Report }) {
  const { t } = useTranslation();
  if (!report.cells.length) return null;
  return (
    <>
      <ul className="price-import-cells" aria-label={t("prices.importCells")}>
        {report.cells.map((c) => (
          <li key={`${c.combination}|${c.copy}`}>
            {t("prices.importCell", {
              description: c.description,
              run: t("prices.run", { count: c.copy }),
              before: c.before ?? "—",
              after: c.after ?? "—",
            })}
          </li>
        ))}
      </ul>
      {report.more > 0 ? <p>{t("prices.importMore", { count: report.more })}</p> : null}
    </>
  );
}
