import { describe, expect, it } from "vitest";
import type { Rows } from "./chunking";
import { parseCsv, toCsv } from "./file";
import { diffTables, planImport } from "./diff";

const rows = (entries: [string, [number, string][]][]): Rows =>
  new Map(entries.map(([k, v]) => [k, new Map(v)]));

describe("price-table files", () => {
  it("reads a comma CSV with quoted combinations and the header's change-set stamp of earlier exports", () => {
    const parsed = parseCsv(
      'combination,copy,net,changeSet:10.4\r\n"1021,1011",100,39.00\r\n"1011,1021",250,"1,234.50"\r\n',
    );
    expect(parsed).toEqual({
      base: "10.4",
      errors: [],
      cells: [
        { row: 2, combination: "1011,1021", run: 100, net: "39" },
        { row: 3, combination: "1011,1021", run: 250, net: "1234.5" },
      ],
    });
  });

  it("reads a semicolon CSV with decimal commas (as Excel writes it in pl/de)", () => {
    const parsed = parseCsv("combination;copy;net\n1011,1021;100;1 234,56\n1041;100;15\n");
    expect(parsed.cells.map((c) => [c.combination, c.run, c.net])).toEqual([
      ["1011,1021", 100, "1234.56"],
      ["1041", 100, "15"],
    ]);
  });

  it("reports each bad row with its number and keeps the good ones", () => {
    const parsed = parseCsv(
      'combination,copy,net\n"1011,1021",100,-1\n"1011,x",100,1\n"1011,1021",0,1\n"1011,1021",250,abc\n"1011,1021",500,1.0055\n"1011,1021",100,2\n"1021,1011",100,3\n',
    );
    expect(parsed.errors.map((e) => [e.row, e.code])).toEqual([
      [2, "prices.number.negative"],
      [3, "prices.file.combination"],
      [4, "prices.file.copy"],
      [5, "prices.number.not_a_number"],
      [6, "prices.number.too_many_decimals"],
      [8, "prices.file.duplicate"],
    ]);
    expect(parsed.cells).toHaveLength(1);
  });

  it("reads a `;` file whose cells are quoted, CR LF or not, and reports a quote never closed", () => {
    const parsed = parseCsv('combination;copy;net\r\n"1011,1021";"100";"39,50"\n"1041;100;15\n');
    expect(parsed.cells.map((c) => [c.combination, c.run, c.net])).toEqual([
      ["1011,1021", 100, "39.5"],
    ]);
    expect(parsed.errors).toContainEqual({ row: 3, code: "prices.file.quotes" });
  });

  it("refuses a file without the header", () => {
    expect(parseCsv("a,b,c\n1,2,3").errors).toEqual([{ row: 1, code: "prices.file.header" }]);
  });

  it("exports what it imports", () => {
    const table = rows([
      [
        "1011,1021",
        [
          [100, "39"],
          [250, "1234.5"],
        ],
      ],
      ["1041", [[100, "15"]]],
    ]);
    const csv = toCsv(table, "10.7");
    expect(csv.split("\r\n").slice(0, 2)).toEqual([
      "combination,copy,net,changeSet",
      '"1011,1021",100,39.00,#10.7',
    ]);
    const back = parseCsv(csv);
    expect(back.base).toBe("10.7");
    expect(planImport(table, back.cells)).toMatchObject({
      added: 0,
      changed: 0,
      removed: 0,
      unchanged: 3,
      errors: [],
    });
  });
});

describe("import plan", () => {
  const current = rows([
    [
      "1,2",
      [
        [100, "10"],
        [200, "20"],
      ],
    ],
    ["3", [[100, "5"]]],
  ]);
  const cell = (row: number, combination: string, run: number, net: string) => ({
    row,
    combination,
    run,
    net,
  });

  it("counts added, changed, unchanged and (with removeMissing) removed cells", () => {
    const plan = planImport(
      current,
      [cell(2, "1,2", 100, "11"), cell(3, "1,2", 200, "20"), cell(4, "1,2", 300, "30")],
      { removeMissing: true },
    );
    expect(plan).toMatchObject({ added: 1, changed: 1, unchanged: 1, removed: 1, errors: [] });
    expect(plan.next).toEqual(
      rows([
        [
          "1,2",
          [
            [100, "11"],
            [200, "20"],
            [300, "30"],
          ],
        ],
      ]),
    );
    expect(diffTables(current, plan.next)).toHaveLength(3);
  });

  it("refuses the cells someone changed after the file was exported, and only those", () => {
    const base = rows([
      [
        "1,2",
        [
          [100, "9"],
          [200, "20"],
        ],
      ],
      ["3", [[100, "5"]]],
    ]);
    const plan = planImport(current, [cell(2, "1,2", 100, "12"), cell(3, "1,2", 200, "21")], {
      base,
    });
    expect(plan.errors).toEqual([
      {
        row: 2,
        code: "prices.import.changed_since",
        params: { combination: "1,2", copy: 100, current: "10" },
      },
    ]);
    expect(plan.changed).toBe(1);
  });
});
