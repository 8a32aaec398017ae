import { messageOf, useToast, useTranslation } from "@printshop/ui";
import { trpc } from "../../trpc";
import "./texts";

/**
 * A line whose file will not print as ordered (wrong size, no bleed) or that the automatic check
 * gave up on (`unchecked`: too complex to check): the shopper either uploads a corrected or simpler
 * file or asks our prepress to fix or check it. The choice is stored on the cart line by the
 * server (`shop.upload.prepress`), which refuses to place the order without it.
 */
export function PrepressChoice({
  lineId,
  chosen,
  unchecked = false,
}: {
  lineId: string;
  chosen: boolean;
  unchecked?: boolean;
}) {
  const { t } = useTranslation("upload");
  const toast = useToast();
  const utils = trpc.useUtils();
  const save = trpc.shop.upload.prepress.useMutation({
    onSuccess: () => utils.shop.upload.list.invalidate(),
    onError: (e) => toast.error(messageOf(e, t)),
  });
  const id = `prepress-${lineId}`;
  return (
    <div
      className={`prepress${chosen ? " is-chosen" : ""}`}
      data-testid="prepress"
      data-chosen={chosen}
    >
      <p role={chosen ? undefined : "alert"}>
        {chosen
          ? t("prepress.chosen")
          : unchecked
            ? t("prepress.unchecked")
            : t("prepress.problem")}
      </p>
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={chosen}
          disabled={save.isPending}
          onChange={(e) => save.mutate({ lineId, prepressFix: e.target.checked })}
          data-testid="prepress-fix"
        />
        <span>{t("prepress.choice")}</span>
      </label>
    </div>
  );
}
