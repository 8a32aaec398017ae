import { useTranslation } from "react-i18next";
import { trpc, type RouterOutputs } from "../../trpc";
import { money } from "./options";

type Order = RouterOutputs["admin"]["orders"]["get"];

/**
 * Every line of the order as the shopper chose it: parameters, mode, run, dispatch date, amounts
 * in PLN and in the order's currency, and its print files with the preflight verdict and a
 * short-lived download link (asked for on click: the link lives five minutes).
 */
export function OrderLines({ order }: { order: Order }) {
  const { t, i18n } = useTranslation("orders");
  const utils = trpc.useUtils();
  const open = async (uploadId: string) => {
    const link = await utils.admin.orders.fileUrl.fetch({ orderId: order.orderId, uploadId }, { staleTime: 0 });
    window.location.assign(link.url);
  };
  const other = order.currency !== "PLN";
  return (
    <table className="order-lines">
      <thead>
        <tr>
          <th scope="col">{t("product")}</th>
          <th scope="col">{t("quantity")}</th>
          <th scope="col">{t("dispatch")}</th>
          <th scope="col">{t("netPln")}</th>
          <th scope="col">{t("grossPln")}</th>
          {other ? <th scope="col">{t("inCurrency", { currency: order.currency })}</th> : null}
          <th scope="col">{t("files")}</th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((l) => (
          <tr key={l.id}>
            <td>
              <strong>{l.title}</strong>
              <ul className="params">
                {l.params.map((p) => (
                  <li key={p.title}>
                    {p.title}: {p.value}
                  </li>
                ))}
                {l.mode ? <li>{t("mode", { mode: t(`modes.${l.mode}`, { defaultValue: l.mode }) })}</li> : null}
                <li>{t("vatRate", { vat: l.vat })}</li>
                {l.comment ? <li>{t("comment", { text: l.comment })}</li> : null}
              </ul>
              <details>
                <summary>{t("configuration")}</summary>
                <pre>{JSON.stringify(l.config, null, 2)}</pre>
              </details>
            </td>
            <td>{l.quantity}</td>
            <td>{l.dispatchDate}</td>
            <td>{money(l.pln.netAfterDiscount, "PLN", i18n.language)}</td>
            <td>{money(l.pln.grossAfterDiscount, "PLN", i18n.language)}</td>
            {other ? (
              <td>
                {money(l.inCurrency.netAfterDiscount, order.currency, i18n.language)} / {money(l.inCurrency.grossAfterDiscount, order.currency, i18n.language)}
              </td>
            ) : null}
            <td>
              {l.files.length === 0 ? (
                <span>{t("noFiles")}</span>
              ) : (
                <ul className="files">
                  {l.files.map((f) => (
                    <li key={f.uploadId}>
                      <button type="button" className="link" onClick={() => void open(f.uploadId).catch(() => undefined)}>
                        {f.fileName}
                      </button>{" "}
                      ({Math.ceil(f.size / 1024)} KB) —{" "}
                      <span className={`verdict verdict-${(f.preflight as { verdict?: string } | null)?.verdict ?? "unchecked"}`}>
                        {t(`verdict.${(f.preflight as { verdict?: string } | null)?.verdict ?? "unchecked"}`)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
