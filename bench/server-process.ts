import { fork, type ChildProcess } from "node:child_process";
import { resolve } from "node:path";
import { freePort } from "@printshop/core/local/engine";

/**
 * One server of bench/http-server.ts (`app`, `bare`, `bare-quote`) in a process of its own,
 * pinned to one core with taskset, on a free port; resolves once it listens.
 */
export async function startServerProcess(
  kind: "app" | "bare" | "bare-quote",
  env: NodeJS.ProcessEnv,
  core: string,
): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = fork(resolve(import.meta.dirname, "http-server.ts"), [kind, String(port)], {
    execPath: "taskset",
    execArgv: ["-c", core, process.execPath, "--import", "tsx"],
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  await new Promise<void>((ok, fail) => {
    child.once("message", () => ok());
    child.once("exit", (code) => fail(new Error(`${kind} server exited with ${code}`)));
  });
  return { port, child };
}
