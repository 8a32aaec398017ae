import { AppError } from "../error";
import { BANK_LIMITS } from "./schema";

/** One line of a statement as read, before matching (amounts exact, in minor units). */
export interface Transfer {
  row: number;
  date: string | null;
  /** Minor units (grosze); negative for money going out; null when it does not read. */
  minor: number | null;
  currency: string;
  title: string;
  counterparty: string;
}

/** Text fields are kept to this many characters (a transfer title is at most 140 in Elixir). */
export const FIELD_CHARS = 300;

/** Every line at most BANK_LIMITS.lineChars long, before any pattern runs on it. */
export function boundedLines(text: string): string[] {
  const lines = text.split(/\r\n|\n|\r/);
  lines.forEach((line, i) => {
    if (line.length > BANK_LIMITS.lineChars)
      throw new AppError("input", "bank.line_too_long", {
        params: { line: i + 1, max: BANK_LIMITS.lineChars },
      });
  });
  return lines;
}

export function tooManyRows(): AppError {
  return new AppError("input", "bank.too_many_rows", { params: { max: BANK_LIMITS.rows } });
}

const AMOUNT = /^([+-]?)(\d{1,12})(?:[.,](\d{1,2}))?$/;

/**
 * An amount as banks write it: `1 234,56`, `1.234,56`, `-12.30`, `+147,60`, `1234`. Spaces
 * (also non-breaking) and a thousands separator of the other kind are dropped; the decimal
 * separator is the last `,` or `.` followed by one or two digits. Exact: integer minor units.
 */
export function parseAmount(raw: string): number | null {
  let s = raw.slice(0, 40).replace(/[\s']/g, "");
  const sep = Math.max(s.lastIndexOf(","), s.lastIndexOf("."));
  if (sep >= 0 && s.length - sep - 1 === 3 && /^[+-]?\d{1,3}(?:[.,]\d{3})+$/.test(s)) {
    s = s.replace(/[.,]/g, ""); // 1.234 or 1,234,567: thousands only
  } else if (sep >= 0) {
    const whole = s.slice(0, sep);
    // Separators left of the decimal one group thousands, three digits each, or it is no amount.
    if (!/^[+-]?(?:\d+|\d{1,3}(?:[.,]\d{3})+)$/.test(whole)) return null;
    s = whole.replace(/[.,]/g, "") + "." + s.slice(sep + 1);
  }
  const m = AMOUNT.exec(s);
  if (!m) return null;
  const minor = Number(m[2]) * 100 + Number((m[3] ?? "0").padEnd(2, "0"));
  return m[1] === "-" ? -minor : minor;
}

/** `2026-11-27`, `27.11.2026`, `27-11-2026`, `27/11/2026`, `2026.11.27`, `20261127` → ISO day. */
export function parseDate(raw: string): string | null {
  const s = raw.trim().slice(0, 30);
  let m = /^(\d{4})[-./]?(\d{2})[-./]?(\d{2})(?:[ T].*)?$/.exec(s);
  let [y, mo, d] = m ? [m[1]!, m[2]!, m[3]!] : ["", "", ""];
  if (!m) {
    m = /^(\d{2})[-./](\d{2})[-./](\d{4})(?: .*)?$/.exec(s);
    if (!m) return null;
    [d, mo, y] = [m[1]!, m[2]!, m[3]!];
  }
  const iso = `${y}-${mo}-${d}`;
  const t = Date.parse(`${iso}T00:00:00Z`);
  return Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== iso ? null : iso;
}

export const clip = (s: string) => s.replace(/\s+/g, " ").trim().slice(0, FIELD_CHARS);

/** Minor units as an exact decimal string. */
export const decimal = (minor: number) =>
  `${minor < 0 ? "-" : ""}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, "0")}`;
