import * as z from "zod";
import { ModeSchema } from "../cart/schema";
import { emailField, PersonSchema } from "../account/person";
import { ORDER_STATUSES, OrderLineConfig, PAYMENT_STATUSES, PRODUCT_KINDS } from "./record";
import { Parcels } from "../parcels/schema";

/** The buyer: the one person schema of registration and "my data", with the order's e-mail and notes. */
export const CustomerSchema = PersonSchema.extend({
  email: emailField,
  /** 1 company, 2 private person (a guest starts as a private person). */
  type: z.union([z.literal(1), z.literal(2)]).default(2),
  notes: z.string().trim().max(2000).default(""),
});
export type Customer = z.infer<typeof CustomerSchema>;

export {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  PRODUCT_KINDS,
  NOTIFY_BY_DEFAULT,
  OrderLineConfig,
  type OrderStatus,
  type PaymentStatus,
} from "./record";

/**
 * Browser-safe shapes of the back office's orders (zod only). The statuses, line kinds and the
 * stored line's configuration are order/record.ts's, re-exported above.
 */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "field.invalid");

/**
 * The list's online-payment view (issue 29): orders with a confirmed online payment, orders
 * awaiting payment, orders with a payment flagged for a person (order/online.ts).
 */
export const ONLINE_VIEWS = ["paid_online", "awaiting", "flagged"] as const;
export type OnlineView = (typeof ONLINE_VIEWS)[number];

export const OrderFilters = z.object({
  orderStatus: z.enum(ORDER_STATUSES).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  /** Warsaw calendar days, inclusive. */
  from: isoDay.optional(),
  to: isoDay.optional(),
  kind: z.enum(PRODUCT_KINDS).optional(),
  online: z.enum(ONLINE_VIEWS).optional(),
});
export type OrderFilters = z.infer<typeof OrderFilters>;

export const OrderListInput = z.object({
  page: z.int().min(1).max(100_000).default(1),
  pageSize: z.union([z.literal(10), z.literal(25), z.literal(50), z.literal(100)]).default(10),
  sort: z
    .object({ by: z.enum(["createdAt"]), dir: z.enum(["asc", "desc"]).default("desc") })
    .default({ by: "createdAt", dir: "desc" }),
  /** Order number, e-mail, company or NIP (a part of any of them). */
  search: z.string().trim().max(200).optional(),
  filters: OrderFilters.optional(),
});
export type OrderListInput = z.input<typeof OrderListInput>;

export const OrderExportInput = OrderListInput.omit({ page: true, pageSize: true }).extend({
  /** Exactly these orders (the list's selected rows) instead of the filtered list. */
  ids: z.array(z.string().min(1).max(64)).min(1).max(100).optional(),
});

export const OrderRef = z.object({ orderId: z.string().min(1).max(64) });

export const SetOrderStatusInput = z.object({
  orderId: z.string().min(1).max(64),
  status: z.enum(ORDER_STATUSES),
  version: z.int().min(1),
  /** E-mail the customer about it (in the order's language). */
  notify: z.boolean().default(false),
  /**
   * The parcels, entered with the status change (usually with `shipped`): stored in the same
   * write, so the "shipped" e-mail lists them. Absent: the order's parcels stay as they are.
   */
  parcels: Parcels.optional(),
  /**
   * Why the order leaves its proof stage before every proof is approved (proof-rules/state.ts
   * `assertMayLeave`): without it such a change is refused; with it, it is in the audit entry.
   */
  reason: z.string().trim().max(500).optional(),
});
export type SetOrderStatusInput = z.input<typeof SetOrderStatusInput>;

export const SetPaymentStatusInput = z.object({
  orderId: z.string().min(1).max(64),
  status: z.enum(PAYMENT_STATUSES),
  version: z.int().min(1),
  notify: z.boolean().default(false),
});
export type SetPaymentStatusInput = z.input<typeof SetPaymentStatusInput>;

export const RemoveOrderInput = z.object({
  orderId: z.string().min(1).max(64),
  version: z.int().min(1),
});

export const FileUrlInput = z.object({
  orderId: z.string().min(1).max(64),
  uploadId: z.string().min(1).max(64),
});

export const AddNoteInput = z.object({
  orderId: z.string().min(1).max(64),
  text: z.string().trim().min(1).max(4000),
});

const Text = z.object({ pl: z.string(), en: z.string(), de: z.string() });
const amount = z.string().regex(/^-?\d+\.\d{2}$/);

/** A line of a placed order (checkout `place`): the cart line with PLN amounts as decimal strings. Older items may miss any field. */
export const OrderLine = z
  .object({
    id: z.string(),
    kind: z.enum(PRODUCT_KINDS),
    productId: z.number().nullable(),
    title: Text,
    params: z.array(z.object({ title: Text, value: z.union([Text, z.string()]) })),
    config: OrderLineConfig,
    mode: ModeSchema,
    quantity: z.number(),
    vat: z.number(),
    days: z.number(),
    comment: z.string().nullable(),
    net: amount,
    gross: amount,
    discount: amount,
    netAfterDiscount: amount,
    grossAfterDiscount: amount,
    prepressFix: z.boolean(),
  })
  .partial();

/** The order's PLN totals, decimal strings. */
export const OrderTotals = z
  .object({
    net: amount,
    gross: amount,
    discount: amount,
    netAfterDiscount: amount,
    grossAfterDiscount: amount,
    shippingNet: amount,
    shippingGross: amount,
    paymentFeeNet: amount,
    paymentFeeGross: amount,
    packingNet: amount,
    packingGross: amount,
    toPayNet: amount,
    toPayGross: amount,
  })
  .partial();

/** The order aggregate as stored (entities/order.ts): what `Order.get` answers. */
export const Info = z.object({
  orderId: z.string(),
  number: z.string(),
  customerId: z.string().optional(),
  cartId: z.string(),
  locale: z.string(),
  currency: z.string(),
  /** PLN per unit of `currency` when the order was placed, exact decimal string. */
  rate: z.string(),
  noVat: z.boolean(),
  vatNumber: z.string().optional(),
  /** A private person asked for an invoice at checkout (a company always gets one). */
  invoiceRequested: z.boolean().optional(),
  lines: z.array(OrderLine),
  totals: OrderTotals,
  paymentMethodId: z.int(),
  shippingMethodId: z.int(),
  /** Protective packing asked for at checkout (priced in `totals.packing*`). */
  packing: z.boolean().optional(),
  /** The customer's data as entered (the one person schema with the order's e-mail and notes). */
  customer: CustomerSchema.partial(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.number(),
  /** The lines the print floor marked printed (production/index.ts). */
  printed: z.array(z.string()).optional(),
  /** The parcels it was shipped in (order/parcels.ts), as stored. */
  parcels: z.array(z.object({ carrier: z.string(), number: z.string() })).optional(),
  version: z.int().optional(),
});
export type Info = z.infer<typeof Info>;

/**
 * The orders list's bulk action: one order status for several orders (each still its own
 * version-checked, audited change; what is refused is answered, not thrown).
 */
export const SetOrderStatusManyInput = z.object({
  orders: z
    .array(
      z.object({
        orderId: z.string().min(1).max(64),
        /** The version as read; without it the order's current one (the write still checks it). */
        version: z.int().min(1).optional(),
        /** The status the list showed: refused when the order has moved on since. */
        from: z.enum(ORDER_STATUSES).optional(),
      }),
    )
    .min(1)
    .max(100),
  status: z.enum(ORDER_STATUSES),
  notify: z.boolean().default(false),
});
export type SetOrderStatusManyInput = z.input<typeof SetOrderStatusManyInput>;
