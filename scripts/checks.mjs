// `pnpm checks`: the type check, ESLint, Prettier and the build side by side (issue 23, test time).
// Each is one process that mostly uses one core (ESLint, Prettier) or a few (TypeScript 7, the
// build), so on a 2-core machine together they take about as long as the longest, not their sum.
// Each command's output is printed as a whole when it ends, with its time; the exit code is
// non-zero if any failed.
import { spawn } from "node:child_process";

const commands = [
  ["typecheck", "pnpm", ["typecheck"]],
  ["eslint", "pnpm", ["lint:eslint"]],
  ["prettier", "pnpm", ["lint:format"]],
  ["build", "pnpm", ["build"]],
];

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(0);

/** Runs one check with its output kept, printed whole when it ends. */
const check = ([name, command, args]) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("error", (error) => resolve({ name, code: 1, output: String(error) }));
    child.on("close", (code) => {
      process.stdout.write(`\n── ${name}: ${code === 0 ? "passed" : "FAILED"} (${seconds()} s)\n`);
      process.stdout.write(output);
      resolve({ name, code: code ?? 1, output });
    });
  });

const results = await Promise.all(commands.map(check));
const failed = results.filter((r) => r.code !== 0).map((r) => r.name);
if (failed.length > 0) {
  process.stderr.write(`\nchecks failed: ${failed.join(", ")}\n`);
  process.exit(1);
}
process.stdout.write(`\nchecks passed (typecheck, eslint, prettier, build) in ${seconds()} s\n`);
