import { describe, expect, it } from "vitest";
import type { Rows } from "./chunking";
import { parseCsv, readTable, toCsv, toTable } from "./file";
import { planImport } from "./diff";
import { describer } from "./describe";
import { businessCardAttributes } from "./describe.fixture";

/** The export's two columns beyond the contract's three: the description (ignored on import) and the change set on every row. */
const table: Rows = new Map([
  [
    "1011,1021,1031",
    new Map([
      [100, "39"],
      [2000, "1234.5"],
    ]),
  ],
  ["1012,1022,1032", new Map([[100, "41.1"]])],
  ["1041", new Map([[100, "15"]])],
]);
const describePl = describer(businessCardAttributes, "pl");

describe("the export's description and changeSet columns", () => {
  it("writes the combination in words and the version on every row", () => {
    const lines = toCsv(table, "10.40", describePl).split("\r\n");
    expect(lines.slice(0, 5)).toEqual([
      "combination,copy,net,description,changeSet",
      '"1011,1021,1031",100,39.00,85 × 55 mm / Kreda błysk 350 g / 4+0 (jednostronnie),#10.40',
      '"1011,1021,1031",2000,1234.50,85 × 55 mm / Kreda błysk 350 g / 4+0 (jednostronnie),#10.40',
      '"1012,1022,1032",100,41.10,90 × 50 mm / Kreda mat 350 g / 4+4 (dwustronnie),#10.40',
      "1041,100,15.00,Lakier UV wybiórczy: Tak,#10.40",
    ]);
    // No cell of any row is left empty (the old export's `changeSet:…` column was).
    expect(toTable(table, "10.40", describePl).every((r) => r.every((c) => c !== ""))).toBe(true);
  });

  it("export → import round trip with the description: the same cells, nothing to change, the version read back", () => {
    const back = parseCsv(toCsv(table, "10.40", describePl));
    expect(back.errors).toEqual([]);
    expect(back.base).toBe("10.40");
    expect(back.cells.map((c) => [c.combination, c.run, c.net])).toEqual([
      ["1011,1021,1031", 100, "39"],
      ["1011,1021,1031", 2000, "1234.5"],
      ["1012,1022,1032", 100, "41.1"],
      ["1041", 100, "15"],
    ]);
    expect(planImport(table, back.cells)).toMatchObject({
      added: 0,
      changed: 0,
      removed: 0,
      unchanged: 4,
      cells: [],
    });
  });

  it("the import ignores the description, even edited or in another column order of extras", () => {
    const edited = parseCsv(
      'combination,copy,net,changeSet,description\r\n"1011,1021,1031",100,40,#10.40,=anything the owner typed\r\n',
    );
    expect(edited.errors).toEqual([]);
    expect(edited.base).toBe("10.40");
    expect(edited.cells).toEqual([{ row: 2, combination: "1011,1021,1031", run: 100, net: "40" }]);
  });

  it("still accepts the contract's three columns alone (no description, no version)", () => {
    const plain = parseCsv('combination,copy,net\r\n"1011,1021,1031",100,39.00\r\n');
    expect(plain).toEqual({
      base: null,
      errors: [],
      cells: [{ row: 2, combination: "1011,1021,1031", run: 100, net: "39" }],
    });
  });

  it("a row added by hand without a version is read; a bad or a second version is that row's error", () => {
    const parsed = readTable([
      ["combination", "copy", "net", "description", "changeSet"],
      ["1011,1021,1031", "100", "39", "x", "#10.40"],
      ["1011,1021,1031", "250", "38", "", ""],
      ["1011,1021,1031", "500", "37", "", "10.4"],
      ["1011,1021,1031", "1000", "36", "", "#10.39"],
    ]);
    expect(parsed.base).toBe("10.40");
    expect(parsed.cells.map((c) => c.run)).toEqual([100, 250]);
    expect(parsed.errors).toEqual([
      { row: 4, code: "prices.file.change_set", params: { value: "10.4" } },
      {
        row: 5,
        code: "prices.file.change_set_mixed",
        params: { value: "#10.39", first: "#10.40" },
      },
    ]);
  });

  it("the dry run's list names the cells it would change, bounded by `list`", () => {
    const plan = planImport(
      table,
      [
        { row: 2, combination: "1011,1021,1031", run: 100, net: "40" },
        { row: 3, combination: "1011,1021,1031", run: 2000, net: "1234.5" },
        { row: 4, combination: "1012,1022,1032", run: 250, net: "42" },
        { row: 5, combination: "1041", run: 100, net: "16" },
      ],
      { list: 2, removeMissing: true },
    );
    expect(plan).toMatchObject({ added: 1, changed: 2, removed: 1, unchanged: 1 });
    expect(plan.cells).toEqual([
      { combination: "1011,1021,1031", run: 100, before: "39", after: "40" },
      { combination: "1012,1022,1032", run: 250, before: null, after: "42" },
    ]);
  });
});
