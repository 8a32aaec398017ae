import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { Preflight } from "./schema";
import { PREFLIGHT_MAX_INFLATED_BYTES, TOO_COMPLEX_TO_CHECK, tooComplexToCheck } from "./verdicts";
import type { PreflightTarget } from "./preflight";
import type { PreflightJob } from "./preflight-worker";

/**
 * The PDF preflight in a cage: pdf-lib runs in a worker thread (preflight-worker.ts), never on the
 * event loop that answers requests, with three limits:
 * - memory: the worker's V8 heap (`resourceLimits`); past it the worker dies with
 *   ERR_WORKER_OUT_OF_MEMORY and the process lives on;
 * - inflated bytes: what pdf-lib's decoders produce for one document (preflight.ts
 *   `PREFLIGHT_MAX_INFLATED_BYTES`), counted where they grow their output; ArrayBuffers are
 *   outside the heap, so the heap limit alone would let a Flate bomb take gigabytes;
 * - wall time: past it the worker is terminated and the next job gets a fresh one (the clock runs
 *   from a loaded worker; a new one must load within `startMs`).
 * Whatever stops a check — a limit, a crash, a worker that cannot start — the file gets the verdict
 * "too complex to check automatically" (`tooComplexToCheck`), which the shop shows with the prepress
 * choice; the reason goes to the log. The caller never sees an exception from here.
 */
export const CAGE = {
  /** The worker's old generation (MB): pdf-lib's objects for a 500-page PDF take about 20. */
  maxOldGenerationSizeMb: 192,
  maxYoungGenerationSizeMb: 16,
  /** A check may take this long (from a loaded worker): the Lambda answers within its 10 s timeout. */
  timeoutMs: 6_000,
  /**
   * A new worker must have loaded its code (pdf-lib) within this: about 0.2 s bundled. The
   * TypeScript sources (tests, `pnpm dev`) are compiled by tsx as they load, 1-3 s on a busy
   * machine: there the limit is `sourceStartMs`.
   */
  startMs: 2_000,
  sourceStartMs: 10_000,
  /** Checks run at once per process (the Lambda serves one request at a time; the local server, many). */
  workers: 2,
  /** An idle worker is kept this long for the next check (pdf-lib is loaded), then ends. */
  idleMs: 60_000,
};

/**
 * Where the worker's code is: `preflight-worker.mjs` beside this module's own file in a bundle
 * (the local server's dist/ and the Lambda's chunks, where every chunk sits in one folder), else
 * the TypeScript source beside this file (tests, `pnpm dev`): a two-line bootstrap registers tsx's
 * loader in the worker and imports it (Node 20 does not apply `--import tsx` from a worker's
 * execArgv to the worker's entry).
 */
function workerEntry(): { script: URL | string; eval: boolean; fromSource?: boolean } | null {
  const bundled = new URL("./preflight-worker.mjs", import.meta.url);
  if (existsSync(bundled)) return { script: bundled, eval: false };
  const source = new URL("./preflight-worker.ts", import.meta.url);
  if (!existsSync(source)) return null;
  const tsx = pathToFileURL(
    path.join(
      path.dirname(createRequire(import.meta.url).resolve("tsx/package.json")),
      "dist/esm/api/index.mjs",
    ),
  ).href;
  return {
    script: `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source.href)}); });`,
    eval: true,
    fromSource: true,
  };
}

interface Job {
  bytes: Uint8Array;
  target: PreflightTarget;
  maxInflatedBytes: number;
  resolve: (p: Preflight) => void;
}

interface Idle {
  worker: Worker;
  timer: NodeJS.Timeout;
}
const idle: Idle[] = [];
const waiting: Job[] = [];
let running = 0;

/** Why checks gave up, for the log and the tests (counts since the process started). */
export const cageStats = { started: 0, timeouts: 0, crashes: 0, inflateLimits: 0 };

/** A worker of its own for every idle one: an error or exit while idle only retires it. */
const whileIdle = new WeakMap<Worker, () => void>();

let fromSource = false;

function spawn(): Worker | null {
  const entry = workerEntry();
  if (!entry) return null;
  fromSource = entry.fromSource === true;
  const worker = new Worker(entry.script, {
    eval: entry.eval,
    // Not the process's own flags (a script run with `--input-type=module -e` would refuse to
    // start a file worker with them); only source maps, for the stack of a failed check.
    execArgv: process.execArgv.includes("--enable-source-maps") ? ["--enable-source-maps"] : [],
    resourceLimits: {
      maxOldGenerationSizeMb: CAGE.maxOldGenerationSizeMb,
      maxYoungGenerationSizeMb: CAGE.maxYoungGenerationSizeMb,
    },
  });
  cageStats.started++;
  return worker;
}

function giveUp(reason: string, fileBytes: number): Preflight {
  console.warn(
    `[preflight] a ${fileBytes}-byte PDF is too complex to check automatically (${reason}); prepress checks it by hand`,
  );
  return tooComplexToCheck();
}

