import { convertFromPLN, toGrosze } from "../pricing/money";

/**
 * What an order asks to be paid, in its own currency's minor unit: the figures the shopper was
 * shown (order/view.ts `orderView`): each line's gross after discount, delivery, the payment's
 * fee and packing, each converted from PLN at the order's stored rate, then summed. Always from
 * the stored order, never from a client.
 */
export interface OrderAmounts {
  currency: string;
  rate: string;
  lines: { gross?: string; grossAfterDiscount?: string }[];
  totals: {
    shippingGross?: string;
    paymentFeeGross?: string;
    packingGross?: string;
  };
}

export function amountDue(order: OrderAmounts): { amount: number; currency: string } {
  const rate = Number(order.rate) || 1;
  const conv = (pln: string | undefined) => {
    const g = toGrosze(pln ?? "0");
    return rate === 1 ? g : Math.round(convertFromPLN(g / 100, rate) * 100);
  };
  let amount = 0;
  for (const l of order.lines) amount += conv(l.grossAfterDiscount ?? l.gross);
  amount += conv(order.totals.shippingGross);
  if (order.totals.paymentFeeGross !== undefined) amount += conv(order.totals.paymentFeeGross);
  if (order.totals.packingGross !== undefined) amount += conv(order.totals.packingGross);
  return { amount, currency: order.currency };
}
