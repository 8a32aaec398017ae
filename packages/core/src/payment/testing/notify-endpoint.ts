import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { AppError } from "../../error";
import { handleNotification } from "../notify";
import { STRIPE_WEBHOOK_PATH } from "../config";

/**
 * What the HTTP layer does with a provider's notification, in a few lines (the tests' stand-in
 * for the real route): the raw body as received, the caller's address, AppError kinds as
 * statuses (auth 401, unavailable 503, not found 404), 200 "OK" once the change is stored.
 * Stripe's webhook path goes to Stripe with its `Stripe-Signature` header; any other to Przelewy24.
 */
export async function startNotifyEndpoint(): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size <= 65_536) chunks.push(c);
    });
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const stripe = (req.url ?? "").startsWith(STRIPE_WEBHOOK_PATH);
      const signature = req.headers["stripe-signature"];
      handleNotification({
        body,
        address: req.socket.remoteAddress ?? "unknown",
        ...(stripe
          ? {
              provider: "stripe" as const,
              signature: typeof signature === "string" ? signature : "",
            }
          : {}),
      }).then(
        () => res.writeHead(200, { "content-type": "text/plain" }).end("OK"),
        (error: unknown) => {
          const status =
            error instanceof AppError
              ? (({ auth: 401, unavailable: 503, not_found: 404, input: 400 } as const)[
                  error.kind as "auth"
                ] ?? 409)
              : 500;
          res.writeHead(status, { "content-type": "text/plain" }).end(String(status));
        },
      );
    });
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
