import { randomBytes } from "node:crypto";

/**
 * The sign-in flood of bench/abuse.ts, in a process of its own so the flood's client work (50
 * fetch loops) does not delay the event loop that measures answer times: `tsx bench/flood.ts
 * <base url> <workers>`; it floods until it receives "stop" and then sends its tally. Each wrong
 * sign-in comes from its own X-Forwarded-For address (the server trusts loopback proxies), so the
 * per-IP throttle does not stop them and every one reaches the password-hash bound.
 */
const [base, workersArg] = process.argv.slice(2);
const tally = { sent: 0, byStatus: {} as Record<number, number> };
let stopped = false;
process.on("message", (m) => {
  if (m === "stop") stopped = true;
});
const worker = async () => {
  while (!stopped) {
    const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const res = await fetch(`${base}/trpc/shop.account.signIn`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({
        email: `nobody-${randomBytes(4).toString("hex")}@example.com`,
        password: "wrong password",
      }),
    }).catch(() => null);
    tally.sent++;
    if (res) {
      tally.byStatus[res.status] = (tally.byStatus[res.status] ?? 0) + 1;
      await res.arrayBuffer();
    }
  }
};
process.send?.("ready");
if (process.argv.includes("--control")) {
  // bench/abuse.ts --control: the flood process's CPU without its requests (a busy loop that
  // yields every 5 ms), to show what the measuring client's figures owe to sharing its core.
  while (!stopped) {
    const end = Date.now() + 5;
    while (Date.now() < end);
    await new Promise((r) => setImmediate(r));
  }
}
await Promise.all(Array.from({ length: Number(workersArg) }, worker));
process.send?.(tally, undefined, {}, () => process.exit(0));
