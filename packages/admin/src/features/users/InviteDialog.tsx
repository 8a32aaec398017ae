import { InviteInput } from "@printshop/core/user/schema";
import { Modal, useToast, useTranslation } from "@printshop/ui";
import { Field, Form, useKitForm } from "@printshop/ui/form";
import { trpc } from "../../trpc";

const STAFF = ["orders", "catalogue", "content", "administrator"] as const;

/**
 * Invites a person to the back office: their e-mail and role. They get an e-mail with a link that
 * sets their password (a week, once); then they sign in here and set up their second factor.
 */
export function InviteDialog(props: { open: boolean; onClose: () => void; onDone: () => unknown }) {
  const { t } = useTranslation();
  return (
    <Modal open={props.open} title={t("users.inviteTitle")} onClose={props.onClose} width={480}>
      {props.open ? <InviteForm {...props} /> : null}
    </Modal>
  );
}

function InviteForm(props: { onClose: () => void; onDone: () => unknown }) {
  const { t } = useTranslation();
  const toast = useToast();
  // Failures are the form's to show, inside the dialog.
  const invite = trpc.admin.users.invite.useMutation({ onError: () => undefined });
  const kit = useKitForm({
    schema: InviteInput,
    defaultValues: { email: "", role: "orders" },
    onSubmit: async (values) => {
      const sent = await invite.mutateAsync(values);
      toast.info(t("users.invited", { email: sent.email, role: t(`role.${sent.role}`) }));
      await props.onDone();
      props.onClose();
    },
  });
  return (
    <Form
      kit={kit}
      guard={false}
      actions={
        <div className="modal-actions">
          <button type="button" className="button-secondary" onClick={props.onClose}>
            {t("users.cancel")}
          </button>
          <button type="submit" disabled={kit.pending}>
            {t("users.inviteSend")}
          </button>
        </div>
      }
    >
      <p>{t("users.inviteIntro")}</p>
      <Field name="email" label={t("users.email")} type="email" autoComplete="off" />
      <Field
        as="select"
        name="role"
        label={t("users.role")}
        options={STAFF.map((r) => ({ value: r, label: t(`role.${r}`) }))}
      />
    </Form>
  );
}
