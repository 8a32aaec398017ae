import { useTranslation } from "@printshop/ui";
import { Link } from "react-router";
import { LEGAL_SLUGS } from "@printshop/core/content/legal";
import { trpc } from "../trpc";
import { useLocale } from "../useLocale";

/**
 * The legal and trust layer of every page: the seller's data from the company record (in German
 * as an Impressum), links to the terms, privacy policy, complaints/returns and contact pages.
 */
export function Footer() {
  const { t } = useTranslation();
  const { locale, to } = useLocale();
  const company = trpc.shop.content.company.useQuery(undefined, { staleTime: 5 * 60_000 });
  const c = company.data;
  const pages = (["terms", "privacy", "returns", "contact"] as const).map((key) => ({
    key,
    slug: LEGAL_SLUGS[key],
  }));
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="footer-columns">
        {c ? (
          <section aria-labelledby="footer-company" data-testid="footer-company">
            <h2 id="footer-company">{t("footer.company")}</h2>
            <p>
              <strong>{c.name}</strong>
              <span className="address-line">{c.street}</span>
              <span className="address-line">{`${c.postcode} ${c.city}`.trim()}</span>
            </p>
            <dl className="company-ids">
              {c.nip ? (
                <>
                  <dt>{t("footer.nip")}</dt>
                  <dd>{locale === "pl" ? c.nip : `PL${c.nip}`}</dd>
                </>
              ) : null}
              {c.regon ? (
                <>
                  <dt>{t("footer.regon")}</dt>
                  <dd>{c.regon}</dd>
                </>
              ) : null}
              {c.krs ? (
                <>
                  <dt>{t("footer.krs")}</dt>
                  <dd>{c.krs}</dd>
                </>
              ) : null}
              {c.registerCourt ? (
                <>
                  <dt>{t("footer.court")}</dt>
                  <dd>{c.registerCourt}</dd>
                </>
              ) : null}
              {c.shareCapital ? (
                <>
                  <dt>{t("footer.capital")}</dt>
                  <dd>{c.shareCapital}</dd>
                </>
              ) : null}
              {locale === "de" && c.representative ? (
                <>
                  <dt>{t("footer.representative")}</dt>
                  <dd>{c.representative}</dd>
                </>
              ) : null}
              {c.phone ? (
                <>
                  <dt>{t("footer.phone")}</dt>
                  <dd>
                    <a href={`tel:${c.phone.replace(/\s+/g, "")}`}>{c.phone}</a>
                  </dd>
                </>
              ) : null}
              {c.email ? (
                <>
                  <dt>{t("footer.email")}</dt>
                  <dd>
                    <a href={`mailto:${c.email}`}>{c.email}</a>
                  </dd>
                </>
              ) : null}
            </dl>
            {c.placeholder ? (
              <p className="placeholder-note" data-testid="company-placeholder">
                {t("footer.placeholder")}
              </p>
            ) : null}
          </section>
        ) : null}
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t("footer.legal")}</h2>
          <ul className="footer-links">
            {pages.map((p) => (
              <li key={p.key}>
                <Link to={to(`/page/${p.slug}`)} data-testid={`footer-${p.key}`}>
                  {t(`footer.${p.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p>{t("layout.footer", { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
