/** The server's translated message for a failed call, or a translated network/unknown text. */
export function messageOf(error: unknown, t: TFunction): string {
  if (error && typeof error === "object") {
    const e = error as { message?: unknown; data?: { code?: unknown } | null; shape?: unknown };
    const hasServerShape = e.data && typeof e.data === "object" && typeof e.data.code === "string";
    if (hasServerShape && typeof e.message === "string" && e.message) return e.message;
    if (typeof e.message === "string" && /fetch|network|Failed to/i.test(e.message))
      return t("ui:error.network");
  }
  return t("ui:error.unknown");
}

/** Field errors `{ field, message }` carried by a failed call, keyed by field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const fields =
    (error as { data?: { fields?: { field: string; message: string }[] } } | null)?.data?.fields ??
    [];
  for (const f of fields) out[f.field] ??= f.message;
  return out;
}
import type { TFunction } from "./i18n";
