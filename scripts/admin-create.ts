import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { Account } from "@printshop/core";
import { ENROLLMENT_PATH } from "@printshop/core/second-factor/index";
import { configureDatabase } from "@printshop/core/dynamo/db";
import { prepareLocalDatabase } from "../packages/functions/src/local/bootstrap";

/**
 * `pnpm admin:create --email admin@example.com`: creates the first administrator (or makes an
 * existing account one: its password set to the one given, its second factor removed, its
 * sessions ended). The password is asked for twice on the terminal (not echoed), or read from
 * ADMIN_PASSWORD (CI). Targets DYNAMODB_ENDPOINT/TABLE_NAME, else the dev database under
 * .data/dynamodb; with `--aws`, the real table named by TABLE_NAME with the ambient AWS
 * credentials. Prints the link where the administrator signs in and enrols the second factor
 * (the site's origin from SITE_ORIGIN, else the local server's).
 */
const { values } = parseArgs({
  options: { email: { type: "string" }, aws: { type: "boolean", default: false } },
});
if (!values.email) {
  console.error(
    "usage: pnpm admin:create --email <e-mail> [--aws]   (password: prompted, or ADMIN_PASSWORD)",
  );
  process.exit(2);
}

function ask(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _enc, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((ok) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      ok(answer);
    });
    muted = true;
  });
}

async function password(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) throw new Error("No terminal to ask on: set ADMIN_PASSWORD");
  const first = await ask("Password: ");
  const second = await ask("Password again: ");
  if (first !== second) throw new Error("The passwords do not match");
  return first;
}

const root = resolve(import.meta.dirname, "..");
let stop = async () => {};
try {
  const secret = await password();
  if (values.aws) {
    const table = process.env.TABLE_NAME;
    if (!table) throw new Error("TABLE_NAME is not set");
    configureDatabase({ table, region: process.env.AWS_REGION });
  } else {
    const db = await prepareLocalDatabase({ dataDir: join(root, ".data", "dynamodb") });
    stop = async () => void (await db.engine?.stop());
  }
  const { created } = await Account.createAdministrator({ email: values.email, password: secret });
  const origin = new URL(process.env.SITE_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`)
    .origin;
  console.log(
    created
      ? `Administrator ${values.email} created.`
      : `${values.email} existed: now an administrator, with the new password; its second factor was removed and its sessions ended.`,
  );
  // Every staff member enrols a second factor before anything else (session/policy.ts): the
  // link opens the admin's sign-in, and after the password, the enrolment.
  console.log(
    `Sign in and enrol the second factor (an authenticator app) at: ${Account.siteLink({ locale: "pl", origin }, ENROLLMENT_PATH)}`,
  );
} catch (error) {
  console.error(`admin:create failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stop();
}
