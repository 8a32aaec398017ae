/**
 * A picture of every product drawn by us from its kind (no stock photos, no image requests): a
 * label roll, a fanned stack of business cards, a magazine, a flyer. Decorative: the product's
 * title says what it is, so the SVG is hidden from screen readers.
 */
export type PictureKind = "roll" | "cards" | "magazine" | "flyer";

export function pictureKindOf(product: {
  kind: string;
  slug: string;
  slugs?: { pl: string };
}): PictureKind {
  if (product.kind === "label") return "roll";
  // The Polish slug: the one every product has, whatever the page's language.
  const slug = (product.slugs?.pl ?? product.slug).slice(0, 200);
  if (/czasopism|magazin|katalog/.test(slug)) return "magazine";
  if (/ulotk|flyer/.test(slug)) return "flyer";
  return "cards";
}

export function ProductPicture({ kind, className }: { kind: PictureKind; className?: string }) {
  return (
    <svg
      viewBox="0 0 120 80"
      className={`product-picture ${className ?? ""}`}
      aria-hidden="true"
      focusable="false"
      data-picture={kind}
    >
      <rect width="120" height="80" rx="6" fill="#eef3f9" />
      {kind === "roll" ? (
        <>
          <path d="M58 40 H108 V62 H58 Z" fill="#fff" stroke="#9fb3c8" />
          <rect x="66" y="44" width="14" height="14" rx="3" fill="#f2b705" />
          <rect x="86" y="44" width="14" height="14" rx="3" fill="#f2b705" />
          <circle cx="42" cy="40" r="26" fill="#fff" stroke="#9fb3c8" strokeWidth="2" />
          <circle cx="42" cy="40" r="18" fill="none" stroke="#d7e0ea" strokeWidth="8" />
          <circle cx="42" cy="40" r="8" fill="#1f4e8c" />
        </>
      ) : kind === "magazine" ? (
        <>
          <rect x="34" y="10" width="44" height="60" rx="2" fill="#fff" stroke="#9fb3c8" />
          <rect x="42" y="14" width="44" height="60" rx="2" fill="#1f4e8c" />
          <rect x="48" y="22" width="32" height="18" fill="#f2b705" />
          <rect x="48" y="46" width="32" height="3" fill="#fff" />
          <rect x="48" y="53" width="24" height="3" fill="#fff" />
        </>
      ) : kind === "flyer" ? (
        <>
          <rect
            x="30"
            y="14"
            width="40"
            height="56"
            fill="#fff"
            stroke="#9fb3c8"
            transform="rotate(-8 50 42)"
          />
          <rect x="48" y="10" width="40" height="56" fill="#fff" stroke="#9fb3c8" />
          <rect x="54" y="16" width="28" height="20" fill="#f2b705" />
          <rect x="54" y="42" width="28" height="3" fill="#1f4e8c" />
          <rect x="54" y="49" width="20" height="3" fill="#1f4e8c" />
        </>
      ) : (
        <>
          <rect
            x="26"
            y="26"
            width="54"
            height="32"
            rx="2"
            fill="#fff"
            stroke="#9fb3c8"
            transform="rotate(-10 53 42)"
          />
          <rect x="38" y="22" width="54" height="32" rx="2" fill="#1f4e8c" />
          <rect x="44" y="30" width="20" height="3" fill="#fff" />
          <rect x="44" y="36" width="30" height="2" fill="#f2b705" />
          <circle cx="82" cy="32" r="5" fill="#f2b705" />
        </>
      )}
    </svg>
  );
}
