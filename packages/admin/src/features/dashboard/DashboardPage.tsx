import { useTranslation } from "@printshop/ui";
import "./dashboard.css";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { formatCurrency, formatDateTime, formatDay } from "@printshop/core/format";
import { trpc, type RouterOutputs } from "../../trpc";
import { useAdminHref } from "../../shell/paths";
import { BarChart } from "./Chart";

type Dashboard = RouterOutputs["admin"]["dashboard"]["get"];
type Brief = Dashboard["attention"]["awaitingFiles"]["items"][number];
type Grain = "days" | "weeks" | "months";

const seconds = (day: string) =>
  Date.parse(`${day.length === 7 ? `${day}-01` : day}T12:00:00Z`) / 1000;

/**
 * The admin's home: what needs attention now, the set-up checklist while the shop is not ready,
 * and the business at a glance (orders and net revenue in PLN per day, week or month, by product
 * kind, average order, carts turned into orders), each chart with its numbers in a table.
 */
export default function DashboardPage() {
  const { t, i18n } = useTranslation(["dashboard", "orders", "app"]);
  const href = useAdminHref();
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const [grain, setGrain] = useState<Grain>("days");
  const dash = trpc.admin.dashboard.get.useQuery(range);
  if (dash.isPending) return <p role="status">{t("ui:loading")}</p>;
  if (dash.isError)
    return (
      <p role="alert" className="form-error">
        {dash.error.message}
      </p>
    );
  const d = dash.data;
  const money = (v: string) => formatCurrency(v, "PLN", i18n.language);
  const a = d.attention;
  const orderList = (items: Brief[], testId: string) =>
    items.length ? (
      <ul data-testid={testId}>
        {items.map((o) => (
          <li key={o.orderId}>
            <Link to={href(`/orders/${o.orderId}`)}>{o.number}</Link> · {o.name} · {money(o.gross)}
            {o.dispatch
              ? ` · ${t("dashboard:dispatch")} ${formatDay(o.dispatch, i18n.language)}`
              : ""}
          </li>
        ))}
      </ul>
    ) : null;
  return (
    <>
      <h1>{t("dashboard:title")}</h1>
      {d.setup.done ? null : (
        <section className="dashboard-setup" aria-labelledby="setup-title">
          <h2 id="setup-title">{t("dashboard:setup.title")}</h2>
          <ul data-testid="setup-checklist">
            {d.setup.missing.map((m) => (
              <li key={m}>
                <Link to={href(`/settings/${m}`)}>{t(`dashboard:setup.${m}`)}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="attention-title">
        <h2 id="attention-title">{t("dashboard:attention.title")}</h2>
        <div className="dashboard-cards">
          <Card title={t("dashboard:attention.awaitingFiles")} count={a.awaitingFiles.count}>
            {orderList(a.awaitingFiles.items, "attention-files")}
          </Card>
          <Card title={t("dashboard:attention.awaitingPayment")} count={a.awaitingPayment.count}>
            {orderList(a.awaitingPayment.items, "attention-payment")}
          </Card>
          <Card
            title={t("dashboard:attention.dueToday")}
            count={a.dueToday.count}
            more={a.dueToday.more}
          >
            {orderList(a.dueToday.items, "attention-due")}
          </Card>
          <Card title={t("dashboard:attention.late")} count={a.late.count} more={a.late.more}>
            {orderList(a.late.items, "attention-late")}
          </Card>
          <Card
            title={t("dashboard:attention.flagged")}
            count={a.flaggedPayments.count}
            more={a.flaggedPayments.more}
          >
            {a.flaggedPayments.items.length ? (
              <ul>
                {a.flaggedPayments.items.map((p) => (
                  <li key={p.paymentId}>
                    <Link to={href(`/orders/${p.orderId ?? ""}`)}>{p.orderId?.slice(0, 10)}</Link> ·{" "}
                    {t(`orders:onlinePayments.flags.${p.flag ?? ""}`, {
                      defaultValue: p.flag ?? "",
                    })}
                  </li>
                ))}
              </ul>
            ) : null}
          </Card>
          <Card
            title={t("dashboard:attention.ksefRefused")}
            count={a.ksefRefused.count}
            more={a.ksefRefused.more}
          >
            {a.ksefRefused.items.length ? (
              <ul>
                {a.ksefRefused.items.map((k) => (
                  <li key={k.invoiceId}>
                    {k.invoiceId} · {k.reason ?? k.reasonCode ?? ""} ·{" "}
                    {formatDateTime(k.updatedAt, i18n.language)}
                  </li>
                ))}
              </ul>
            ) : null}
          </Card>
          <Card title={t("dashboard:attention.proofs")} count={a.proofs.count}>
            {orderList(a.proofs.items, "attention-proofs")}
          </Card>
        </div>
      </section>
      <section aria-labelledby="figures-title">
        <h2 id="figures-title">{t("dashboard:figures.title")}</h2>
        <form className="dashboard-range" onSubmit={(e) => e.preventDefault()}>
          <label>
            {t("dashboard:figures.from")}{" "}
            <input
              type="date"
              value={range.from ?? d.range.from}
              onChange={(e) => setRange({ ...range, from: e.target.value || undefined })}
            />
          </label>{" "}
          <label>
            {t("dashboard:figures.to")}{" "}
            <input
              type="date"
              value={range.to ?? d.range.to}
              onChange={(e) => setRange({ ...range, to: e.target.value || undefined })}
            />
          </label>
        </form>
        <dl className="record dashboard-totals" data-testid="figures-totals">
          <div>
            <dt>{t("dashboard:figures.orders")}</dt>
            <dd data-testid="figure-orders">{d.figures.totals.orders}</dd>
          </div>
          <div>
            <dt>{t("dashboard:figures.revenue")}</dt>
            <dd data-testid="figure-revenue">{money(d.figures.totals.net)}</dd>
          </div>
          <div>
            <dt>{t("dashboard:figures.average")}</dt>
            <dd>{money(d.figures.totals.average)}</dd>
          </div>
          <div>
            <dt>{t("dashboard:figures.eur")}</dt>
            <dd>
              {d.figures.totals.eurOrders} · {money(d.figures.totals.eurNet)}
            </dd>
          </div>
          <div>
            <dt>{t("dashboard:figures.conversion")}</dt>
            <dd>
              {d.figures.totals.conversion === null
                ? "—"
                : t("dashboard:figures.conversionValue", {
                    percent: d.figures.totals.conversion,
                    orders: d.figures.totals.orders,
                    carts: d.figures.totals.carts,
                  })}
            </dd>
          </div>
        </dl>
        <Series figures={d.figures} grain={grain} setGrain={setGrain} />
        <table className="data-table">
          <caption>{t("dashboard:figures.byKind")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("orders:kinds")}</th>
              <th scope="col">{t("dashboard:figures.orders")}</th>
              <th scope="col">{t("dashboard:figures.revenue")}</th>
            </tr>
          </thead>
          <tbody>
            {d.figures.byKind.map((k) => (
              <tr key={k.kind}>
                <th scope="row">{t(`orders:kind.${k.kind}`)}</th>
                <td>{k.orders}</td>
                <td>{money(k.net)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

function Card({
  title,
  count,
  more,
  children,
}: {
  title: string;
  count: number | null;
  more?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <article className="dashboard-card">
      <h3>
        {title}
        {count === null ? null : (
          <>
            :{" "}
            <strong>
              {count}
              {more ? "+" : ""}
            </strong>
          </>
        )}
      </h3>
      {children}
    </article>
  );
}

/** Revenue per day, week or month: the chart and, beside it, the same numbers in a table. */
function Series({
  figures,
  grain,
  setGrain,
}: {
  figures: Dashboard["figures"];
  grain: Grain;
  setGrain: (g: Grain) => void;
}) {
  const { t, i18n } = useTranslation(["dashboard"]);
  const rows = useMemo(
    () =>
      grain === "days"
        ? figures.days.map((p) => ({ key: p.day, label: formatDay(p.day, i18n.language), ...p }))
        : grain === "weeks"
          ? figures.weeks.map((p) => ({
              key: p.week,
              label: formatDay(p.week, i18n.language),
              ...p,
            }))
          : figures.months.map((p) => ({
              key: p.month,
              label: new Date(`${p.month}-01T12:00:00Z`).toLocaleDateString(i18n.language, {
                month: "long",
                year: "numeric",
              }),
              ...p,
            })),
    [figures, grain, i18n.language],
  );
  const labels = useMemo(() => rows.map((r) => seconds(r.key)), [rows]);
  const values = useMemo(() => rows.map((r) => Number(r.net)), [rows]);
  return (
    <div className="dashboard-series">
      <fieldset>
        <legend>{t("dashboard:figures.per")}</legend>
        {(["days", "weeks", "months"] as const).map((g) => (
          <label key={g}>
            <input type="radio" name="grain" checked={grain === g} onChange={() => setGrain(g)} />{" "}
            {t(`dashboard:figures.${g}`)}
          </label>
        ))}
      </fieldset>
      <BarChart labels={labels} values={values} name={t("dashboard:figures.revenue")} />
      <table className="data-table" data-testid="figures-table">
        <caption>{t(`dashboard:figures.caption.${grain}`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(`dashboard:figures.period.${grain}`)}</th>
            <th scope="col">{t("dashboard:figures.orders")}</th>
            <th scope="col">{t("dashboard:figures.revenue")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.label}</th>
              <td>{r.orders}</td>
              <td>{formatCurrency(r.net, "PLN", i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
