import { beforeAll, describe, expect, it } from "vitest";
import { load } from "@printshop/core/seed/index";
import { readHead } from "@printshop/core/price-table/store";
import { handleApi, useTestTable } from "./built";
import { makeUser, sessionCookieFor } from "./accounts";

/**
 * Issue 27 fault 3 over HTTP: admin.prices.* name combinations by their values' titles in the
 * caller's language (the seed's business cards, product 10, titled in pl/en/de), and the import's
 * dry run lists the cells it would change. The seed's prices: 12 combinations × 5 runs + 2 surcharges × 3 runs = 66 cells.
 */
let cookie = "";
const send = async (path: string, locale: string, body?: unknown) => {
  const headers = new Headers({ origin: "http://localhost", "x-locale": locale, cookie });
  if (body !== undefined) headers.set("content-type", "application/json");
  const res = (await handleApi(
    new Request(`http://localhost${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  ))!;
  const json = (await res.json()) as any;
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.result.data;
};
const query = (proc: string, input: unknown, locale = "pl") =>
  send(`/trpc/${proc}?input=${encodeURIComponent(JSON.stringify(input))}`, locale);
const mutate = (proc: string, input: unknown, locale = "pl") =>
  send(`/trpc/${proc}`, locale, input);

const CARD_PL = "85 × 55 mm / Kreda błysk 350 g / 4+0 (jednostronnie)";
const CARD_EN = "85 × 55 mm / Gloss art paper 350 gsm / 4+0 (one side)";
const CARD_DE = "85 × 55 mm / Bilderdruck glänzend 350 g / 4/0 (einseitig)";

describe("admin.prices names combinations in words", () => {
  beforeAll(async () => {
    await useTestTable("prices-readable");
    await load();
    cookie = (await sessionCookieFor((await makeUser("catalogue")).userId)).cookie;
  });

  it("the change-all preview says each combination in the caller's language", async () => {
    const input = {
      productId: 10,
      range: "all",
      changeType: "increase",
      value: "10",
      preview: true,
    };
    const en = await mutate("admin.prices.changeAll", input, "en");
    expect(en.total).toBe(66);
    expect(en.changes[0]).toEqual({
      combination: "1011,1021,1031",
      description: CARD_EN,
      copy: 100,
      before: "39.00",
      after: "42.90",
    });
    expect(en.changes.find((c: any) => c.combination === "1041").description).toBe(
      "Spot UV varnish: Yes",
    );
    const pl = await mutate("admin.prices.changeAll", input, "pl");
    expect(pl.changes[0].description).toBe(CARD_PL);
    expect(pl.changes.find((c: any) => c.combination === "1051").description).toBe(
      "Zaokrąglone rogi: Tak",
    );
  });

  it("the CSV export has a description in the caller's language and a filled changeSet; imported back, nothing changes", async () => {
    const { changeSetId } = await readHead(10);
    const csv = await query("admin.prices.export", { productId: 10, format: "csv" }, "de");
    const lines = (csv.content as string).split("\r\n");
    expect(lines[0]).toBe("\uFEFFcombination,copy,net,description,changeSet");
    expect(lines[1]).toBe(`"1011,1021,1031",100,39.00,${CARD_DE},#${changeSetId}`);
    expect(lines.slice(1, -1).every((l) => l.endsWith(`,#${changeSetId}`))).toBe(true);
    const back = await mutate("admin.prices.import", {
      productId: 10,
      format: "csv",
      content: csv.content,
      dryRun: true,
    });
    expect(back).toMatchObject({ added: 0, changed: 0, removed: 0, unchanged: 66, errors: [] });
    expect(back.cells).toEqual([]);
  });

  it("the XLSX export carries the same columns and imports back unchanged", async () => {
    const xlsx = await query("admin.prices.export", { productId: 10, format: "xlsx" }, "en");
    const back = await mutate("admin.prices.import", {
      productId: 10,
      format: "xlsx",
      content: xlsx.content,
      dryRun: true,
    });
    expect(back).toMatchObject({ unchanged: 66, errors: [], cells: [], more: 0 });
  });

  it("the dry run lists which cells would change, in words, the first 50 and how many more; a stale cell's message names it in words", async () => {
    const head = await readHead(10);
    const csv = await query("admin.prices.export", { productId: 10, format: "csv" }, "en");
    const lines = (csv.content as string).split("\r\n");
    // Every price +1 zł in the file: 66 cells would change.
    const raised = lines.map((l, i) =>
      i === 0 || l === ""
        ? l
        : l.replace(
            /,(\d{1,6})\.(\d\d),/,
            (_m, zl: string, gr: string) => `,${Number(zl) + 1}.${gr},`,
          ),
    );
    const dry = await mutate(
      "admin.prices.import",
      { productId: 10, format: "csv", content: raised.join("\r\n"), dryRun: true },
      "en",
    );
    expect(dry).toMatchObject({ changed: 66, changeSetId: null, more: 16 });
    expect(dry.cells).toHaveLength(50);
    expect(dry.cells[0]).toEqual({
      combination: "1011,1021,1031",
      description: CARD_EN,
      copy: 100,
      before: "39.00",
      after: "40.00",
    });
    expect((await readHead(10)).version).toBe(head.version);

    // Someone saves the first cell after the export: the import names it in words.
    await mutate("admin.prices.save", {
      productId: 10,
      combination: "1011,1021,1031",
      cells: [{ copy: 100, net: "38" }],
      version: head.version,
    });
    const stale = await mutate(
      "admin.prices.import",
      { productId: 10, format: "csv", content: raised.join("\r\n"), dryRun: true },
      "en",
    );
    expect(stale.errors).toEqual([
      {
        row: 2,
        code: "prices.import.changed_since",
        message: `The price (${CARD_EN}, 100 pcs) changed after the file was exported (now 38); download a new file.`,
      },
    ]);
  });

  it("the cell history says its combination in words", async () => {
    const h = await query(
      "admin.prices.cellHistory",
      { productId: 10, combination: "1011,1021,1031", copy: 100 },
      "pl",
    );
    expect(h.description).toBe(CARD_PL);
    expect(h.items.length).toBeGreaterThan(0);
  });
});
