/** Orders: the shop's side (order/shop.ts, what the shop's code imports) and the back office's. */
export { get, listByCustomer, getForCart, numberFor } from "./shop";
export { customerOrders, customerOrder } from "./customer";
// The back office's side (issue 12): list, one order, export, print-file links, and the writes.
export { list, get as getForAdmin, exportCsv, fileUrl, counts } from "./admin";
export { placedWrites, rowOf, type OrderRow } from "./listing";
export { setOrderStatus, setPaymentStatus, remove, addNote, timeline } from "./writes";
export * from "./schema";
export { linkToken, openLink, newLinkKey, LINK_DAYS } from "../upload/order-link";
export { setOrderStatusMany } from "./bulk";
// Parcels of a shipped order (issue 31 item 4): carriers, tracking links, the admin's write.
export { setParcels } from "./parcel-writes";
export {
  CARRIERS,
  SetParcelsInput,
  parcelView,
  trackingUrl,
  type ParcelView,
} from "../parcels/schema";
