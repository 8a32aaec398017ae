/** The pure helpers of the infrastructure: branch → stage, stage settings, domain. */
import { RemovalPolicy } from "aws-cdk-lib";
import { describe, expect, test } from "vitest";
import { MAX_STAGE_LENGTH, stageForBranch } from "./branch-stage";
import { siteDomain } from "./domain";
import { emailSender } from "./email";
import { PRODUCTION_STAGE, stageSettings } from "./stage";

describe("stageForBranch", () => {
  test.each([
    ["feature/cart-vat", "feature-cart-vat"],
    ["refs/heads/Fix_Price_Rounding", "fix-price-rounding"],
    ["dependabot/npm_and_yarn/zod-4.6.7", "dependabot-npm-and-yarn-zod-4-6-7"],
    ["123-hotfix", "b-123-hotfix"],
    ["--weird--", "weird"],
    [PRODUCTION_STAGE, `branch-${PRODUCTION_STAGE}`],
    ["Production", "branch-production"],
  ])("%s → %s", (branch, stage) => {
    expect(stageForBranch(branch)).toBe(stage);
  });

  test("always yields a valid SST stage name of bounded length", () => {
    for (const branch of [
      "a".repeat(200),
      "x/" + "-".repeat(80) + "y",
      "9",
      "ü/ß",
      "a-".repeat(60),
    ]) {
      const stage = stageForBranch(branch);
      expect(stage, branch).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(stage, branch).not.toMatch(/-$/);
      expect(stage.length, branch).toBeLessThanOrEqual(MAX_STAGE_LENGTH);
    }
  });
});

describe("stageSettings", () => {
  test("production keeps data and gets more memory and longer logs than previews", () => {
    const production = stageSettings("production");
    const preview = stageSettings("feature-x");
    expect(production).toMatchObject({
      isProduction: true,
      apiMemoryMb: 1024,
      logRetention: "three_months",
      deletionProtection: true,
    });
    expect(production.removalPolicy).toBe(RemovalPolicy.RETAIN);
    expect(preview).toMatchObject({
      isProduction: false,
      apiMemoryMb: 512,
      logRetention: "one_week",
      deletionProtection: false,
    });
    expect(preview.removalPolicy).toBe(RemovalPolicy.DESTROY);
  });

  test("only the exact name production is production", () => {
    for (const stage of ["prod", "Production", "production-2", "main"]) {
      expect(stageSettings(stage).isProduction, stage).toBe(false);
    }
  });
});

describe("siteDomain", () => {
  test("is off without SITE_DOMAIN", () => {
    expect(siteDomain({})).toBeUndefined();
    expect(siteDomain({ SITE_DOMAIN: " " })).toBeUndefined();
  });

  test("takes the zone from HOSTED_ZONE or the domain's last two labels", () => {
    expect(siteDomain({ SITE_DOMAIN: "Sklep.Example.pl" })).toEqual({
      name: "sklep.example.pl",
      hostedZone: "example.pl",
    });
    expect(
      siteDomain({ SITE_DOMAIN: "a.shop.example.co.uk", HOSTED_ZONE: "example.co.uk" }),
    ).toEqual({
      name: "a.shop.example.co.uk",
      hostedZone: "example.co.uk",
    });
  });

  test("refuses a domain outside its zone", () => {
    expect(() => siteDomain({ SITE_DOMAIN: "shop.example.pl", HOSTED_ZONE: "other.pl" })).toThrow(
      /not inside/,
    );
  });
});

describe("branch-stage.ts as CI runs it", () => {
  test("prints the stage for the branch given on the command line", async () => {
    const { execFileSync } = await import("node:child_process");
    const out = execFileSync(
      process.execPath,
      ["--import", "tsx", "stacks/branch-stage.ts", "feature/Cart VAT"],
      {
        encoding: "utf8",
      },
    );
    expect(out.trim()).toBe("feature-cart-vat");
  });
});

describe("emailSender", () => {
  test("EMAIL_FROM wins; its address and its domain are the identities", () => {
    expect(emailSender("alice", { EMAIL_FROM: "Sklep@Example.pl" })).toEqual({
      from: "Sklep@Example.pl",
      identities: ["sklep@example.pl", "example.pl"],
    });
  });
  test("production on its own domain defaults to no-reply@ that domain", () => {
    expect(emailSender(PRODUCTION_STAGE, { SITE_DOMAIN: "etykiety.example.pl" })?.from).toBe(
      "no-reply@etykiety.example.pl",
    );
  });
  test("a preview, or production without a domain, has no sender (e-mails only stored)", () => {
    expect(
      emailSender("feature-x", {
        SITE_DOMAIN: "feature-x.preview.example.pl",
        HOSTED_ZONE: "example.pl",
      }),
    ).toBeUndefined();
    expect(emailSender(PRODUCTION_STAGE, {})).toBeUndefined();
  });
  test("refuses a sender that is not an address", () => {
    expect(() => emailSender("x", { EMAIL_FROM: "shop.example.pl" })).toThrow(
      /not an e-mail address/,
    );
  });
});
