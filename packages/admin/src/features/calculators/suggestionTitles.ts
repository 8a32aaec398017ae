import type { Suggestion } from "@printshop/core/workbench/index";

/** The readable name of an equation suggestion, with its code as secondary text. */
export interface Named {
  title: string;
  code: string;
}

/**
 * What the equation's suggestions and its "did you mean" say: an option's shortcode by the
 * option's title in the admin's language (admin-defined, `optionTitles`), a function (the fixed
 * set core's parser knows) by the calculators' catalogue (`functionTitle`); the code stays beside
 * it. A shortcode no option has (a typo's neighbour from an older draft) keeps its code as title.
 */
export function nameOf(
  s: Pick<Suggestion, "label" | "kind">,
  optionTitles: ReadonlyMap<string, string>,
  functionTitle: (name: string) => string,
): Named {
  if (s.kind === "function") return { title: functionTitle(s.label.slice(0, -2)), code: s.label };
  return { title: optionTitles.get(s.label) || s.label, code: s.label };
}

/** "Print sides (sides)" for the "did you mean" line; the code alone when no title is known. */
export const named = (n: Named) => (n.title === n.code ? n.code : `${n.title} (${n.code})`);

type Title = Partial<Record<string, string>> | null | undefined;
interface DraftOption {
  id: number;
  shortcode: string;
  title: Title;
  type: "select" | "input";
  values?: { id: number; title: Title }[];
}

/**
 * A selection the equation fails for (option id → value id or number) in words: "Format (fmt):
 * A4; Pages (pages): 12", options in the draft's order, never the ids.
 */
export function describeSelection(
  selection: Record<number, number>,
  options: readonly DraftOption[],
  pickTitle: (t: Title) => string,
): string {
  return options
    .filter((o) => selection[o.id] !== undefined)
    .map((o) => {
      const chosen = selection[o.id]!;
      const value =
        o.type === "select"
          ? pickTitle(o.values?.find((v) => v.id === chosen)?.title) || String(chosen)
          : String(chosen);
      return `${named({ title: pickTitle(o.title) || o.shortcode, code: o.shortcode })}: ${value}`;
    })
    .join("; ");
}
