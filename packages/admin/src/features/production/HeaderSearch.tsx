import "./production.css";
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { messageOf, useToast, useTranslation } from "@printshop/ui";
import { trpc, type RouterOutputs } from "../../trpc";
import { useAdminHref } from "../../shell/paths";

type Hit = RouterOutputs["admin"]["search"]["hits"][number];
const KINDS = ["order", "product", "page"] as const;
const pathOf = (h: Hit) =>
  h.kind === "order"
    ? `/orders/${h.id}`
    : h.kind === "product"
      ? `/products/${h.id}`
      : `/pages/${h.id}`;

/**
 * The header's search box: order number, customer (e-mail, name, company, NIP), product, page.
 * Enter opens the hit when there is one (or an order whose number is exactly what was typed);
 * otherwise the hits show by kind. What a role may not open is never answered (admin.search).
 */
export function HeaderSearch() {
  const { t } = useTranslation("production");
  const toast = useToast();
  const href = useAdminHref();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [q, setQ] = useState("");
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [busy, setBusy] = useState(false);

  const open = (h: Hit) => {
    setHits(null);
    setQ("");
    void navigate(href(pathOf(h)));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const query = q.trim();
    if (query.length < 2) return;
    setBusy(true);
    try {
      const out = await utils.admin.search.fetch(
        { q: query },
        { staleTime: 0, meta: { silent: true } },
      );
      const exact = out.hits.find(
        (h) => h.kind === "order" && h.title.toLowerCase() === query.toLowerCase(),
      );
      if (exact) open(exact);
      else if (out.hits.length === 1) open(out.hits[0]!);
      else setHits(out.hits);
    } catch (error) {
      toast.error(messageOf(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <search className="header-search">
      <form onSubmit={(e) => void submit(e)}>
        <input
          type="search"
          value={q}
          maxLength={100}
          onChange={(e) => setQ(e.target.value)}
          aria-label={t("search.label")}
          placeholder={t("search.placeholder")}
          disabled={busy}
        />
      </form>
      {hits ? (
        <div className="search-hits" role="region" aria-label={t("search.label")}>
          {hits.length === 0 ? <p role="status">{t("search.none")}</p> : null}
          {KINDS.map((kind) => {
            const of = hits.filter((h) => h.kind === kind);
            if (of.length === 0) return null;
            return (
              <section key={kind}>
                <h2>{t(`search.kind.${kind}`)}</h2>
                <ul>
                  {of.map((h) => (
                    <li key={`${h.kind}:${h.id}`}>
                      <Link to={href(pathOf(h))} onClick={() => setHits(null)}>
                        {h.title}
                      </Link>{" "}
                      <small>{h.detail}</small>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      ) : null}
    </search>
  );
}
