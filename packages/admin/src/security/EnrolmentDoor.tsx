import { useTranslation } from "@printshop/ui";
import { trpc } from "../trpc";
import { Enrolment } from "./Enrolment";

/**
 * What a staff member without a second factor sees after the password: the set-up, and nothing
 * else of the back office until it is done (the session may only enrol: `auth.enrollment_required`).
 */
export function EnrolmentDoor({
  onDone,
  onSignedOut,
}: {
  onDone: () => void;
  onSignedOut: () => void;
}) {
  const { t } = useTranslation();
  const signOut = trpc.shop.account.signOut.useMutation({ onSuccess: onSignedOut });
  return (
    <main className="sign-in enrolment-door">
      <div>
        <h1>{t("secondFactor.required")}</h1>
        <p>{t("secondFactor.requiredIntro")}</p>
        <Enrolment onDone={onDone} />
        <button
          type="button"
          className="button-secondary"
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
        >
          {t("signIn.signOut")}
        </button>
      </div>
    </main>
  );
}
