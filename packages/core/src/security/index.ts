import { randomUUID } from "node:crypto";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import { now } from "../session/clock";
import { AccessListInput, type Detail, type SecurityEvent, type SecurityKind } from "./schema";

export { AccessListInput, SecurityEvent, SecurityKind, securityKinds, type Detail } from "./schema";

/**
 * The security log: one structured line on stdout per event (what CloudWatch or a terminal
 * keeps) and one item in the table for the admin's Access log, kept 90 days. Recording never
 * fails the request it describes: a failed write is logged and the request goes on.
 */
export const KEEP_DAYS = 90;
/** The Access log without `from`: this many days back. */
export const DEFAULT_RANGE_DAYS = 7;
/** At most this many events are read for one list (newest first); `total` counts what was read. */
export const WINDOW = 2000;

export interface SecurityEventInput {
  kind: SecurityKind;
  /** The caller's address ("unknown" when the host gave none). */
  address: string;
  email?: string | null;
  userId?: string | null;
  /** A few short values (an error code, a method and path, an origin, a stage). */
  detail?: Record<string, string | number | boolean | null | undefined>;
}

/** Details that are never kept whatever a caller passes, in case one ever passes a secret. */
const SECRET_KEY = /pass|token|secret|cookie|code$|otp|captcha|recovery/i;
const ALLOWED_CODE_KEYS = new Set(["code", "errorCode"]);

function cleanDetail(detail: SecurityEventInput["detail"]): Detail {
  const out: Detail = {};
  for (const [key, value] of Object.entries(detail ?? {}).slice(0, 12)) {
    if (value === null || value === undefined) continue;
    if (SECRET_KEY.test(key) && !ALLOWED_CODE_KEYS.has(key)) continue;
    let v = typeof value === "string" ? value.slice(0, 200) : value;
    // A path's query string may carry anything (a token a client put there): only the path is kept.
    if (key === "path" && typeof v === "string") v = v.split("?")[0]!;
    out[key.slice(0, 40)] = v;
  }
  return out;
}

/**
 * The kinds a flood produces (one per refused request): at most FLOOD_PER_MINUTE of each per
 * address and minute are recorded by a process, so a flood does not turn into as many writes and
 * lines; the first one recorded in the next minute says how many were left out (`suppressed`).
 */
export const FLOOD_PER_MINUTE = 30;
const FLOOD_KINDS: ReadonlySet<SecurityKind> = new Set<SecurityKind>([
  "sign_in.throttled",
  "sign_in.captcha_required",
  "second_factor.throttled",
  "password.reset_throttled",
  "http.unauthorized",
  "http.forbidden",
  "origin.refused",
  "payment.notification_refused",
]);
const recent = new Map<string, { minute: number; count: number; suppressed: number }>();

/** Whether a flood kind's event is recorded now, and how many of its kind were left out before. */
function admit(kind: SecurityKind, address: string): { ok: boolean; suppressed: number } {
  if (!FLOOD_KINDS.has(kind)) return { ok: true, suppressed: 0 };
  const key = `${kind}\u0000${address}`;
  const minute = Math.floor(now() / 60_000);
  const entry = recent.get(key);
  if (!entry || entry.minute !== minute) {
    if (recent.size > 10_000) recent.clear();
    recent.set(key, { minute, count: 1, suppressed: 0 });
    return { ok: true, suppressed: entry?.suppressed ?? 0 };
  }
  if (entry.count >= FLOOD_PER_MINUTE) {
    entry.suppressed++;
    return { ok: false, suppressed: 0 };
  }
  entry.count++;
  return { ok: true, suppressed: 0 };
}

/** Where the line goes: stdout, except under vitest unless a test listens (`useSink`). */
let sink: ((line: string) => void) | null = process.env.VITEST ? null : (l) => console.log(l);

/** Tests only: receive the log lines (or stop receiving them with no argument). */
export function useSink(next?: (line: string) => void): void {
  sink = next ?? (process.env.VITEST ? null : (l) => console.log(l));
}

/**
 * Records a security event: the stdout line, then the Access log's item (awaited, so the Access
 * log lists it at once). Never throws. The HTTP pipeline calls it for 401, 403 and refused
 * Origins; core calls it from sign-in, the second factor, password resets and session ends.
 */
