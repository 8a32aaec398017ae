import { readFileSync } from "node:fs";
import { request } from "node:http";
import fc from "fast-check";
import { malformedRequest, publicRoutes, type FuzzRequest } from "../packages/functions/test/fuzz";
import { loadRouters } from "../packages/functions/src/root";

/**
 * abuse.ts's hostile requests against the server under test: seeded malformed requests per
 * public route (test/fuzz.ts), and an oversized chunked body with the server's memory sampled.
 */

/** Resident memory of a process in MiB (Linux). */
const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

function send(port: number, req: FuzzRequest): Promise<number> {
  return new Promise((resolveStatus) => {
    const r = request(
      {
        host: "127.0.0.1",
        port,
        method: req.method,
        path: req.target,
        headers: {
          ...req.headers,
          ...(req.body ? { "content-length": String(req.body.length) } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolveStatus(res.statusCode ?? 0));
      },
    );
    r.on("error", () => resolveStatus(0));
    r.end(req.body);
  });
}

export async function fuzz(port: number, runs: number) {
  await loadRouters(); // the lazy groups' procedures are public routes too
  const requests = publicRoutes().flatMap((route, i) =>
    fc.sample(malformedRequest(route), { numRuns: runs, seed: 20261122 + i }),
  );
  const tally = { requests: 0, server5xx: 0, noAnswer: 0 };
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < requests.length) {
        const status = await send(port, requests[next++]!);
        tally.requests++;
        if (status >= 500) tally.server5xx++;
        if (status === 0) tally.noAnswer++;
      }
    }),
  );
  return tally;
}

/** Streams `total` bytes of chunked body and samples the server's memory meanwhile. */
export function bigUpload(port: number, pid: number, total: number) {
  const chunk = Buffer.alloc(256 * 1024, 0x61);
  const before = rssMiB(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 20);
  return new Promise<{ before: number; peak: number; status: number; sentMiB: number }>((done) => {
    let sent = 0;
    let status = 0;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearInterval(sampler);
      done({ before, peak: Math.max(peak, rssMiB(pid)), status, sentMiB: sent / 1024 / 1024 });
    };
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/trpc/shop.cart.add",
        headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      },
      (res) => {
        status = res.statusCode ?? 0;
        res.resume();
        res.on("end", () => setTimeout(finish, 200));
      },
    );
    req.on("error", () => setTimeout(finish, 200));
    const pump = () => {
      while (sent < total && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!req.destroyed) req.end();
    };
    pump();
  });
}
