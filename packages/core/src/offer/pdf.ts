import { PdfWriter } from "../document/pdf";
import { pick } from "../i18n/locale";
import { siteOrigin } from "../config/secrets";
import { MODES, type Stored } from "./schema";
import { offerLabels } from "./pdf-labels";

/** The page that restores an offer's configuration (the shop's `/oferta/<id>`, under the locale). */
export function offerLink(origin: string, offer: Pick<Stored, "offerId" | "locale">): string {
  const prefix = offer.locale === "pl" ? "" : `/${offer.locale}`;
  return `${origin}${prefix}/oferta/${offer.offerId}`;
}

/**
 * The offer's PDF in the offer's language and currency, from what was stored when it was issued
 * (never today's prices): number, dates, the seller, the product and every parameter as the cart
 * shows them, the run, each mode's net, VAT and gross, and the link that restores the configuration.
 */
export async function renderOfferPdf(offer: Stored, origin?: string): Promise<Uint8Array> {
  const l = offerLabels(offer.locale);
  const title = pick(offer.title, offer.locale);
  const w = await PdfWriter.create({
    title: `${l("offer")} ${offer.number}`,
    language: offer.locale,
    author: offer.seller.name,
    subject: title,
  });
  w.heading(`${l("offer")} ${offer.number}`);
  w.text(`${l("issued")}: ${offer.createdDay}\n${l("validUntil")}: ${offer.validUntil}`);
  w.space(8);
  const s = offer.seller;
  w.text(l("seller"), { bold: true });
  w.text(
    [
      s.name,
      s.street,
      `${s.postcode} ${s.city}`.trim(),
      s.country,
      s.nip ? `${l("nip")}: ${s.nip}` : "",
      [s.phone, s.email].filter(Boolean).join(", "),
    ]
      .filter((line) => line !== "")
      .join("\n"),
  );
  w.space(8);
  w.text(`${l("product")}: ${title}`, { bold: true, size: 11 });
  w.text(l("configuration"), { bold: true });
  for (const p of offer.params) {
    const value = typeof p.value === "string" ? p.value : pick(p.value, offer.locale);
    w.row([
      { text: pick(p.title, offer.locale), share: 0.4 },
      { text: value, share: 0.6 },
    ]);
  }
  w.row([
    { text: l("run"), share: 0.4, bold: true },
    { text: `${offer.quantity} ${l("pieces")}`, share: 0.6, bold: true },
  ]);
  w.row([
    { text: l("vatRate"), share: 0.4 },
    { text: `${offer.vat}%`, share: 0.6 },
  ]);
  w.space(8);
  w.row(
    [
      { text: l("mode"), share: 0.28, bold: true },
      { text: l("days"), share: 0.14, bold: true, align: "right" },
      { text: l("net"), share: 0.2, bold: true, align: "right" },
      { text: l("vat"), share: 0.18, bold: true, align: "right" },
      { text: l("gross"), share: 0.2, bold: true, align: "right" },
    ],
    9,
  );
  w.rule();
  for (const mode of MODES) {
    const m = offer.modes[mode];
    w.row(
      [
        { text: l(mode), share: 0.28 },
        { text: String(m.days), share: 0.14, align: "right" },
        { text: `${m.net} ${offer.currency}`, share: 0.2, align: "right" },
        { text: `${m.vat} ${offer.currency}`, share: 0.18, align: "right" },
        { text: `${m.gross} ${offer.currency}`, share: 0.2, align: "right" },
      ],
      9,
    );
  }
  w.rule();
  w.text(`${l("currency")}: ${offer.currency}`);
  w.space(8);
  w.text(l("terms"), { size: 8, muted: true });
  w.space(8);
  const link = offerLink(origin ?? (await siteOrigin().catch(() => "")), offer);
  w.text(l("link"));
  w.text(link, { size: 8 });
  w.space(4);
  w.qr(link, { size: 90 });
  return w.save();
}
