import { Worker } from "node:worker_threads";

/**
 * scrypt in worker threads of the lowest scheduling priority (nice 19), so a password hash only
 * takes CPU that page and API answers do not want.
 *
 * Node's own `crypto.scrypt` runs on libuv's thread pool at the event loop's priority: on a busy
 * core the kernel then splits the time evenly between the hash and the event loop, and every
 * answer waits while a hash runs. Here each hash runs `scryptSync` inside a worker thread that
 * first lowers its own priority: on Linux `setpriority(PRIO_PROCESS, 0, …)` (what
 * `os.setPriority(0, 19)` calls) changes the calling thread only, so the event loop keeps nice 0
 * (pinned by a test). Where lowering fails the hash still runs, at normal priority.
 *
 * The worker also reports the CPU time the hash took (its own thread's, from
 * /proc/thread-self/schedstat; the wall time where that file does not exist), which the bound in
 * password.ts uses for its pause: a hash starved by a busy event loop takes long in wall time but
 * not in CPU time.
 *
 * The source is inline (`eval`), so bundling the Lambda needs no extra file.
 */
const SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { scryptSync } = require("node:crypto");
const { readFileSync } = require("node:fs");
let nice = 0;
try { require("node:os").setPriority(0, workerData.nice); nice = workerData.nice; } catch {}
const cpuNow = () => {
  try {
    const ns = Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]);
    return Number.isFinite(ns) ? ns / 1e6 : null;
  } catch { return null; }
};
parentPort.on("message", (m) => {
  const wall = performance.now();
  const cpu = cpuNow();
  try {
    const key = scryptSync(m.password, Buffer.from(m.salt), m.keyLength, m.options);
    const after = cpuNow();
    const cpuMs = cpu === null || after === null ? performance.now() - wall : after - cpu;
    parentPort.postMessage({ key, cpuMs, nice });
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
});
`;

export interface Derived {
  key: Buffer;
  /** CPU time of the hash in ms. */
  cpuMs: number;
  /** The worker thread's nice value (19 where lowering worked). */
  nice: number;
}

export interface ScryptJob {
  /** The worker thread's nice value: 19 (only spare CPU) or lower for a caller served first. */
  nice: number;
  password: string;
  salt: Buffer;
  keyLength: number;
  options: { N: number; r: number; p: number; maxmem: number };
}

/** Idle workers by their nice value (a thread's priority is set once, when it starts). */
const idle = new Map<number, Worker[]>();

function spawn(nice: number): Worker {
  const worker = new Worker(SOURCE, { eval: true, workerData: { nice } });
  // An idle worker must not keep a script alive; a busy one must (its caller awaits it).
  worker.unref();
  return worker;
}

/**
 * Runs one scrypt in an idle low-priority worker (a new one when none is idle). The caller bounds
 * how many run at once (password.ts), so at most that many workers ever exist.
 */
export function scryptInWorker(job: ScryptJob): Promise<Derived> {
  const pool = idle.get(job.nice) ?? [];
  idle.set(job.nice, pool);
  const worker = pool.pop() ?? spawn(job.nice);
  return new Promise<Derived>((resolve, reject) => {
    const done = () => {
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
      worker.unref();
    };
    const onMessage = (m: { key?: Uint8Array; cpuMs?: number; nice?: number; error?: string }) => {
      done();
      pool.push(worker);
      if (m.error !== undefined || !m.key) reject(new Error(m.error ?? "scrypt failed"));
      else resolve({ key: Buffer.from(m.key), cpuMs: m.cpuMs ?? 0, nice: m.nice ?? 0 });
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    const onExit = (code: number) => {
      done();
      reject(new Error(`password hash worker exited with ${code}`));
    };
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    worker.ref();
    worker.postMessage({
      password: job.password,
      salt: job.salt,
      keyLength: job.keyLength,
      options: job.options,
    });
  });
}