/** A transferable copy of the bytes (the caller's view may share its buffer with other data). */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  if (
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength &&
    bytes.buffer instanceof ArrayBuffer
  )
    return bytes;
  return new Uint8Array(bytes);
}

function next(): void {
  while (running < CAGE.workers && waiting.length > 0) run(waiting.shift()!);
}

function keepIdle(worker: Worker): void {
  const entry: Idle = { worker, timer: setTimeout(() => retire(entry), CAGE.idleMs).unref() };
  const gone = () => retire(entry);
  whileIdle.set(worker, gone);
  worker.on("error", gone);
  worker.on("exit", gone);
  // An idle worker does not keep a script (a test, a CLI) alive.
  worker.unref();
  idle.push(entry);
}

function takeIdle(): Worker | null {
  const entry = idle.pop();
  if (!entry) return null;
  clearTimeout(entry.timer);
  const gone = whileIdle.get(entry.worker);
  if (gone) {
    entry.worker.off("error", gone);
    entry.worker.off("exit", gone);
  }
  entry.worker.ref();
  return entry.worker;
}

function retire(entry: Idle): void {
  const i = idle.indexOf(entry);
  if (i >= 0) idle.splice(i, 1);
  clearTimeout(entry.timer);
  void entry.worker.terminate();
}

function run(job: Job): void {
  running++;
  const size = job.bytes.byteLength;
  let worker: Worker | null;
  let fresh = false;
  try {
    worker = takeIdle();
    if (!worker) {
      worker = spawn();
      fresh = worker !== null;
    }
  } catch (error) {
    worker = null;
    console.error(
      `[preflight] the check's worker did not start: ${String((error as Error)?.message ?? error)}`,
    );
  }
  if (!worker) {
    running--;
    job.resolve(giveUp("no preflight worker in this build", size));
    next();
    return;
  }
  const w = worker;
  let settled = false;
  const finish = (preflight: Preflight, keep: boolean) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    w.off("message", onMessage);
    w.off("error", onError);
    w.off("exit", onExit);
    if (keep) keepIdle(w);
    else {
      // Its last words (an error while it is torn down) have nobody to go to.
      w.on("error", () => undefined);
      void w.terminate();
    }
    running--;
    job.resolve(preflight);
    next();
  };
  const fail = (count: "timeouts" | "crashes", reason: string) => {
    if (settled) return;
    cageStats[count]++;
    finish(giveUp(reason, size), false);
  };
  const start = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () => fail("timeouts", `still running after ${CAGE.timeoutMs} ms`),
      CAGE.timeoutMs,
    );
    const bytes = ownBuffer(job.bytes);
    const message: PreflightJob = {
      bytes,
      target: job.target,
      maxInflatedBytes: job.maxInflatedBytes,
    };
    w.postMessage(message, [bytes.buffer as ArrayBuffer]);
  };
  const onMessage = (m: { ready?: boolean; preflight?: Preflight; error?: string }) => {
    if (m.ready) return start();
    if (!m.preflight) return fail("crashes", `the check failed: ${m.error}`);
    const limited = m.preflight.issues.some((i) => i.code === TOO_COMPLEX_TO_CHECK);
    if (limited) {
      cageStats.inflateLimits++;
      console.warn(
        `[preflight] a ${size}-byte PDF inflates beyond ${job.maxInflatedBytes} bytes; prepress checks it by hand`,
      );
    }
    // A worker that decoded up to the cap is not kept: its heap goes with it.
    finish(m.preflight, !limited);
  };
  // ERR_WORKER_OUT_OF_MEMORY (the heap limit), an uncaught error, a worker that could not load.
  const onError = (error: Error & { code?: string }) =>
    fail("crashes", error.code ?? error.message);
  const onExit = (code: number) => fail("crashes", `the worker exited with ${code}`);
  // A new worker first loads its code (it says `ready`), then the check's own clock runs.
  const startMs = fromSource ? CAGE.sourceStartMs : CAGE.startMs;
  let timer = setTimeout(() => fail("timeouts", `not started within ${startMs} ms`), startMs);
  w.on("message", onMessage);
  w.on("error", onError);
  w.on("exit", onExit);
  if (!fresh) start();
}

/** Ends the idle workers (tests that change CAGE's limits; a process that shuts down). */
export function stopIdleWorkers(): Promise<void> {
  const all = idle.splice(0);
  return Promise.all(
    all.map((entry) => (clearTimeout(entry.timer), entry.worker.terminate())),
  ).then(() => undefined);
}

/**
 * The preflight of one PDF in the cage (see above). The bytes are handed to the worker (their
 * buffer is transferred, not copied, when the caller's view owns it whole: do not use them after).
 */
export function preflightInCage(
  bytes: Uint8Array,
  target: PreflightTarget,
  options: { maxInflatedBytes?: number } = {},
): Promise<Preflight> {
  return new Promise<Preflight>((resolve) => {
    waiting.push({
      bytes,
      target,
      maxInflatedBytes: options.maxInflatedBytes ?? PREFLIGHT_MAX_INFLATED_BYTES,
      resolve,
    });
    next();
  });
}
