// `pnpm checks`: the type check, ESLint, Prettier and the build side by side (issue 23, test time).
// Each is one process that mostly uses one core (ESLint, Prettier) or a few (TypeScript 7, the
// build), so on a 2-core machine together they take about as long as the longest, not their sum.
// Each command's output is printed as a whole when it ends, with its time; the exit code is
// non-zero if any failed.
//
// `pnpm test` is `node scripts/checks.mjs --vitest`: `vitest run` starts as soon as the build has
// passed (the browser and API tests run what it built), while ESLint, the longest check, is still
// running on one core; the other core would otherwise wait for it. Its output streams as it runs;
// the run fails if a check or a test failed.
import { spawn } from "node:child_process";

const withVitest = process.argv.includes("--vitest");
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

/** `vitest run` with the terminal's output, once the build has passed. */
const vitest = (built) =>
  built.then(({ code }) => {
    if (code !== 0) return { name: "vitest (not run: the build failed)", code: 1 };
    process.stdout.write(`\n── vitest run starts (${seconds()} s)\n`);
    return new Promise((resolve) => {
      const child = spawn("pnpm", ["exec", "vitest", "run"], { stdio: "inherit" });
      child.on("error", () => resolve({ name: "vitest", code: 1 }));
      child.on("close", (code) => resolve({ name: "vitest", code: code ?? 1 }));
    });
  });

const running = commands.map(check);
const build = running[commands.findIndex(([name]) => name === "build")];
const results = await Promise.all(withVitest ? [...running, vitest(build)] : running);
const failed = results.filter((r) => r.code !== 0).map((r) => r.name);
if (failed.length > 0) {
  process.stderr.write(`\n${withVitest ? "pnpm test" : "checks"} failed: ${failed.join(", ")}\n`);
  process.exit(1);
}
if (!withVitest)
  process.stdout.write(`\nchecks passed (typecheck, eslint, prettier, build) in ${seconds()} s\n`);
