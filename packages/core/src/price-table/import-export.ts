import writeXlsxFile from "write-excel-file/node";
import { readSheet } from "read-excel-file/node";
import { AppError } from "../error";
import { fn } from "../fn";
import { db } from "../dynamo/db";
import type { Locale } from "../i18n/locale";
import { parseCsv, readTable, toCsv, toTable, type ParsedFile } from "./file";
import { planImport } from "./diff";
import { ExportInput, ImportInput } from "./schema";
import { combinationChecker, tableDefinition } from "./definition";
import { publish, readHead, readRows, type Actor } from "./store";
import { afterPublish } from "./signal";
import { translator } from "../i18n/translate";
import { pricesMessages } from "./messages";
import { describer } from "./describe";
import { toFixed2 } from "./number";

const translate = translator(pricesMessages);

/**
 * A file's row errors, each with its message in the caller's language; a combination named in a
 * message is said in words (the owner does not read "1011,1021,1031").
 */
const translateErrors = (
  errors: { row: number; code: string; params?: Record<string, string | number> }[],
  locale: Locale,
  describe: (combination: string) => string,
) =>
  errors.map((e) => {
    const params =
      e.params && typeof e.params.combination === "string"
        ? { ...e.params, combination: describe(e.params.combination) }
        : e.params;
    return { row: e.row, code: e.code, message: translate(e.code, locale, params) };
  });

/**
 * Export and import of a product's table (admin-api.md "Price-table files"), CSV or XLSX. Exports
 * carry the combination in words (`description`, which the import ignores) and the change set
 * they were made from (`changeSet`, on every row); an import of such a file refuses the cells
 * someone changed since, instead of overwriting them silently.
 */

/** The whole table as a file: `{ fileName, contentType, content }` (content base64 for XLSX), described in the admin's language. */
export const exportTable = fn(ExportInput, async ({ productId, format }, locale: Locale = "pl") => {
  const def = await tableDefinition(productId);
  const describe = describer(def.attributes, locale);
  const head = await readHead(productId);
  const rows = await readRows(head);
  const base = head.changeSetId || null;
  const name = `prices-${productId}${base ? `-${base}` : ""}`;
  if (format === "csv")
    return {
      fileName: `${name}.csv`,
      contentType: "text/csv; charset=utf-8",
      // A byte-order mark first: Excel then reads the descriptions' Polish and German letters as UTF-8.
      content: `\uFEFF${toCsv(rows, base, describe)}`,
      changeSetId: base,
    };
  const table = toTable(rows, base, describe);
  const data = table.map((r, i) =>
    i === 0
      ? r.map((value) => ({ value, fontWeight: "bold" as const }))
      : [
          { value: r[0]! },
          { value: Number(r[1]), type: Number },
          { value: Number(r[2]), type: Number, format: "0.00" },
          ...r.slice(3).map((value) => ({ value, type: String })),
        ],
  );
  const buffer = await writeXlsxFile(data as never, { sheet: "prices" }).toBuffer();
  return {
    fileName: `${name}.xlsx`,
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    content: buffer.toString("base64"),
    changeSetId: base,
  };
});

/** How many of the cells an import changes its report lists (the rest is counted in `more`). */
export const IMPORT_LIST = 50;

/** A number cell of a sheet as written in the file, float artefacts of spreadsheets ("12.340000000001") mended. */
const sheetNumber = (s: string) => {
  const m = /^(\d+)\.(\d{1,2})(\d*)$/.exec(s);
  if (!m || !m[3]) return s;
  if (/^0{6}\d*$/.test(m[3])) return `${m[1]}.${m[2]}`;
  if (/^9{6}\d*$/.test(m[3])) return (Math.round(Number(s) * 100) / 100).toFixed(2); // x.xx999999…: the next cent, exactly representable after toFixed
  return s;
};

async function readXlsx(base64: string): Promise<ParsedFile> {
  try {
    const sheet = await readSheet(Buffer.from(base64, "base64"), { parseNumber: sheetNumber });
    return readTable(
      sheet.map((row) =>
        row.map((cell) => (cell === null || cell === undefined ? "" : String(cell))),
      ),
    );
  } catch (cause) {
    throw new AppError("input", "prices.import.invalid_file", { cause });
  }
}

/**
 * Reads the file, compares it with the current table and (unless `dryRun`, and only without
 * errors) publishes the result as one change set.
 */
export const importTable = fn(ImportInput, async (input, actor: Actor, locale: Locale = "pl") => {
  const def = await tableDefinition(input.productId);
  const describe = describer(def.attributes, locale);
  const file = input.format === "csv" ? parseCsv(input.content) : await readXlsx(input.content);
  const valid = combinationChecker(def);
  const errors = [...file.errors];
  const cells = file.cells.filter((c) => {
    if (valid(c.combination)) return true;
    errors.push({
      row: c.row,
      code: "prices.combination_unknown",
      params: { value: c.combination },
    });
    return false;
  });
  const head = await readHead(input.productId);
  if (input.version !== undefined && input.version !== head.version)
    throw new AppError("conflict", "conflict.stale");
  const current = await readRows(head);
  let base = null;
  if (file.base && file.base !== head.changeSetId) {
    const [productId, seq] = file.base.split(".").map(Number);
    const cs =
      productId === input.productId && Number.isInteger(seq)
        ? (await db().entities.priceChangeSet.get({ productId, seq: seq! }).go()).data
        : null;
    if (!cs) errors.push({ row: 1, code: "prices.change_set_not_found" });
    else base = await readRows({ productId: input.productId, chunks: cs.chunks });
  }
  const plan = planImport(current, cells, {
    base,
    removeMissing: input.removeMissing,
    list: IMPORT_LIST,
  });
  errors.push(...plan.errors);
  errors.sort((a, b) => a.row - b.row);
  const report = {
    added: plan.added,
    changed: plan.changed,
    removed: plan.removed,
    unchanged: plan.unchanged,
    errors: translateErrors(errors, locale, describe),
    /** Which cells it would change (or changed): the first IMPORT_LIST, then `more` how many else. */
    cells: plan.cells.map((c) => ({
      combination: c.combination,
      description: describe(c.combination),
      copy: c.run,
      before: c.before && toFixed2(c.before),
      after: c.after && toFixed2(c.after),
    })),
    more: plan.added + plan.changed + plan.removed - plan.cells.length,
    version: head.version,
  };
  if (input.dryRun || errors.length > 0 || plan.added + plan.changed + plan.removed === 0)
    return { ...report, changeSetId: null };
  const runs = new Set(cells.map((c) => c.run));
  const out = await publish({
    productId: input.productId,
    kind: "import",
    actor,
    version: head.version,
    touches: "all",
    apply: (draft) => {
      draft.rows.clear();
      for (const [k, v] of plan.next) draft.rows.set(k, v);
      draft.runs = [...new Set([...draft.runs, ...runs])];
      return plan.added + plan.changed + plan.removed;
    },
    audit: {
      added: plan.added,
      changed: plan.changed,
      removed: plan.removed,
      format: input.format,
    },
  });
  afterPublish(input.productId);
  return { ...report, version: out.version, changeSetId: out.changeSetId };
});
