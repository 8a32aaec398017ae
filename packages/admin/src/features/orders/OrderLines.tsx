import { OrderLines as PricedLines, useTranslation } from "@printshop/ui";
import { trpc, type RouterOutputs } from "../../trpc";
import { formatCurrency, formatDay } from "@printshop/core/format";

type Order = RouterOutputs["admin"]["orders"]["get"];
type Line = Order["lines"][number];

/**
 * Every line of the order as the shopper chose it, on the one table of priced lines the shop's
 * cart, summary and "My orders" use (`@printshop/ui` OrderLines): parameters, mode, run, dispatch
 * date, amounts in PLN (and in the order's currency beside), and its print files with the preflight
 * verdict and a short-lived download link (asked for on click: the link lives five minutes).
 */
export function OrderLines({ order }: { order: Order }) {
  const { t, i18n } = useTranslation("orders");
  const shipping = order.totals.pln as Record<string, string | undefined>;
  return (
    <PricedLines
      testId="admin-order-lines"
      sign="zł"
      locale={i18n.language}
      perPiece
      lines={order.lines.map((l) => ({
        id: l.id,
        title: l.title,
        quantity: l.quantity,
        details: [
          ...l.params.map((p) => `${p.title}: ${p.value}`),
          l.mode ? t("mode", { mode: t(`modes.${l.mode}`, { defaultValue: l.mode }) }) : "",
          `${t("dispatch")}: ${formatDay(l.dispatchDate, i18n.language)}`,
          t("vatRate", { vat: l.vat }),
          l.comment ? t("comment", { text: l.comment }) : "",
          l.prepressFix ? t("prepressFix") : "",
        ].filter(Boolean),
        net: Number(l.pln.netAfterDiscount),
        gross: Number(l.pln.grossAfterDiscount),
        ...(Number(l.pln.discount) > 0 ? { discount: Number(l.pln.discount) } : {}),
        note: <LineNote order={order} line={l} />,
      }))}
      extra={[
        {
          key: "shipping",
          label: t("shippingLine"),
          net: Number(shipping.shippingNet ?? 0),
          gross: Number(shipping.shippingGross ?? 0),
        },
        ...(shipping.paymentFeeNet !== undefined
          ? [
              {
                key: "paymentFee",
                label: t("paymentFeeLine"),
                net: Number(shipping.paymentFeeNet),
                gross: Number(shipping.paymentFeeGross ?? 0),
              },
            ]
          : []),
        ...(shipping.packingNet !== undefined
          ? [
              {
                key: "packing",
                label: t("packingLine"),
                net: Number(shipping.packingNet),
                gross: Number(shipping.packingGross ?? 0),
              },
            ]
          : []),
      ]}
    />
  );
}

/** Under a line: its amounts in the order's currency, its print files, the full configuration. */
function LineNote({ order, line: l }: { order: Order; line: Line }) {
  const { t, i18n } = useTranslation("orders");
  const utils = trpc.useUtils();
  // A failed link shows as the API provider's toast (every query error does). The file comes as a
  // download through a link with `download`: a failed download never replaces the admin's tab.
  const open = async (uploadId: string, fileName: string) => {
    const link = await utils.admin.orders.fileUrl.fetch(
      { orderId: order.orderId, uploadId },
      { staleTime: 0 },
    );
    const a = document.createElement("a");
    a.href = link.url;
    a.download = fileName;
    a.rel = "noopener";
    document.body.append(a);
    a.click();
    a.remove();
  };
  return (
    <>
      {order.currency !== "PLN" ? (
        <p className="hint">
          {t("inCurrency", { currency: order.currency })}:{" "}
          {formatCurrency(l.inCurrency.netAfterDiscount, order.currency, i18n.language)} /{" "}
          {formatCurrency(l.inCurrency.grossAfterDiscount, order.currency, i18n.language)}
        </p>
      ) : null}
      <div className="line-files">
        <strong>{t("files")}:</strong>{" "}
        {l.files.length === 0 ? (
          <span>{t("noFiles")}</span>
        ) : (
          <ul className="files">
            {l.files.map((f) => {
              const verdict = (f.preflight as { verdict?: string } | null)?.verdict ?? "unchecked";
              return (
                <li key={f.uploadId}>
                  <button
                    type="button"
                    className="link"
                    onClick={() => void open(f.uploadId, f.fileName).catch(() => undefined)}
                  >
                    {f.fileName}
                  </button>{" "}
                  ({Math.ceil(f.size / 1024)} KB) —{" "}
                  <span className={`verdict verdict-${verdict}`}>{t(`verdict.${verdict}`)}</span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <details>
        <summary>{t("configuration")}</summary>
        <pre>{JSON.stringify(l.config, null, 2)}</pre>
      </details>
    </>
  );
}
