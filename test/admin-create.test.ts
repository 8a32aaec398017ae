import { describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { resolve } from "node:path";
import { Account, Session } from "@printshop/core";
import { db } from "../packages/core/src/dynamo/db";
import { useTestTable } from "./db";

const run = promisify(execFile);
const root = resolve(import.meta.dirname, "..");

describe("pnpm admin:create", () => {
  it("creates an administrator from --email and ADMIN_PASSWORD, who signs in to enrol a second factor at the printed link; run again, it removes the factor and ends the sessions", async () => {
    const { endpoint, table } = await useTestTable("admin-create");
    const email = `boss-${Date.now()}@example.com`;
    const create = () =>
      run(process.execPath, ["--import", "tsx", "scripts/admin-create.ts", "--email", email], {
        cwd: root,
        env: {
          ...process.env,
          DYNAMODB_ENDPOINT: endpoint,
          TABLE_NAME: table,
          ADMIN_PASSWORD: "a long admin password",
          SITE_ORIGIN: "https://shop.example/",
        },
      });
    const { stdout } = await create();
    expect(stdout).toContain(`Administrator ${email} created.`);
    expect(stdout).toContain(
      "Sign in and enrol the second factor (an authenticator app) at: https://shop.example/admin/second-factor",
    );
    const signedIn = await Account.signIn(
      { email, password: "a long admin password" },
      { ip: "192.0.2.1" },
    );
    expect(signedIn).toMatchObject({ role: "administrator", stage: "enrollment" });
    // Locked out (factor lost): the script is the way back in.
    await db().entities.user.patch({ userId: signedIn.userId }).set({ secondFactorAt: 1 }).go();
    await db().entities.secondFactor.put({ userId: signedIn.userId, secret: "x" }).go();
    const { sessionId } = await Session.create(signedIn.userId, { stage: "second_factor" });
    expect((await create()).stdout).toContain("its second factor was removed");
    expect(await Session.validate(sessionId)).toBeNull();
    expect(
      (await db().entities.secondFactor.get({ userId: signedIn.userId }).go()).data,
    ).toBeNull();
    expect(
      (await db().entities.user.get({ userId: signedIn.userId }).go()).data?.secondFactorAt,
    ).toBeUndefined();
  }, 120_000);

  it("refuses without an e-mail", async () => {
    const error = await run(process.execPath, ["--import", "tsx", "scripts/admin-create.ts"], {
      cwd: root,
      env: { ...process.env, ADMIN_PASSWORD: "x" },
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 2 });
  });
});
