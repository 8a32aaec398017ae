// `pnpm checks`: the type check, the linter and the build side by side (issue 23, test time).
// Each is one process that mostly uses one core (tsc, ESLint) or waits on files (the build), so on
// a 2-core machine together they take about as long as the longest of them, not their sum. Each
// command's output is printed as a whole when it ends, with its time; the first failure is
// reported after all have ended, and the exit code is non-zero if any failed.
import { spawn } from "node:child_process";

const commands = [
  ["typecheck", "pnpm", ["typecheck"]],
  ["lint", "pnpm", ["lint"]],
  ["build", "pnpm", ["build"]],
];

const started = Date.now();
const results = await Promise.all(
  commands.map(
    ([name, command, args]) =>
      new Promise((resolve) => {
        const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
        let output = "";
        child.stdout.on("data", (d) => (output += d));
        child.stderr.on("data", (d) => (output += d));
        child.on("error", (error) => resolve({ name, code: 1, output: String(error) }));
        child.on("close", (code) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(0);
          process.stdout.write(
            `\n── ${name}: ${code === 0 ? "passed" : "FAILED"} (${seconds} s)\n`,
          );
          process.stdout.write(output);
          resolve({ name, code: code ?? 1, output });
        });
      }),
  ),
);
const failed = results.filter((r) => r.code !== 0).map((r) => r.name);
if (failed.length > 0) {
  process.stderr.write(`\nchecks failed: ${failed.join(", ")}\n`);
  process.exit(1);
}
process.stdout.write(
  `\nchecks passed (typecheck, lint, build) in ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
);
