import { Suspense, type Ref } from "react";
import { FieldError, useField, useFormContext } from "@printshop/ui/form";
import type { CaptchaHandle } from "@printshop/ui/captcha";
import { LazyCaptcha } from "@printshop/ui/signInCaptcha";
import { useLocale } from "../../useLocale";

/**
 * The captcha as a field of the surrounding kit form (its payload is the `captcha` value). The
 * widget (altcha, 37 KB gzip) is its own chunk, fetched as the form first renders: the page's
 * fields are there to type into meanwhile.
 */
export function CaptchaField({ ref, label }: { ref: Ref<CaptchaHandle>; label: string }) {
  const { locale } = useLocale();
  const { setValue } = useFormContext();
  const field = useField("captcha", label);
  return (
    <fieldset>
      <legend>{label}</legend>
      <Suspense fallback={null}>
        <LazyCaptcha
          ref={ref}
          language={locale}
          onChange={(payload) =>
            setValue("captcha", payload, { shouldTouch: true, shouldValidate: true })
          }
          invalid={Boolean(field.message)}
        />
      </Suspense>
      <FieldError name="captcha" />
    </fieldset>
  );
}
