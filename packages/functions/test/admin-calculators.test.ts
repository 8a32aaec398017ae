import { beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { Audit, Calculator, Seed } from "@printshop/core";
import { Workbench } from "./workbench-import";
import { handleApi, useTestTable } from "./built";
import { callerWith, makeUser, sessionCookieFor } from "./accounts";

/** admin.calculators.* and the seed's /admin/calculator/... shims on DynamoDB Local. */

async function rest(path: string, body: unknown, cookie: string, locale = "en") {
  const headers = new Headers({
    origin: "http://localhost",
    "content-type": "application/json",
    cookie,
    "x-locale": locale,
  });
  const res = (await handleApi(
    new Request(`http://localhost${path}`, { method: "POST", headers, body: JSON.stringify(body) }),
  ))!;
  return { status: res.status, body: (await res.json()) as any };
}

const MAGAZINE = 5;
const start = { 501: 5011, 502: 16, 503: 5031, 504: 5042, 505: 5051, 506: 5061 };

describe("admin calculators", () => {
  let cookie: string;
  let email: string;
  const api = (locale = "en") => callerWith(cookie, { locale }).caller.admin.calculators;
  const shop = (locale = "en") => callerWith(undefined, { locale }).caller.shop.calculator;

  beforeAll(async () => {
    await useTestTable("admin-calculators");
    await Seed.load();
    const u = await makeUser("catalogue" as never);
    email = u.email;
    cookie = (await sessionCookieFor(u.userId)).cookie;
  });

  it("lists the calculators with their products, and gets one as the workbench edits it", async () => {
    const list = await api().list({});
    expect(list.total).toBe(2);
    expect(list.items.map((i) => i.calculatorId).sort()).toEqual([5, 6]);
    expect(list.items.find((i) => i.calculatorId === MAGAZINE)).toMatchObject({
      productId: 20,
      options: 7,
      version: 1,
    });
    expect((await api().list({ search: "creases" })).items.map((i) => i.calculatorId)).toEqual([6]);
    const got = await api().get({ calculatorId: MAGAZINE });
    expect(got).toMatchObject({ calculatorId: MAGAZINE, productId: 20, version: 1 });
    expect(got.draft.equation).toBe(
      Seed.demoCatalogue().calculators.find((c) => c.id === MAGAZINE)!.equation,
    );
    await expect(api().get({ calculatorId: 999 })).rejects.toMatchObject({
      cause: { code: "calculator.not_found" },
    });
  });

  it("test answers exactly what the shop answers for the saved definition", async () => {
    const sel = { "501": 5012, "502": 40, "503": 5033, "504": 5043, "505": 5052, "506": 5063 };
    expect(await api().test({ calculatorId: MAGAZINE, selections: sel })).toEqual(
      await shop().quote({ calculatorId: MAGAZINE, selections: sel }),
    );
  });

  it("a draft previewed by test quotes in the shop exactly so once saved (property)", async () => {
    const { draft, version } = await api().get({ calculatorId: MAGAZINE });
    let v = version;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          "(0.09 * pages * paper + cover + lam) * format * binding + 1.2",
          "pages * paper * 0.1 + cover * 2 + 3",
          "max(pages * 0.05, 2) * format + lam",
          "round(pages / 4) * binding + 0.5",
        ),
        fc.double({ min: 0.5, max: 3, noNaN: true }).map((x) => Math.round(x * 100) / 100),
        fc.constantFrom(5011, 5012, 5013),
        fc.integer({ min: 2, max: 24 }).map((k) => k * 4),
        async (equation, a3, format, pages) => {
          const next = Workbench.addValue({ ...draft, equation }, 501, {
            value: a3,
            title: { pl: "A3", en: "A3", de: "A3" },
            excluding: "",
          });
          const sel = { ...start, 501: format, 502: pages };
          const selections = Object.fromEntries(Object.entries(sel).map(([k, x]) => [k, x]));
          const previewed = await api().test({ calculatorId: MAGAZINE, draft: next, selections });
          const saved = await api().update({ calculatorId: MAGAZINE, version: v, draft: next });
          v = saved.version;
          expect(await shop().quote({ calculatorId: MAGAZINE, selections })).toEqual(previewed);
        },
      ),
      { numRuns: 6 },
    );
    // put the demo definition back for the other tests
    await api().update({ calculatorId: MAGAZINE, version: v, draft });
  });

  it("an equation the workbench refuses is refused by the API with the pricing module's error and position", async () => {
    const { draft, version } = await api().get({ calculatorId: MAGAZINE });
    for (const [equation, code] of [
      ["(pages * paper", "pricing.equation_parse"],
      ["pages * papr", "pricing.unknown_shortcode"],
      ["pages / (binding - 1)", "pricing.division_by_zero"],
    ] as const) {
      const local = Workbench.review({ id: MAGAZINE, ...draft, equation } as never);
      expect(local.savable).toBe(false);
      const err = await api()
        .update({ calculatorId: MAGAZINE, version, draft: { ...draft, equation } })
        .catch((e) => e);
      expect(err.cause.fields[0]).toMatchObject({ field: "equation", code });
      if (code === "pricing.equation_parse")
        expect(err.cause.fields[0].params.position).toBe(local.equation.errors[0]!.position);
    }
    expect((await api().get({ calculatorId: MAGAZINE })).version).toBe(version);
  });

  it("the refusal is translated, and the failing selection is named", async () => {
    const { draft, version } = await api().get({ calculatorId: MAGAZINE });
    const res = await handleApi(
      new Request("http://localhost/trpc/admin.calculators.update", {
        method: "POST",
        headers: {
          origin: "http://localhost",
          "content-type": "application/json",
          cookie,
          "x-locale": "en",
        },
        body: JSON.stringify({
          calculatorId: MAGAZINE,
          version,
          draft: { ...draft, equation: "pages / (binding - 1)" },
        }),
      }),
    );
    const body = (await res!.json()) as any;
    expect(res!.status).toBe(400);
    expect(body.error.message).toMatch(
      /^The equation gives no price for the selection .*binding=1/,
    );
    expect(body.error.data.fields[0].message).toBe("the price equation divides by zero");
  });

  it("over HTTP the error carries its params: the parse error's position as the pricing module finds it", async () => {
    const { draft, version } = await api().get({ calculatorId: MAGAZINE });
    const equation = "(0.09 * pages * paper + cover + lam) * * format";
    const local = Workbench.review({ id: MAGAZINE, ...draft, equation } as never);
    const position = local.equation.errors[0]!.position!;
    expect(position).toBeGreaterThan(0);
    const res = await handleApi(
      new Request("http://localhost/trpc/admin.calculators.update", {
        method: "POST",
        headers: {
          origin: "http://localhost",
          "content-type": "application/json",
          cookie,
          "x-locale": "de",
        },
        body: JSON.stringify({ calculatorId: MAGAZINE, version, draft: { ...draft, equation } }),
      }),
    );
    const body = (await res!.json()) as any;
    expect(res!.status).toBe(400);
    expect(body.error.data).toMatchObject({
      code: "calculator.equation_invalid",
      kind: "input",
      params: { position },
    });
    expect(body.error.data.fields).toEqual([
      {
        field: "equation",
        code: "pricing.equation_parse",
        message: expect.any(String),
        params: { position, selection: "" },
      },
    ]);
    // the message is filled from the same params, in the caller's language
    expect(body.error.data.fields[0].message).toContain(String(position));
    // an unknown shortcode names it
    const unknown = await rest(
      "/trpc/admin.calculators.update",
      { calculatorId: MAGAZINE, version, draft: { ...draft, equation: "pages * papr" } },
      cookie,
    );
    expect(unknown.body.error.data.params).toMatchObject({ name: "papr" });
    expect(unknown.body.error.data.fields[0].params).toMatchObject({ name: "papr" });
  });

  it("saving the definition unchanged writes nothing and records nothing", async () => {
    const { draft, version } = await api().get({ calculatorId: MAGAZINE });
    const before = (await Audit.list({ target: { type: "calculator", id: String(MAGAZINE) } }))
      .total;
    expect((await api().update({ calculatorId: MAGAZINE, version, draft })).version).toBe(version);
    expect((await Audit.list({ target: { type: "calculator", id: String(MAGAZINE) } })).total).toBe(
      before,
    );
  });

  it("structural errors are refused with the option they concern; lints do not stop a save", async () => {
    const { draft, version } = await api().get({ calculatorId: MAGAZINE });
    const dup = {
      ...draft,
      options: draft.options.map((o) => (o.id === 503 ? { ...o, shortcode: "format" } : o)),
    };
    const err = await api()
      .update({ calculatorId: MAGAZINE, version, draft: dup })
      .catch((e) => e);
    expect(err.cause.code).toBe("calculator.invalid");
    expect(err.cause.fields).toContainEqual(
      expect.objectContaining({ field: "options.503", code: "calculator.shortcode_duplicate" }),
    );
  });

  it("a stale version is 409 conflict.stale and nothing changes; a save is audited and bumps the version", async () => {
    const { draft, version } = await api().get({ calculatorId: MAGAZINE });
    const next = Workbench.setExclusion(draft, 5012, 5061, true);
    const saved = await api().update({ calculatorId: MAGAZINE, version, draft: next });
    expect(saved.version).toBe(version + 1);
    const err = await api()
      .update({ calculatorId: MAGAZINE, version, draft })
      .catch((e) => e);
    expect(err.cause.code).toBe("conflict.stale");
    expect((await api().get({ calculatorId: MAGAZINE })).draft).toEqual(saved.draft);
    const log = await Audit.list({ target: { type: "calculator", id: String(MAGAZINE) } });
    expect(log.items[0]).toMatchObject({ action: "calculator.update", actor: { email } });
    expect(JSON.stringify(log.items[0]!.after)).toContain("5061");
    // the shop sees the exclusion at once
    const q = await Calculator.quote(
      { calculatorId: MAGAZINE, selections: { 501: 5012, 504: 5042 } },
      { locale: "en" },
    );
    expect(q.conflicts.map((c) => c.message)).toEqual([
      "The following parameters cannot be ordered together: Size: A5 + Cover lamination: None",
    ]);
    await api().update({ calculatorId: MAGAZINE, version: saved.version, draft });
  });

  it("info texts and the description are sanitised on save", async () => {
    const { draft, version } = await api().get({ calculatorId: MAGAZINE });
    const rich = {
      ...draft,
      description: {
        pl: '<p>Opis<script>alert(1)</script><img src="x" onerror="alert(1)"></p>',
        en: "<p>About</p>",
        de: "<p>Über</p>",
      },
      options: draft.options.map((o) =>
        o.id === 501
          ? { ...o, info: { en: '<a href="javascript:alert(1)">x</a><strong>A4</strong>' } }
          : o,
      ),
    };
    const saved = await api().update({ calculatorId: MAGAZINE, version, draft: rich });
    const pl = saved.draft.description!.pl!;
    expect(pl.startsWith("<p>Opis")).toBe(true);
    expect(pl).not.toMatch(/script|onerror|alert/);
    const info = (saved.draft.options.find((o) => o.id === 501)!.info as { en: string }).en;
    expect(info).toContain("<strong>A4</strong>");
    expect(info).not.toContain("javascript");
    await api().update({ calculatorId: MAGAZINE, version: saved.version, draft });
  });

  it("REST: option-value-delete and option-delete remove with every reference; a delete that breaks the equation is refused", async () => {
    const got = await api().get({ calculatorId: MAGAZINE });
    // deleting Self cover (5041) also clears lam's dependency on it and the PUR exclusion
    const v = await rest("/admin/calculator/option-value-delete", { id: 5041 }, cookie);
    expect(v.status).toBe(200);
    const after = await api().get({ calculatorId: MAGAZINE });
    expect(after.draft.options.find((o) => o.id === 506)).toMatchObject({
      dependant: null,
      dependantValue: null,
    });
    expect([...Workbench.exclusionPairs(after.draft)]).not.toContain("5041-5052");
    // the equation names `cover`: deleting the option is refused with the equation's error
    const o = await rest("/admin/calculator/option-delete", { id: 504 }, cookie);
    expect(o.status).toBe(400);
    expect(o.body.error.fields[0]).toMatchObject({
      field: "equation",
      code: "pricing.unknown_shortcode",
      message: "the price equation names an unknown shortcode 'cover'",
    });
    // an unused, inactive option can go
    expect((await rest("/admin/calculator/option-delete", { id: "507" }, cookie)).status).toBe(200);
    expect(
      (await api().get({ calculatorId: MAGAZINE })).draft.options.map((x) => x.id),
    ).not.toContain(507);
    const p = await rest("/admin/calculator/api/product-options", { id: 20 }, cookie);
    expect(p.status).toBe(200);
    expect(p.body).toMatchObject({
      calculatorId: MAGAZINE,
      options: expect.arrayContaining([expect.objectContaining({ id: 501, shortcode: "format" })]),
    });
    expect((await rest("/admin/calculator/option-delete", { id: 987654 }, cookie)).status).toBe(
      404,
    );
    const cur = await api().get({ calculatorId: MAGAZINE });
    await api().update({ calculatorId: MAGAZINE, version: cur.version, draft: got.draft });
  });

  it("a customer is refused (403) on every procedure and shim", async () => {
    const c = await makeUser("customer");
    const cc = (await sessionCookieFor(c.userId)).cookie;
    await expect(callerWith(cc).caller.admin.calculators.list({})).rejects.toMatchObject({
      cause: { kind: "forbidden" },
    });
    expect((await rest("/admin/calculator/option-delete", { id: 507 }, cc)).status).toBe(403);
  });
});
