import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { preflightPdf, type PreflightTarget } from "./preflight";

/**
 * The preflight worker's entry (cage.ts starts it): pdf-lib runs here, in a thread with its own
 * heap limit, never on the server's event loop. One job at a time; the answer is the verdict, or
 * `{ error }` when the check itself threw (cage.ts turns that into "too complex to check").
 *
 * An entry of the API's one build (packages/functions/build/bundle.ts): `preflight-worker.mjs`
 * beside the chunks that start it, in dist/ and in the Lambda alike; `pnpm dev` and core's own tests run
 * this TypeScript file through tsx.
 */
export interface PreflightJob {
  bytes: Uint8Array;
  target: PreflightTarget;
  maxInflatedBytes: number;
}

// A lower scheduling priority for this thread only (Linux: setPriority(0, …) is the calling
// thread's, as in account/hash-worker.ts): on a busy machine the event loop that answers requests
// gets the CPU first. Nice 10, not 19: at 19 a check on a machine loaded by other processes got
// too little CPU to finish a legitimate file within the cage's time limit. Where lowering fails
// the check runs all the same.
try {
  setPriority(0, 10);
} catch {
  // (not permitted here: normal priority)
}

// pdf-lib writes a console warning for every object it cannot parse and skips it: for a broken or
// hostile file that is thousands of lines of log and nothing anyone acts on (the verdict says it).
console.warn = () => undefined;

if (parentPort) {
  const port = parentPort;
  port.on("message", (job: PreflightJob) => {
    preflightPdf(job.bytes, job.target, { maxInflatedBytes: job.maxInflatedBytes }).then(
      (preflight) => port.postMessage({ preflight }),
      (error: unknown) => port.postMessage({ error: String((error as Error)?.message ?? error) }),
    );
  });
  // pdf-lib is loaded: the cage starts the check's clock from here.
  port.postMessage({ ready: true });
}
