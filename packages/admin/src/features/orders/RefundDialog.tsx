import { AdminRefundInput } from "@printshop/core/payment/schema";
import { formatCurrency } from "@printshop/core/format";
import { Modal, useToast, useTranslation } from "@printshop/ui";
import { Field, Form, useKitForm } from "@printshop/ui/form";
import { trpc } from "../../trpc";

/** What the dialog asks: the amount (exact, the payment's currency) and why. */
const RefundFields = AdminRefundInput.pick({ amount: true, reason: true });

export interface Refundable {
  paymentId: string;
  currency: string;
  /** Minor units still refundable (paid − refunded − waiting for the provider). */
  left: number;
}

/**
 * "Refund" of one online payment (issue 29): the amount prefilled with what is left, a reason;
 * the provider is asked at once and the payment shows the refund as waiting for its
 * confirmation. Refusals (more than is left, the provider down, a stale order) show in the
 * dialog in the admin's language.
 */
export function RefundDialog(props: {
  open: boolean;
  orderId: string;
  version: number;
  payment: Refundable | null;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation("orders");
  return (
    <Modal open={props.open} title={t("refund.title")} onClose={props.onClose} width={480}>
      {props.open && props.payment ? <RefundForm {...props} payment={props.payment} /> : null}
    </Modal>
  );
}

const decimal = (minor: number) => (minor / 100).toFixed(2);

function RefundForm(props: {
  orderId: string;
  version: number;
  payment: Refundable;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation("orders");
  const toast = useToast();
  const refund = trpc.admin.orders.refund.useMutation({ onError: () => undefined });
  const { payment } = props;
  const kit = useKitForm({
    schema: RefundFields,
    inlineErrors: true,
    defaultValues: { amount: decimal(payment.left), reason: "" },
    onSubmit: async ({ amount, reason }) => {
      await refund.mutateAsync({
        orderId: props.orderId,
        paymentId: payment.paymentId,
        amount,
        reason,
        version: props.version,
      });
      toast.info(
        t("refund.asked", {
          amount: formatCurrency(amount.replace(",", "."), payment.currency, i18n.language),
        }),
      );
      await props.onDone();
      props.onClose();
    },
  });
  return (
    <Form
      kit={kit}
      guard={false}
      idPrefix="refund"
      actions={
        <div className="modal-actions">
          <button type="button" className="button-secondary" onClick={props.onClose}>
            {t("refund.cancel")}
          </button>
          <button type="submit" disabled={kit.pending} data-testid="refund-submit">
            {t("refund.submit")}
          </button>
        </div>
      }
    >
      <p>
        {t("refund.left", {
          amount: formatCurrency(decimal(payment.left), payment.currency, i18n.language),
        })}
      </p>
      <Field
        name="amount"
        label={t("refund.amount", { currency: payment.currency })}
        inputMode="decimal"
        autoComplete="off"
        required
      />
      <Field
        name="reason"
        as="textarea"
        rows={3}
        maxLength={300}
        label={t("refund.reason")}
        required
      />
    </Form>
  );
}
