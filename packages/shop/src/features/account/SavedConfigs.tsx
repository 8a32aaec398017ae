import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@printshop/functions";
import { useNavigate } from "react-router";
import { formatCurrency } from "@printshop/core/format";
import { messageOf, useToast, useTranslation } from "@printshop/ui";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import { keepForRestore, RESTORE } from "../product/keep";
import "./reorderTexts";

type Row = inferRouterOutputs<AppRouter>["shop"]["account"]["savedConfigs"][number];

/** What the product page keeps (keep.ts) for a saved configuration, by its kind. */
function keptValues(row: Row): Record<string, unknown> | null {
  const c = row.config;
  const selected = { mode: row.mode, quantity: row.quantity ?? 0 };
  if (c.kind === "label") {
    const { width, height, quantity } = c.input;
    return {
      form: {
        typed: { width: String(width), height: String(height), quantity: String(quantity) },
        input: c.input,
      },
      mode: row.mode,
    };
  }
  if (c.kind === "table" && row.chosen)
    return { chosen: row.chosen, vat: row.vat, selected: { ...selected, quantity: c.quantity } };
  if (c.kind === "calculator")
    return {
      selections: c.selections,
      vat: row.vat,
      selected: { ...selected, quantity: c.quantity },
    };
  return null;
}

/** The account's saved configurations: name, product, summary, today's price; open or delete. */
export function SavedConfigs() {
  const { t } = useTranslation("reorder");
  const { locale, to } = useLocale();
  const navigate = useNavigate();
  const toast = useToast();
  const utils = trpc.useUtils();
  // Quiet about a session that ended meanwhile (signed out from here or elsewhere): the account
  // page sends such a visitor to sign in; a toast saying so as they leave would only confuse.
  const list = trpc.shop.account.savedConfigs.useQuery(
    { locale },
    { meta: { quietCodes: ["auth.required"] } },
  );
  const remove = trpc.shop.account.deleteConfig.useMutation({
    onSuccess: () => {
      toast.info(t("deleted"));
      void utils.shop.account.savedConfigs.invalidate();
    },
    onError: (error) => toast.error(messageOf(error, t)),
  });
  const open = (row: Row) => {
    const values = keptValues(row);
    if (!row.slug || !row.productId || !values) return;
    keepForRestore(row.productId, values);
    void navigate(to(`/${row.slug}`), { state: RESTORE });
  };
  return (
    <section aria-labelledby="saved-title">
      <h2 id="saved-title">{t("savedTitle")}</h2>
      {list.isPending ? <p role="status">{t("ui:loading")}</p> : null}
      {list.isError ? <p role="alert">{messageOf(list.error, t)}</p> : null}
      {list.data && list.data.length === 0 ? <p>{t("savedNone")}</p> : null}
      {list.data && list.data.length > 0 ? (
        <div className="table-scroll">
          <table className="orders-table" data-testid="saved-configs">
            <thead>
              <tr>
                <th scope="col">{t("savedName")}</th>
                <th scope="col">{t("savedProduct")}</th>
                <th scope="col">{t("savedSummary")}</th>
                <th scope="col" className="num">
                  {t("savedPrice")}
                </th>
                <th scope="col">{t("open")}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((row) => (
                <tr key={row.configId}>
                  <td>{row.name}</td>
                  <td>{row.productName ?? "—"}</td>
                  <td>
                    {row.unavailable ? (
                      <span role="note">{row.unavailable}</span>
                    ) : (
                      <span className="saved-summary">{row.summary.join(", ")}</span>
                    )}
                  </td>
                  <td className="num">
                    {row.todayNet ? formatCurrency(row.todayNet, "PLN", locale) : "—"}
                  </td>
                  <td>
                    <div className="account-actions">
                      {row.slug && !row.unavailable ? (
                        <button
                          type="button"
                          aria-label={t("openNamed", { name: row.name })}
                          onClick={() => open(row)}
                        >
                          {t("open")}
                        </button>
                      ) : null}
                      <button
                        type="button"
                        className="button-secondary"
                        aria-label={t("deleteNamed", { name: row.name })}
                        disabled={remove.isPending}
                        onClick={() => remove.mutate({ configId: row.configId })}
                      >
                        {t("delete")}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
