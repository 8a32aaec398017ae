import { describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { resolve } from "node:path";
import { Account } from "@printshop/core";
import { useTestTable } from "./db";

const run = promisify(execFile);
const root = resolve(import.meta.dirname, "..");

describe("pnpm admin:create", () => {
  it("creates an administrator from --email and ADMIN_PASSWORD, who can then sign in", async () => {
    const { endpoint, table } = await useTestTable("admin-create");
    const email = `boss-${Date.now()}@example.com`;
    const { stdout } = await run(
      process.execPath,
      ["--import", "tsx", "scripts/admin-create.ts", "--email", email],
      {
        cwd: root,
        env: {
          ...process.env,
          DYNAMODB_ENDPOINT: endpoint,
          TABLE_NAME: table,
          ADMIN_PASSWORD: "a long admin password",
        },
      },
    );
    expect(stdout).toContain(`Administrator ${email} created.`);
    const signedIn = await Account.signIn(
      { email, password: "a long admin password" },
      { ip: "192.0.2.1" },
    );
    expect(signedIn.role).toBe("administrator");
  }, 60_000);

  it("refuses without an e-mail", async () => {
    const error = await run(process.execPath, ["--import", "tsx", "scripts/admin-create.ts"], {
      cwd: root,
      env: { ...process.env, ADMIN_PASSWORD: "x" },
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 2 });
  });
});
