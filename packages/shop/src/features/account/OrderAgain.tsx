import { useState } from "react";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@printshop/functions";
import { Link } from "react-router";
import { formatCurrency } from "@printshop/core/format";
import { messageOf, useTranslation } from "@printshop/ui";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import "./reorderTexts";

type Answer = inferRouterOutputs<AppRouter>["shop"]["account"]["reorder"] | undefined;

/** One key per click (a double click sends the same key, so the server adds the lines once). */
const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, "0"),
  ).join("");

/**
 * "Order again" for a whole order (`lineIds` absent) or one line: the server prices every line
 * today; when a price differs from what was paid it answers `confirm` and nothing is added until
 * the customer accepts today's net shown per line. What could not be added is listed with the
 * server's translated reason.
 */
export function OrderAgain(props: { orderId: string; lineIds?: string[]; label?: string }) {
  const { t } = useTranslation("reorder");
  const { locale, to } = useLocale();
  const utils = trpc.useUtils();
  const [key, setKey] = useState(newKey);
  const [answer, setAnswer] = useState<Answer>(undefined);
  const reorder = trpc.shop.account.reorder.useMutation({
    onSuccess: (a) => {
      setAnswer(a);
      if (a.status === "added") {
        setKey(newKey());
        void utils.shop.cart.invalidate();
      }
    },
  });
  const send = (accepted?: { lineId: string; net: string }[]) =>
    reorder.mutate({
      orderId: props.orderId,
      ...(props.lineIds ? { lineIds: props.lineIds } : {}),
      idempotencyKey: key,
      locale,
      ...(accepted ? { accepted } : {}),
    });
  const money = (v: string | null) => (v === null ? "—" : formatCurrency(v, "PLN", locale));
  return (
    <div className="order-again">
      <button
        type="button"
        className="button-secondary"
        onClick={() => send()}
        disabled={reorder.isPending}
        aria-label={props.label}
      >
        {t("orderAgain")}
      </button>
      {reorder.isPending ? <p role="status">{t("working")}</p> : null}
      {reorder.isError ? <p role="alert">{messageOf(reorder.error, t)}</p> : null}
      {answer?.status === "confirm" ? (
        <div role="group" aria-labelledby={`confirm-${key}`} className="reorder-confirm">
          <h3 id={`confirm-${key}`}>{t("confirmTitle")}</h3>
          <p>{t("confirmHint")}</p>
          <table className="orders-table" data-testid="reorder-prices">
            <thead>
              <tr>
                <th scope="col">{t("product")}</th>
                <th scope="col" className="num">
                  {t("paid")}
                </th>
                <th scope="col" className="num">
                  {t("today")}
                </th>
              </tr>
            </thead>
            <tbody>
              {answer.lines.map((l) => (
                <tr key={l.lineId} className={l.changed ? "changed" : undefined}>
                  <td>{l.title}</td>
                  <td className="num">{money(l.paidNet)}</td>
                  <td className="num">{money(l.todayNet)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="account-actions">
            <button
              type="button"
              onClick={() => send(answer.lines.map((l) => ({ lineId: l.lineId, net: l.todayNet })))}
              disabled={reorder.isPending}
            >
              {t("accept")}
            </button>
            <button type="button" className="button-secondary" onClick={() => setAnswer(undefined)}>
              {t("cancel")}
            </button>
          </div>
        </div>
      ) : null}
      {answer?.status === "added" ? (
        <p role="status">
          {t("added", { count: answer.lines.length })} <Link to={to("/cart")}>{t("toCart")}</Link>
        </p>
      ) : null}
      {answer?.status === "nothing" ? <p role="alert">{answer.message}</p> : null}
      {answer && answer.skipped.length > 0 ? (
        <div role="alert" className="reorder-skipped">
          <p>{t("notAdded")}</p>
          <ul>
            {answer.skipped.map((s) => (
              <li key={s.lineId}>{s.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** The order page's section: the whole order again, or one line (a button per line). */
export function OrderAgainSection(props: {
  orderId: string;
  lines: { id: string; title: string }[];
}) {
  const { t } = useTranslation("reorder");
  return (
    <section className="order-again-section" aria-labelledby="order-again-title">
      <h2 id="order-again-title">{t("sectionTitle")}</h2>
      <p>{t("sectionHint")}</p>
      <OrderAgain orderId={props.orderId} />
      {props.lines.length > 1 ? (
        <ul className="order-again-lines">
          {props.lines.map((l) => (
            <li key={l.id}>
              <span>{l.title}</span>
              <OrderAgain
                orderId={props.orderId}
                lineIds={[l.id]}
                label={t("orderAgainLine", { product: l.title })}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
