import type { CalculatorDraft } from "../workbench/schema";

type Rich = Partial<Record<"pl" | "en" | "de", string>> | null | undefined;

/**
 * Info texts and the description are rich text: sanitised on save with the CMS's allow-list
 * (content/sanitize.ts, loaded only when a save needs it), so the shop renders only safe HTML.
 */
export async function sanitizeDraft(draft: CalculatorDraft): Promise<CalculatorDraft> {
  const { sanitize } = await import("../content/sanitize");
  const clean = (r: Rich): Rich => {
    if (!r) return r ?? null;
    const out: Partial<Record<"pl" | "en" | "de", string>> = {};
    for (const [k, v] of Object.entries(r) as ["pl" | "en" | "de", string][]) out[k] = sanitize(v);
    return out;
  };
  const withInfo = <T extends { info?: Rich }>(x: T): T =>
    x.info === undefined ? x : { ...x, info: clean(x.info) };
  return {
    ...draft,
    description: clean(draft.description),
    options: draft.options.map((o) =>
      o.type === "select" ? { ...withInfo(o), values: o.values.map(withInfo) } : withInfo(o),
    ),
  };
}
