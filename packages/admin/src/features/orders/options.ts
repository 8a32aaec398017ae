import { type TFunction } from "@printshop/ui";
import {
  ONLINE_VIEWS,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  PRODUCT_KINDS,
} from "@printshop/core/order/schema";

/** Select options of the orders' statuses and product kinds, in the admin's language. */
export const orderStatusOptions = (t: TFunction) =>
  ORDER_STATUSES.map((value) => ({ value, label: t(`orders:status.${value}`) }));
export const paymentStatusOptions = (t: TFunction) =>
  PAYMENT_STATUSES.map((value) => ({ value, label: t(`orders:payment.${value}`) }));
/** The online-payment view: paid online, awaiting payment, a payment flagged for a person. */
export const onlineOptions = (t: TFunction) =>
  ONLINE_VIEWS.map((value) => ({ value, label: t(`orders:online.${value}`) }));
export const kindOptions = (t: TFunction) =>
  PRODUCT_KINDS.map((value) => ({ value, label: t(`orders:kind.${value}`) }));

/** Saves a text as a file in the browser (the CSV export). */
export function download(text: string, fileName: string, type = "text/csv;charset=utf-8") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
