import type { Ref } from "react";
import { FieldError, useField, useFormContext } from "@printshop/ui/form";
import { Captcha, type CaptchaHandle } from "@printshop/ui/captcha";
import { useLocale } from "../../useLocale";

/** The captcha as a field of the surrounding kit form (its payload is the `captcha` value). */
export function CaptchaField({ ref, label }: { ref: Ref<CaptchaHandle>; label: string }) {
  const { locale } = useLocale();
  const { setValue } = useFormContext();
  const field = useField("captcha", label);
  return (
    <fieldset>
      <legend>{label}</legend>
      <Captcha
        ref={ref}
        language={locale}
        onChange={(payload) =>
          setValue("captcha", payload, { shouldTouch: true, shouldValidate: true })
        }
        invalid={Boolean(field.message)}
      />
      <FieldError name="captcha" />
    </fieldset>
  );
}
