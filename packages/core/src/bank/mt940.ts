import { AppError } from "../error";
import { BANK_LIMITS } from "./schema";
import { boundedLines, clip, parseAmount, tooManyRows, type Transfer } from "./transfer";

/**
 * An MT940 statement (SWIFT; the Polish banks' variant: docs/bank-statements.md): a field starts
 * a line with `:tag:` and runs until the next field; `:60F:` (opening balance) gives the account's
 * currency, each `:61:` is one entry and the `:86:` after it its details. `:61:` reads
 * `YYMMDD[MMDD](C|D|RC|RD)[funds code]amount(decimal comma)…`; `:86:` is free text or, as Polish
 * banks write it, subfields `~20`…`~25` (title), `~32` `~33` (counterparty name) with `~`, `^`
 * or `<` before each subfield's number.
 */
const FIELD = /^:(\d{2}[A-Z]?):(.*)$/;
const ENTRY = /^(\d{2})(\d{2})(\d{2})(?:\d{4})?(RC|RD|C|D)[A-Z]?(\d{1,12},\d{0,2})/;
const BALANCE = /^[CD]\d{6}([A-Z]{3})/;
const SUBFIELD = /[~^<](\d{2})/g;

interface Field {
  tag: string;
  text: string;
}

function fieldsOf(text: string): Field[] {
  const out: Field[] = [];
  for (const line of boundedLines(text)) {
    const m = FIELD.exec(line);
    if (m) out.push({ tag: m[1]!, text: m[2]! });
    else if (out.length && line !== "-" && !line.startsWith("{") && !line.startsWith("-}"))
      out[out.length - 1]!.text += `\n${line}`;
  }
  return out;
}

/** `:86:`'s title and counterparty: subfields when it has them, else all of it is the title. */
function details(text: string): { title: string; counterparty: string } {
  const flat = text.replace(/\n/g, "");
  const marks = [...flat.matchAll(SUBFIELD)];
  if (marks.length < 2) return { title: clip(text), counterparty: "" };
  const parts = new Map<number, string>();
  marks.forEach((m, i) => {
    const end = i + 1 < marks.length ? marks[i + 1]!.index : flat.length;
    parts.set(Number(m[1]), flat.slice(m.index + 3, end));
  });
  const join = (from: number, to: number) =>
    [...parts]
      .filter(([k]) => k >= from && k <= to)
      .map(([, v]) => v)
      .join("");
  return { title: clip(join(20, 25)), counterparty: clip(join(32, 33)) };
}

export function parseMt940(text: string): Transfer[] {
  const fields = fieldsOf(text);
  if (!fields.some((f) => f.tag === "61") && !fields.some((f) => f.tag.startsWith("60")))
    throw new AppError("input", "bank.unreadable");
  let currency = "PLN";
  const out: Transfer[] = [];
  for (const f of fields) {
    if (f.tag === "60F" || f.tag === "60M") currency = BALANCE.exec(f.text)?.[1] ?? currency;
    if (f.tag === "61") {
      if (out.length >= BANK_LIMITS.rows) throw tooManyRows();
      const m = ENTRY.exec(f.text);
      const minor = m ? parseAmount(m[5]!.endsWith(",") ? `${m[5]}00` : m[5]!) : null;
      const outgoing = m?.[4] === "D" || m?.[4] === "RC";
      out.push({
        row: out.length + 1,
        date: m ? toIso(m[1]!, m[2]!, m[3]!) : null,
        minor: minor === null ? null : outgoing ? -minor : minor,
        currency,
        title: "",
        counterparty: "",
      });
    }
    if (f.tag === "86" && out.length) {
      const last = out[out.length - 1]!;
      if (!last.title) Object.assign(last, details(f.text));
    }
  }
  return out;
}

function toIso(yy: string, mm: string, dd: string): string | null {
  const iso = `20${yy}-${mm}-${dd}`;
  const t = Date.parse(`${iso}T00:00:00Z`);
  return Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== iso ? null : iso;
}
