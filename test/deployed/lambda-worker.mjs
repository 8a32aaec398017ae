// One Lambda execution environment (test/deployed/lambda.ts): a worker thread with the
// function's own environment (process.env) and its own copy of the bundle's module state, which
// loads the handler once (the cold start) and then takes one event at a time, as the Lambda
// runtime does.
import { parentPort, workerData } from "node:worker_threads";
import { pathToFileURL } from "node:url";

// The stack sets NODE_OPTIONS=--enable-source-maps; a worker takes no NODE_OPTIONS, so the same here.
if (String(process.env.NODE_OPTIONS ?? "").includes("--enable-source-maps"))
  process.setSourceMapsEnabled(true);

const { handler } = await import(pathToFileURL(workerData.bundle).href);
parentPort.postMessage({ ready: true });
parentPort.on("message", async ({ id, event, context }) => {
  try {
    const result = await handler(event, { ...context, getRemainingTimeInMillis: () => 0 });
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({
      id,
      error: {
        errorType: error instanceof Error ? error.name : "Error",
        errorMessage: error instanceof Error ? error.message : String(error),
      },
    });
  }
});
