import { useMemo } from "react";
import { COUNTRIES, normalizeCountry } from "@printshop/core/account/person-constants";

/** Country names in the shopper's language from the browser (`Intl.DisplayNames`): no data shipped. */
export function useCountryNames(locale: string) {
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: "region" });
    } catch {
      names = null;
    }
    const name = (code: string) => names?.of(code) ?? code;
    const options = COUNTRIES.map((code) => ({ code, name: name(code) }));
    // Poland first (the shop's home), the rest by name in this language.
    const [pl, ...rest] = options;
    rest.sort((a, b) => a.name.localeCompare(b.name, locale));
    return { name, options: [pl!, ...rest] };
  }, [locale]);
}

/** The country list as a native select (works with the keyboard and on phones); the value is the ISO code. */
export function CountrySelect(props: {
  id: string;
  value: string;
  locale: string;
  onChange: (code: string) => void;
  invalid?: boolean;
  describedBy?: string;
  autoComplete?: string;
}) {
  const { options } = useCountryNames(props.locale);
  const value = normalizeCountry(props.value || "PL");
  return (
    <select
      id={props.id}
      value={value}
      autoComplete={props.autoComplete ?? "country"}
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.describedBy}
      onChange={(e) => props.onChange(e.target.value)}
    >
      {options.map((o) => (
        <option key={o.code} value={o.code}>
          {o.name}
        </option>
      ))}
    </select>
  );
}
