import "./orders.css";
import { useId, useState } from "react";
import { Link } from "react-router";
import { useToast, useTranslation } from "@printshop/ui";
import { formatCurrency } from "@printshop/core/format";
import { BANK_LIMITS, type BankFormat } from "@printshop/core/bank/schema";
import { trpc, type RouterOutputs } from "../../trpc";
import { useAdminHref } from "../../shell/paths";

type Answer = RouterOutputs["admin"]["bank"]["import"];
type Transfer = Answer["transfers"][number];

/** The file's bytes as base64 (any encoding: the server tells UTF-8 from windows-1250). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** A statement's format by its name: MT940 files end in .sta, .mt940, .940 or .txt; else CSV. */
const formatOf = (name: string): BankFormat =>
  /\.(?:sta|mt940|940|txt)$/i.test(name.slice(-10)) ? "mt940" : "csv";

/**
 * "Bank statement" (issue 29): upload the bank's statement, see which incoming transfers the shop
 * proposes as payments of orders awaiting a bank transfer and which it leaves for a person (with
 * why), then confirm per row or all proposed at once. Nothing is marked paid before that, and
 * each confirmation is the order page's own audited "mark paid". The file stays in this page:
 * the server reads it again on confirming and stores none of it.
 */
export function BankPage() {
  const { t, i18n } = useTranslation(["orders", "app"]);
  const toast = useToast();
  const href = useAdminHref();
  const id = useId();
  const read = trpc.admin.bank.import.useMutation({ onError: () => undefined });
  const confirm = trpc.admin.bank.import.useMutation({ onError: () => undefined });
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [format, setFormat] = useState<BankFormat>("csv");
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [paid, setPaid] = useState<Record<number, true>>({});
  const [refused, setRefused] = useState<Record<number, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (f: File | undefined) => {
    setAnswer(null);
    setPaid({});
    setRefused({});
    setProblem(null);
    if (!f) return setFile(null);
    if (f.size > BANK_LIMITS.bytes) {
      setFile(null);
      return setProblem(t("orders:bank.tooLarge", { max: `${BANK_LIMITS.bytes / 1024} KB` }));
    }
    setFormat(formatOf(f.name));
    setFile({ name: f.name, content: await base64Of(f) });
  };

  const readIt = async () => {
    if (!file) return;
    setProblem(null);
    try {
      setAnswer(await read.mutateAsync({ format, content: file.content }));
      setPaid({});
      setRefused({});
    } catch (error) {
      setAnswer(null);
      setProblem((error as Error).message);
    }
  };

  const confirmRows = async (rows: Transfer[]) => {
    if (!file || rows.length === 0) return;
    try {
      const out = await confirm.mutateAsync({
        format,
        content: file.content,
        dryRun: false,
        confirm: rows.map((r) => ({
          row: r.row,
          orderId: r.order!.orderId,
          version: r.order!.version,
        })),
      });
      const ok = out.confirmed.filter((c) => c.ok);
      setPaid((p) => ({ ...p, ...Object.fromEntries(ok.map((c) => [c.row, true as const])) }));
      setRefused((r) => ({
        ...r,
        ...Object.fromEntries(
          out.confirmed.filter((c) => !c.ok).map((c) => [c.row, c.message ?? ""]),
        ),
      }));
      if (ok.length) toast.info(t("orders:bank.confirmed", { count: ok.length }));
      for (const c of out.confirmed.filter((x) => !x.ok)) toast.error(c.message ?? "");
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  const proposed = answer?.transfers.filter((r) => r.outcome === "proposed" && !paid[r.row]) ?? [];
  const money = (amount: string | null, currency: string) =>
    amount === null ? "—" : formatCurrency(amount, currency || "PLN", i18n.language);

  return (
    <>
      <p>
        <Link to={href("/orders")}>← {t("app:section.orders")}</Link>
      </p>
      <h1>{t("orders:bank.title")}</h1>
      <p>
        {t("orders:bank.intro", { rows: BANK_LIMITS.rows, max: `${BANK_LIMITS.bytes / 1024} KB` })}
      </p>
      <form
        className="bank-upload"
        onSubmit={(e) => {
          e.preventDefault();
          void readIt();
        }}
      >
        <label htmlFor={`${id}-file`}>{t("orders:bank.file")}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,.txt,.sta,.mt940,.940,text/csv,text/plain"
          data-testid="bank-file"
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <label htmlFor={`${id}-format`}>{t("orders:bank.format")}</label>
        <select
          id={`${id}-format`}
          value={format}
          onChange={(e) => setFormat(e.target.value as BankFormat)}
        >
          <option value="csv">CSV</option>
          <option value="mt940">MT940</option>
        </select>
        <button type="submit" disabled={!file || read.isPending} data-testid="bank-read">
          {read.isPending ? t("orders:bank.reading") : t("orders:bank.read")}
        </button>
      </form>
      {problem ? (
        <p role="alert" className="form-error" data-testid="bank-problem">
          {problem}
        </p>
      ) : null}
      {answer ? (
        <section aria-label={t("orders:bank.result")}>
          <p role="status" data-testid="bank-summary">
            {t("orders:bank.summary", {
              proposed: answer.proposed,
              review: answer.review,
              ignored: answer.ignored,
            })}
          </p>
          <p>
            <button
              type="button"
              disabled={proposed.length === 0 || confirm.isPending}
              onClick={() => void confirmRows(proposed)}
              data-testid="bank-confirm-all"
            >
              {t("orders:bank.confirmAll", { count: proposed.length })}
            </button>
          </p>
          <table className="bank-rows" data-testid="bank-rows">
            <caption>{t("orders:bank.caption", { name: file?.name ?? "" })}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t("orders:bank.date")}</th>
                <th scope="col">{t("orders:bank.amount")}</th>
                <th scope="col">{t("orders:bank.titleColumn")}</th>
                <th scope="col">{t("orders:bank.counterparty")}</th>
                <th scope="col">{t("orders:bank.order")}</th>
                <th scope="col">{t("orders:bank.outcome")}</th>
              </tr>
            </thead>
            <tbody>
              {answer.transfers.map((r) => (
                <tr
                  key={r.row}
                  data-testid="bank-row"
                  data-outcome={paid[r.row] ? "paid" : r.outcome}
                  data-reason={r.reason ?? ""}
                >
                  <td>{r.row}</td>
                  <td>{r.date ?? "—"}</td>
                  <td>{money(r.amount, r.currency)}</td>
                  <td>{r.title}</td>
                  <td>{r.counterparty}</td>
                  <td>
                    {r.order ? (
                      <>
                        <Link to={href(`/orders/${r.order.orderId}`)}>{r.order.number}</Link> ·{" "}
                        {t("orders:bank.due", { amount: money(r.order.due, r.order.currency) })}
                      </>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td>
                    {paid[r.row] ? (
                      <strong>{t("orders:bank.paid")}</strong>
                    ) : r.outcome === "proposed" ? (
                      <>
                        {t("orders:bank.outcomes.proposed")}{" "}
                        <button
                          type="button"
                          disabled={confirm.isPending}
                          onClick={() => void confirmRows([r])}
                          data-testid="bank-confirm-row"
                        >
                          {t("orders:bank.confirm")}
                        </button>
                      </>
                    ) : (
                      <>
                        {t(`orders:bank.outcomes.${r.outcome}`)}
                        {r.reason ? `: ${t(`orders:bank.reasons.${r.reason}`)}` : ""}
                      </>
                    )}
                    {refused[r.row] ? (
                      <span role="alert" className="form-error">
                        {" "}
                        {refused[r.row]}
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </>
  );
}