export async function recordSecurityEvent(input: SecurityEventInput): Promise<void> {
  const address = (input.address || "unknown").slice(0, 64).toLowerCase();
  const { ok, suppressed } = admit(input.kind, address);
  if (!ok) return;
  const at = new Date(now()).toISOString();
  const email = input.email ? input.email.trim().toLowerCase().slice(0, 254) : null;
  const userId = input.userId ? input.userId.slice(0, 100) : null;
  const detail = cleanDetail({ ...input.detail, ...(suppressed ? { suppressed } : {}) });
  sink?.(JSON.stringify({ log: "security", at, kind: input.kind, address, email, userId, detail }));
  try {
    await db()
      .entities.securityEvent.create({
        eventId: randomUUID(),
        day: at.slice(0, 10),
        at,
        kind: input.kind,
        account: email ?? userId ?? "",
        ...(email ? { email } : {}),
        ...(userId ? { userId } : {}),
        address,
        detail: JSON.stringify(detail),
        expiresAt: Math.floor(now() / 1000) + KEEP_DAYS * 86_400,
      })
      .go({ response: "none" });
  } catch (error) {
    console.error(
      `[security] event ${input.kind} not stored: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

type Entity = ReturnType<typeof db>["entities"]["securityEvent"];
type Item = Awaited<ReturnType<ReturnType<Entity["query"]["byDay"]>["go"]>>["data"][number];

const toEvent = (i: Item): SecurityEvent => ({
  id: i.eventId,
  at: i.at,
  kind: i.kind as SecurityKind,
  email: i.email ?? null,
  userId: i.userId ?? null,
  address: i.address,
  detail: JSON.parse(i.detail ?? "{}") as Detail,
});

function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const d = new Date(`${to.slice(0, 10)}T00:00:00Z`);
  const first = from.slice(0, 10);
  while (d.toISOString().slice(0, 10) >= first && days.length <= KEEP_DAYS + 1) {
    days.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() - 1);
  }
  return days;
}

/** An account filter that is a user id reads the events under the user's e-mail (how events name an account they know). */
async function accountKey(account: string): Promise<string> {
  if (account.includes("@")) return account;
  const { data } = await db().entities.user.get({ userId: account }).go();
  return data?.email ?? account;
}

/**
 * The Access log, newest first (or oldest with `sort.dir: "asc"`): an account's events are one
 * Query on gsi1, an address's one on gsi2, else one Query per day of the range; then the other
 * filters, `search` (a part of the e-mail, address or kind), and the page. At most WINDOW events
 * are read.
 */
export const list = fn(AccessListInput, async (input) => {
  const f = input.filters ?? {};
  const to = f.to ? new Date(f.to).toISOString() : new Date(now()).toISOString();
  const from = f.from
    ? new Date(f.from).toISOString()
    : new Date(Date.parse(to) - DEFAULT_RANGE_DAYS * 86_400_000).toISOString();
  if (from > to)
    throw new AppError("input", "audit.range_invalid", {
      fields: [{ field: "from", code: "audit.range_invalid" }],
    });
  const e = db().entities.securityEvent;
  const range = { at: from.toLowerCase() };
  const until = { at: `${to.toLowerCase()}~` };
  const options = { order: "desc" as const, limit: WINDOW };
  let items: Item[];
  if (f.account) {
    const account = await accountKey(f.account);
    items = (await e.query.byAccount({ account }).between(range, until).go(options)).data;
  } else if (f.address) {
    items = (await e.query.byAddress({ address: f.address }).between(range, until).go(options))
      .data;
  } else {
    items = [];
    for (const day of daysBetween(from, to)) {
      if (items.length >= WINDOW) break;
      const left = WINDOW - items.length;
      const { data } = await e.query
        .byDay({ day })
        .between(range, until)
        .go({ ...options, limit: left });
      items.push(...data);
    }
  }
  const needle = input.search?.toLowerCase();
  const kept = items
    .filter((i) => i.at >= from && i.at <= to)
    .filter((i) => !f.kind || i.kind === f.kind)
    .filter((i) => !f.address || i.address === f.address)
    .filter((i) => !needle || `${i.email ?? ""} ${i.address} ${i.kind}`.includes(needle))
    .sort((a, b) =>
      a.at === b.at ? b.eventId.localeCompare(a.eventId) : b.at.localeCompare(a.at),
    );
  if (input.sort.dir === "asc") kept.reverse();
  const start = (input.page - 1) * input.pageSize;
  return { items: kept.slice(start, start + input.pageSize).map(toEvent), total: kept.length };
});
