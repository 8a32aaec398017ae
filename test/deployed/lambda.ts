import { randomUUID } from "node:crypto";
import { resolve } from "node:path";
import { Worker } from "node:worker_threads";

/**
 * The API Lambda run here: `packages/functions/dist/lambda.mjs` (the artifact `sst deploy`
 * uploads, from the same build), its `handler` called in-process, each execution environment a
 * worker thread with the function's environment as its `process.env` and its own module state.
 * As in Lambda, an environment takes one event at a time: a request that finds every environment
 * busy starts another (a cold start) up to `maxEnvironments` (then it waits: AWS would rather
 * throttle at the account's concurrency); a run past the function's timeout ends its environment
 * (the next event starts a fresh one), and an invocation payload over 6 MB is refused before any
 * environment sees it.
 */
export const LAMBDA_BUNDLE = resolve(
  import.meta.dirname,
  "../../packages/functions/dist/lambda.mjs",
);
/** Lambda's synchronous invocation limit, request and response (6 MB). */
export const INVOCATION_PAYLOAD_LIMIT = 6 * 1024 * 1024;

export type InvokeOutcome =
  | { kind: "result"; result: unknown; payloadBytes: number }
  | { kind: "error"; errorType: string; errorMessage: string }
  | { kind: "timeout" }
  | { kind: "payload-too-large" };

interface Environment {
  worker: Worker;
  ready: Promise<void>;
  busy: boolean;
  /** Ended (its run timed out). */
  dead?: boolean;
}

export class LambdaFunction {
  private readonly environments: Environment[] = [];
  private readonly waiting: ((env: Environment) => void)[] = [];
  /** Cold starts so far (tests and the start script's log). */
  coldStarts = 0;

  constructor(
    readonly options: {
      environment: Record<string, string>;
      timeoutSeconds: number;
      functionName: string;
      memoryMb?: number;
      maxEnvironments?: number;
      bundle?: string;
    },
  ) {}

  private start(): Environment {
    this.coldStarts++;
    const { environment, functionName, memoryMb = 1024 } = this.options;
    const worker = new Worker(new URL("./lambda-worker.mjs", import.meta.url), {
      workerData: { bundle: this.options.bundle ?? LAMBDA_BUNDLE },
      // What the Lambda runtime adds to the function's own variables (a subset).
      env: {
        ...environment,
        AWS_LAMBDA_FUNCTION_NAME: functionName,
        AWS_LAMBDA_FUNCTION_VERSION: "$LATEST",
        AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(memoryMb),
        AWS_EXECUTION_ENV: "AWS_Lambda_nodejs22.x",
        TZ: ":UTC",
      },
      stdout: false,
      stderr: false,
    });
    const ready = new Promise<void>((ok, fail) => {
      worker.once("message", () => ok());
      worker.once("error", fail);
    });
    const env: Environment = { worker, ready, busy: false };
    worker.on("exit", () => {
      const i = this.environments.indexOf(env);
      if (i !== -1) this.environments.splice(i, 1);
    });
    this.environments.push(env);
    return env;
  }

  private async acquire(): Promise<Environment> {
    const idle = this.environments.find((e) => !e.busy && !e.dead);
    const env =
      idle ??
      (this.environments.length < (this.options.maxEnvironments ?? 4)
        ? this.start()
        : await new Promise<Environment>((ok) => this.waiting.push(ok)));
    env.busy = true;
    await env.ready;
    return env;
  }

  private release(env: Environment) {
    const next = this.waiting.shift();
    if (next && !env.dead) next(env);
    else if (next) next(this.start());
    else env.busy = false;
  }

  async invoke(event: unknown): Promise<InvokeOutcome> {
    const payload = JSON.stringify(event);
    if (Buffer.byteLength(payload) > INVOCATION_PAYLOAD_LIMIT) return { kind: "payload-too-large" };
    const env = await this.acquire();
    const id = randomUUID();
    try {
      return await new Promise<InvokeOutcome>((ok, fail) => {
        const done = () => {
          env.worker.off("message", onMessage);
          env.worker.off("error", fail);
        };
        const timer = setTimeout(() => {
          done();
          // Lambda ends an environment whose run timed out; the next event gets a fresh one.
          env.dead = true;
          void env.worker.terminate();
          // What CloudWatch would show for the run.
          console.error(
            `[lambda] ${id} Task timed out after ${this.options.timeoutSeconds.toFixed(2)} seconds`,
          );
          ok({ kind: "timeout" });
        }, this.options.timeoutSeconds * 1000);
        const onMessage = (message: {
          id?: string;
          result?: unknown;
          error?: { errorType: string; errorMessage: string };
        }) => {
          if (message.id !== id) return;
          clearTimeout(timer);
          done();
          if (message.error) {
            console.error(
              `[lambda] ${id} ${message.error.errorType}: ${message.error.errorMessage}`,
            );
            return ok({ kind: "error", ...message.error });
          }
          // The result travels as JSON, as the runtime sends it back.
          const json = JSON.stringify(message.result ?? null);
          ok({ kind: "result", result: JSON.parse(json), payloadBytes: Buffer.byteLength(json) });
        };
        env.worker.on("message", onMessage);
        env.worker.once("error", fail);
        env.worker.postMessage({
          id,
          event: JSON.parse(payload) as unknown,
          context: {
            awsRequestId: id,
            functionName: this.options.functionName,
            functionVersion: "$LATEST",
            memoryLimitInMB: String(this.options.memoryMb ?? 1024),
          },
        });
      });
    } finally {
      this.release(env);
    }
  }

  async stop(): Promise<void> {
    await Promise.all(this.environments.map((e) => e.worker.terminate()));
  }
}
