import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { defuse, detectSeparator, readCsv, writeCsv } from "./index";

/** Cells made of the characters that matter to CSV (fast-check's default is printable ASCII). */
const tricky = (chars: string[]) => fc.string({ unit: fc.constantFrom(...chars), maxLength: 10 });
const CHARS = ["a", "1", ",", ";", "\t", '"', "\n", " ", "'", "="];

describe("writeCsv defuses formula injection", () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ["+48 600 000 000", `"'+48 600 000 000"`],
    ["-1+2", `"'-1+2"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["\t=1", `"'\t=1"`],
    ["\r=1", `"'\r=1"`],
  ])("a cell starting %j is written as text", (cell, written) => {
    expect(writeCsv([[cell]])).toBe(`${written}\r\n`);
  });

  it("leaves plain numbers, negative or with a decimal comma, as they are", () => {
    expect(writeCsv([["-12.50", "-3", "-1,5", 7, "a=b"]])).toBe('-12.50,-3,"-1,5",7,a=b\r\n');
  });

  it("defuses the header row and every row after it", () => {
    const lines = writeCsv([["=name"], ["ok"], ["@x"]]).split("\r\n");
    expect(lines).toEqual([`"'=name"`, "ok", `"'@x"`, ""]);
  });

  it("defuse() agrees with what the writer writes", () => {
    fc.assert(
      fc.property(tricky([...CHARS, "\r", "+", "-", "@"]), (cell) => {
        const [[back]] = readCsv(writeCsv([[cell]]), ",").rows as [[string]];
        // The reader makes every line break LF (readCsv), the one change a round trip makes.
        expect(back).toBe(defuse(cell).replace(/\r\n?/g, "\n"));
      }),
    );
  });
});

describe("writeCsv quoting", () => {
  it("quotes a cell holding any separator, a quote or a line break, and ends with CR LF", () => {
    expect(writeCsv([["1011,1021", "a;b", "t\tu", 'say "x"', "two\nlines", "plain"]])).toBe(
      '"1011,1021","a;b","t\tu","say ""x""","two\nlines",plain\r\n',
    );
  });

  it("writes a byte-order mark when asked (Excel then reads UTF-8)", () => {
    expect(writeCsv([["zł"]], { bom: true })).toBe("\uFEFFzł\r\n");
  });

  it("writes tab-separated text with LF for the clipboard", () => {
    expect(writeCsv([["1", "2,5"], ["3"]], { separator: "\t", newline: "\n" })).toBe("1\t2,5\n3\n");
    expect(writeCsv([["a\tb", "=1"]], { separator: "\t", newline: "\n" })).toBe('"a\tb"\t"\'=1"\n');
  });
});

describe("readCsv", () => {
  it("detects `;` and tab from the first line, else `,`", () => {
    expect(detectSeparator("combination;copy;net\n1,2;3;4,5")).toBe(";");
    expect(detectSeparator("a\tb\nc,d")).toBe("\t");
    expect(detectSeparator('combination,copy,net\r\n"1;2",3,4')).toBe(",");
  });

  it("reads a `;` file with decimal commas, as Excel writes it in pl and de", () => {
    expect(readCsv("combination;copy;net\r\n1011,1021;100;1 234,56\r\n").rows).toEqual([
      ["combination", "copy", "net"],
      ["1011,1021", "100", "1 234,56"],
    ]);
  });

  it("drops a byte-order mark and the final line break, keeps blank rows inside", () => {
    expect(readCsv("\uFEFFa,b\n\nc,d\n").rows).toEqual([["a", "b"], [""], ["c", "d"]]);
    expect(readCsv("").rows).toEqual([]);
  });

  it("reports a quote that is never closed, with its row", () => {
    expect(readCsv('a,b\n"open,c\n').unclosedQuotes).toEqual([2]);
    expect(readCsv('a,"b"\n').unclosedQuotes).toEqual([]);
  });

  it("reads CR LF, LF and CR line breaks, mixed in one text; a CR LF inside a cell as LF", () => {
    expect(readCsv('a,b\r\nc,d\ne,f\rg,h\r\n"i\r\nj",k').rows).toEqual([
      ["a", "b"],
      ["c", "d"],
      ["e", "f"],
      ["g", "h"],
      ["i\nj", "k"],
    ]);
  });

  it("round-trips quotes, separators and line breaks inside cells, in each separator", () => {
    const cell = tricky(CHARS).filter((s) => defuse(s) === s);
    const table = fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), {
      minLength: 1,
      maxLength: 5,
    });
    for (const separator of [",", ";", "\t"] as const)
      fc.assert(
        fc.property(table, (rows) => {
          expect(readCsv(writeCsv(rows, { separator }), separator).rows).toEqual(rows);
        }),
      );
  });
});
