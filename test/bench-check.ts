import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { inject } from "vitest";

/**
 * The benchmark scripts of issues 14 and 15 run in CI in their short `--check` mode: each must
 * finish and print its figures (bench-lambda-cold, bench-catalogue, bench-abuse, bench-lighthouse:
 * a file each, so the two test workers can take them side by side). No timing is judged (figures come from full
 * runs, see bench/README.md).
 */
const root = resolve(import.meta.dirname, "..");
export const runCheck = async (script: string) => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", resolve(root, "bench", script), "--check"],
    {
      cwd: root,
      // The scripts measure with the real password-hashing cost, not the tests' small one.
      env: {
        ...process.env,
        DYNAMODB_ENDPOINT: inject("dynamoEndpoint"),
        NODE_OPTIONS: "",
        PRINTSHOP_TEST_SCRYPT_LOG_N: undefined,
      },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return stdout;
};
