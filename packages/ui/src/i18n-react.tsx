import {
  cloneElement,
  createContext,
  Fragment,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from "react";
import { defaultI18n, type I18n, type TFunction, type TOptions } from "./i18n";

const I18nContext = createContext<I18n | null>(null);

/** The texts' instance for what renders inside (the server renderer gives each request its own). */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext) ?? defaultI18n;
  if (!i18n) throw new Error("useTranslation needs createI18n or an I18nProvider");
  return i18n;
}

/**
 * `t` for a namespace (the first, when given several) in the current language, and the
 * instance; the component renders again when the language changes.
 */
export function useTranslation(ns?: string | readonly string[]): {
  t: TFunction;
  i18n: I18n;
} {
  const i18n = useI18n();
  const language = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  const first = typeof ns === "string" ? ns : ns?.[0];
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new `t` for each language, as components expect
  const t = useMemo(() => i18n.getFixedT(null, first), [i18n, first, language]);
  return { t, i18n };
}

// `<name>inside</name>` in a text; names are short words, the text ours.
const TAG = /<([a-z][a-z0-9]{0,30})>/i;

/** A text's `<name>…</name>` parts as the given elements with their inside as children. */
function withComponents(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = text;
  for (let n = 0; rest.length > 0; n++) {
    const open = TAG.exec(rest);
    const name = open?.[1] ?? "";
    const close = open ? rest.indexOf(`</${name}>`, open.index + open[0].length) : -1;
    const component = open ? components[name] : undefined;
    if (!open || close < 0 || !component) {
      out.push(rest);
      break;
    }
    if (open.index > 0) out.push(rest.slice(0, open.index));
    const inside = rest.slice(open.index + open[0].length, close);
    out.push(cloneElement(component, { key: n }, ...withComponents(inside, components)));
    rest = rest.slice(close + name.length + 3);
  }
  return out;
}

/** A translated text with elements in it: `"I accept the <terms>terms</terms>"`. */
export function Trans({
  t,
  i18nKey,
  values,
  components,
}: {
  t: TFunction;
  i18nKey: string;
  values?: TOptions;
  components: Record<string, ReactElement>;
}) {
  return <Fragment>{withComponents(t(i18nKey, values), components)}</Fragment>;
}
