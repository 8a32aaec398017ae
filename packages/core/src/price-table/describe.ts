import { pick, type Locale } from "../i18n/locale";
import { attributeRole, type Attribute } from "../pricing/table";

/**
 * A combination key ("1011,1021,1031", pricing.md §5) as the owner reads it: the values' titles
 * in the attributes' order, in the admin's language ("85 × 55 mm / Gloss art paper 350 gsm /
 * 4+0 (one side)"). A surcharge value alone names its attribute ("Spot UV varnish: Yes"), since
 * its own title is often only "Yes" or "No". An id the product does not know is shown as `#id`.
 * One describer for the change-all preview, the file export, the cell history, the import's
 * messages and its dry run's list. Browser-safe (no server imports).
 */
export function describer(
  attributes: readonly Pick<
    Attribute,
    "id" | "title" | "add_to_price" | "price_change" | "sort" | "values"
  >[],
  locale: Locale,
): (combination: string) => string {
  const ordered = [...attributes].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
  const value = new Map<number, { text: string; order: number; surcharge: string | null }>();
  ordered.forEach((a, order) => {
    const surcharge = attributeRole(a) === "surcharge" ? pick(a.title, locale) : null;
    for (const v of a.values) value.set(v.id, { text: pick(v.title, locale), order, surcharge });
  });
  const memo = new Map<string, string>();
  return (combination) => {
    let out = memo.get(combination);
    if (out !== undefined) return out;
    const parts = combination.split(",").map((id) => {
      const found = value.get(Number(id));
      return found ?? { text: `#${id}`, order: Number.MAX_SAFE_INTEGER, surcharge: null };
    });
    parts.sort((a, b) => a.order - b.order);
    out =
      parts.length === 1 && parts[0]!.surcharge !== null
        ? `${parts[0]!.surcharge}: ${parts[0]!.text}`
        : parts.map((p) => p.text).join(" / ");
    memo.set(combination, out);
    return out;
  };
}
