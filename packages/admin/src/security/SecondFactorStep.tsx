import { useTranslation } from "@printshop/ui";
import { VerifyInput } from "@printshop/core/second-factor/schema";
import { Field, Form, useKitForm } from "@printshop/ui/form";
import { trpc } from "../trpc";

/**
 * The sign-in's second step: a staff member past the password gives the code of the
 * authenticator app (or one of the recovery codes). The session owes it until then: every other
 * screen answers `auth.second_factor_required`.
 */
export function SecondFactorStep({
  onDone,
  onSignedOut,
}: {
  onDone: () => void;
  onSignedOut: () => void;
}) {
  const { t } = useTranslation();
  const verify = trpc.admin.secondFactor.verify.useMutation({ onError: () => undefined });
  const signOut = trpc.shop.account.signOut.useMutation({ onSuccess: onSignedOut });
  const kit = useKitForm({
    schema: VerifyInput,
    defaultValues: { code: "" },
    onSubmit: async (values) => {
      await verify.mutateAsync(values);
      onDone();
    },
  });
  return (
    <main className="sign-in">
      <div>
        <h1 id="second-factor-title">{t("secondFactor.title")}</h1>
        <p>{t("secondFactor.intro")}</p>
        <Form
          kit={kit}
          label={t("secondFactor.title")}
          guard={false}
          submitLabel={t("secondFactor.submit")}
        >
          <Field
            name="code"
            label={t("secondFactor.code")}
            hint={t("secondFactor.codeHint")}
            autoComplete="one-time-code"
            spellCheck={false}
          />
        </Form>
        <button
          type="button"
          className="button-secondary"
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
        >
          {t("signIn.useOther")}
        </button>
      </div>
    </main>
  );
}
