/**
 * Below 960 px the order box sits under the options and the table, out of sight while the person
 * chooses: this bar stays at the bottom of the screen with the chosen price and Add to cart (the
 * same action as the order box's button). Hidden by CSS on wider screens, where the order box is
 * sticky beside the table.
 */
export function PriceBar(p: {
  label: string;
  net: string | null;
  gross: string | null;
  hint: string;
  addLabel: string;
  disabled: boolean;
  onAdd: () => void;
}) {
  return (
    <div className="price-bar" role="region" aria-label={p.label} data-testid="price-bar">
      <div className="price-bar-price">
        {p.net ? (
          <>
            <strong data-testid="price-bar-net">{p.net}</strong>
            {p.gross ? <span className="hint"> {p.gross}</span> : null}
          </>
        ) : (
          <span className="hint">{p.hint}</span>
        )}
      </div>
      <button
        type="button"
        className="button-primary"
        disabled={p.disabled}
        onClick={p.onAdd}
        data-testid="price-bar-add"
      >
        {p.addLabel}
      </button>
    </div>
  );
}
