import { AppError } from "../error";
import { hitFor } from "../account/throttle";
import { addressKey } from "../account/address";
import * as Captcha from "../account/captcha";
import type { Customer } from "./schema";

/**
 * Orders are a costly write: each stores an order and e-mails a confirmation to the address given.
 * Per hour: at most `ip` orders from one address and `email` for one recipient (429 past either);
 * a guest's orders past `guestFree` from one address need a solved captcha. Signed-in customers
 * are not asked for the captcha (their account is the check), but the two limits hold for them too.
 */
export const ORDER_LIMITS = {
  ip: { limit: 10, windowSeconds: 60 * 60 },
  email: { limit: 5, windowSeconds: 60 * 60 },
  guestFree: { limit: 3, windowSeconds: 60 * 60 },
} as const;

async function limited(
  scope: string,
  subject: string,
  orderId: string,
  limit: { limit: number; windowSeconds: number },
  code: string,
): Promise<void> {
  try {
    await hitFor(scope, subject, orderId, limit);
  } catch (e) {
    if (e instanceof AppError && e.kind === "rate_limited")
      throw new AppError("rate_limited", code, { params: e.params, cause: e });
    throw e;
  }
}

/**
 * Claims this order against the limits (one conditional write each, counting the order id once:
 * a double press or a retry of the same attempt is one order), after its input was found valid
 * and before it is written.
 */
export async function claimOrder(
  orderId: string,
  parsed: { captcha?: string },
  customer: Customer,
  ctx: { clientIp?: string; customerId?: string | null },
): Promise<void> {
  const address = addressKey(ctx.clientIp ?? "unknown");
  if (!ctx.customerId) {
    try {
      await hitFor("order-guest", address, orderId, ORDER_LIMITS.guestFree);
    } catch (e) {
      if (!(e instanceof AppError && e.kind === "rate_limited")) throw e;
      const outcome = await Captcha.verify(parsed.captcha);
      if (outcome !== "ok") {
        const code = outcome === "missing" ? "account.captcha_required" : "account.captcha_invalid";
        throw new AppError("input", code, { fields: [{ field: "captcha", code }] });
      }
    }
  }
  await limited("order-ip", address, orderId, ORDER_LIMITS.ip, "checkout.too_many_orders");
  await limited(
    "order-email",
    customer.email.trim().toLowerCase(),
    orderId,
    ORDER_LIMITS.email,
    "checkout.too_many_orders_email",
  );
}
