import { createHash } from "node:crypto";

/**
 * What the local Przelewy24 server checks of a request, written apart from the adapter (its own
 * signing code, its own field lists from the documentation), so that the tests compare two
 * readings of the protocol rather than one with itself.
 */
export const sha384 = (fields: Record<string, string | number>) =>
  createHash("sha384").update(JSON.stringify(fields)).digest("hex");

export type Check = { ok: true } | { ok: false; error: string };

type Rule = "int" | "posInt" | `str:${number}` | `str?:${number}` | "int?" | "bool?";

/** Checks a body against a field list; the first failure is the provider's `error`. */
export function fields(body: unknown, rules: Record<string, Rule>): Check {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return { ok: false, error: "Invalid input data" };
  const b = body as Record<string, unknown>;
  for (const [name, rule] of Object.entries(rules)) {
    const v = b[name];
    const optional = rule.includes("?");
    if (v === undefined || v === null) {
      if (optional) continue;
      return { ok: false, error: `Missing parameter: ${name}` };
    }
    if (rule.startsWith("str")) {
      const max = Number(rule.split(":")[1]);
      if (typeof v !== "string" || v.length > max || (!optional && v.length === 0))
        return { ok: false, error: `Invalid parameter: ${name}` };
    } else if (rule.startsWith("bool")) {
      if (typeof v !== "boolean") return { ok: false, error: `Invalid parameter: ${name}` };
    } else if (!Number.isSafeInteger(v) || (rule === "posInt" && (v as number) <= 0)) {
      return { ok: false, error: `Invalid parameter: ${name}` };
    }
  }
  return { ok: true };
}

export const REGISTER_FIELDS = {
  merchantId: "int",
  posId: "int",
  sessionId: "str:100",
  amount: "posInt",
  currency: "str:3",
  description: "str:1024",
  email: "str:50",
  client: "str?:40",
  country: "str:2",
  language: "str:2",
  urlReturn: "str:250",
  urlStatus: "str?:250",
  timeLimit: "int?",
  channel: "int?",
  method: "int?",
  waitForResult: "bool?",
  regulationAccept: "bool?",
  encoding: "str?:15",
  sign: "str:100",
} as const satisfies Record<string, Rule>;

export const VERIFY_FIELDS = {
  merchantId: "int",
  posId: "int",
  sessionId: "str:100",
  amount: "posInt",
  currency: "str:3",
  orderId: "int",
  sign: "str:100",
} as const satisfies Record<string, Rule>;

export const REFUND_FIELDS = {
  requestId: "str:45",
  refundsUuid: "str:35",
  urlStatus: "str?:250",
} as const satisfies Record<string, Rule>;

export const REFUND_ITEM_FIELDS = {
  orderId: "int",
  sessionId: "str:100",
  amount: "posInt",
  description: "str:255",
} as const satisfies Record<string, Rule>;

export const CURRENCIES = ["PLN", "EUR", "GBP", "CZK"];
export const LANGUAGES = "bg cs de en es fr hr hu it nl pl pt se sk ro".split(" ");
