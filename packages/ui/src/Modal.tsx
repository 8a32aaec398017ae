import { useTranslation } from "./i18n-react";
import { useEffect, useId, useRef, type ReactNode } from "react";

/** A modal dialog on the native <dialog> (focus trap, Escape and inert page for free). */
export function Modal({
  open,
  title,
  children,
  onClose,
  width,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
  width?: number;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal?.();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      style={width ? { width: `min(${width}px, calc(100vw - 2rem))` } : undefined}
      onClose={onClose}
      onCancel={onClose}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}

/** A yes/no question in a modal: the delete confirmation and the like. */
export function ConfirmModal(props: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("ui");
  return (
    <Modal open={props.open} title={props.title} onClose={props.onCancel}>
      <p>{props.message}</p>
      <div className="modal-actions">
        <button type="button" className="button-secondary" onClick={props.onCancel}>
          {t("modal.cancel")}
        </button>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog the person opened moves focus into itself (WAI-ARIA dialog pattern) */}
        <button type="button" className="button-danger" onClick={props.onConfirm} autoFocus>
          {props.confirmLabel ?? t("modal.confirm")}
        </button>
      </div>
    </Modal>
  );
}
