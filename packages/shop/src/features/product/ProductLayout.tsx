import { useTranslation } from "@printshop/ui";
import { useEffect, useState, type ReactNode } from "react";
import { useHydrated } from "../../render-context";
import { stripTags } from "@printshop/core/content/text";
import { usePageTitle } from "../../usePageTitle";
import "./texts";

/** The seed's three columns: options, the price table, the order box (fixed above 960 px); the description below. */
export function ProductLayout(p: {
  title: string;
  options: ReactNode;
  prices: ReactNode;
  summary: ReactNode;
  description?: string | null;
}) {
  const { t } = useTranslation("product");
  usePageTitle(p.title, p.description ? stripTags(p.description, " ").replace(/\s+/g, " ") : null);
  useHydrated();
  return (
    <article className="product-page">
      <h1>{p.title}</h1>
      <div className="product-columns">
        <section className="product-options" aria-label={t("options.title")}>
          <h2>{t("options.title")}</h2>
          {p.options}
        </section>
        <section className="product-prices" aria-label={t("table.title")} aria-live="polite">
          <h2>{t("table.title")}</h2>
          {p.prices}
        </section>
        <div className="product-summary">{p.summary}</div>
      </div>
      {p.description ? (
        <section className="product-description">
          <h2>{t("description")}</h2>
          {/^\s*</.test(p.description) ? (
            // Rich text from the back office, sanitised on save (admin.products.update: the CMS allow-list).
            <div className="cms-body" dangerouslySetInnerHTML={{ __html: p.description }} />
          ) : (
            p.description.split(/\n{2,}/).map((para, i) => <p key={i}>{para}</p>)
          )}
        </section>
      ) : null}
    </article>
  );
}

/** A click-to-open help panel next to an option. */
export function InfoPanel({ id, text }: { id: string; text: string }) {
  const { t } = useTranslation("product");
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="info-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        aria-label={t("options.info")}
      >
        i
      </button>
      {open ? (
        <div id={id} className="info-panel" role="note">
          {text}
        </div>
      ) : null}
    </>
  );
}

/** The value after it has stopped changing for `ms` (the server's confirming quote waits for it). */
export function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setV(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return v;
}

/** Marks an option change; the table's next commit measures "option-to-table" (bench/). */
export function markOptionChange() {
  performance.clearMarks("option-change");
  performance.mark("option-change");
}
export function useMeasureTable(deps: unknown) {
  useEffect(() => {
    if (performance.getEntriesByName("option-change", "mark").length === 0) return;
    performance.measure("option-to-table", "option-change");
    performance.clearMarks("option-change");
  }, [deps]);
}
