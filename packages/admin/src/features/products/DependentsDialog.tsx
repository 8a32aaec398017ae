import { Modal, useTranslation } from "@printshop/ui";
import type { RemoveAnswer } from "@printshop/core/product/admin-schema";

/**
 * What a refused delete answered: the prices (by combination) and cart lines that use the attribute
 * or value. Nothing was removed; "delete together with the prices" repeats the delete with `confirm`.
 */
export function DependentsDialog(props: {
  open: { title: string; answer: RemoveAnswer } | null;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation("products");
  const d = props.open?.answer.dependents;
  return (
    <Modal open={!!props.open} title={t("dependentsTitle")} onClose={props.onClose} width={500}>
      {props.open ? (
        <div data-testid="dependents">
          <p>{t("dependentsMessage", { title: props.open?.title ?? "" })}</p>
          {d ? (
            <ul>
              {d.priceCells ? <li>{t("dependentsCells", { count: d.priceCells })}</li> : null}
              {d.cartLines ? <li>{t("dependentsCarts", { count: d.cartLines })}</li> : null}
            </ul>
          ) : null}
          {d?.combinations.length ? (
            <ul className="dependents-combinations">
              {d.combinations.map((c) => (
                <li key={c.combination}>
                  {t("dependentsCombination", { label: c.label, cells: c.cells })}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="modal-actions">
            <button type="button" className="button-secondary" onClick={props.onClose}>
              {t("cancel")}
            </button>
            <button
              type="button"
              className="button-danger"
              onClick={() =>
                void props
                  .onConfirm()
                  .then(props.onClose)
                  .catch(() => undefined)
              }
            >
              {t("dependentsConfirm")}
            </button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
