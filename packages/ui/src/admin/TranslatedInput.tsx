import { useTranslation } from "../i18n-react";
import { useId, useState } from "react";
import { Controller, useFormContext } from "react-hook-form";
import {
  LOCALES,
  missingLocales,
  withLocale,
  type KitLocale,
  type TranslatedValue,
} from "./translated";
import { FieldError, useField } from "../form/fields";

/**
 * A text kept in pl, en and de, as tabs (the default) or side by side. Each language's tab says
 * when it is still empty, and a line under the field lists the missing languages at a glance.
 */
export function TranslatedInput(props: {
  label: string;
  value: TranslatedValue | null | undefined;
  onChange: (value: TranslatedValue) => void;
  onBlur?: () => void;
  layout?: "tabs" | "side";
  multiline?: boolean;
  invalid?: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation("kit");
  const id = useId();
  const [active, setActive] = useState<KitLocale>("pl");
  const missing = missingLocales(props.value);
  const input = (locale: KitLocale) => {
    const common = {
      id: `${id}-${locale}`,
      value: props.value?.[locale] ?? "",
      onChange: (e: { target: { value: string } }) =>
        props.onChange(withLocale(props.value, locale, e.target.value)),
      onBlur: props.onBlur,
      lang: locale,
      "aria-label": `${props.label} (${t(`locale.${locale}`)})`,
      "aria-invalid": props.invalid || undefined,
      "aria-describedby": props.describedBy,
    };
    return props.multiline ? <textarea rows={4} {...common} /> : <input type="text" {...common} />;
  };
  return (
    <div
      className={`translated translated-${props.layout ?? "tabs"}`}
      role="group"
      aria-labelledby={`${id}-label`}
    >
      <span id={`${id}-label`} className="translated-label">
        {props.label}
      </span>
      {props.layout === "side" ? (
        <div className="translated-side">
          {LOCALES.map((l) => (
            <label key={l} htmlFor={`${id}-${l}`}>
              <span>
                {l.toUpperCase()}{" "}
                {missing.includes(l) ? <Missing title={t("translated.missingOne")} /> : null}
              </span>
              {input(l)}
            </label>
          ))}
        </div>
      ) : (
        <>
          <div role="tablist" aria-label={props.label}>
            {LOCALES.map((l) => (
              <button
                key={l}
                type="button"
                role="tab"
                aria-selected={active === l}
                aria-controls={`${id}-panel`}
                onClick={() => setActive(l)}
              >
                {l.toUpperCase()}
                {missing.includes(l) ? <Missing title={t("translated.missingOne")} /> : null}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${id}-panel`}>
            {input(active)}
          </div>
        </>
      )}
      <small className={missing.length ? "translated-missing" : "translated-complete"}>
        {missing.length
          ? t("translated.missing", { list: missing.map((l) => t(`locale.${l}`)).join(", ") })
          : t("translated.complete")}
      </small>
    </div>
  );
}

const Missing = ({ title }: { title: string }) => (
  <span className="missing-dot" title={title} aria-label={title}>
    {" "}
    •
  </span>
);

/** A TranslatedInput as a field of the surrounding SchemaForm (value `{ pl, en, de }`). */
export function TranslatedField(props: {
  name: string;
  label: string;
  layout?: "tabs" | "side";
  multiline?: boolean;
}) {
  const { control } = useFormContext();
  const shown = useField(props.name, props.label);
  return (
    <div className="field">
      <Controller
        control={control}
        name={props.name}
        render={({ field }) => (
          <TranslatedInput
            label={props.label}
            value={field.value as TranslatedValue}
            onChange={field.onChange}
            onBlur={field.onBlur}
            layout={props.layout}
            multiline={props.multiline}
            invalid={!!shown.message}
            describedBy={shown.message ? shown.ids.error : undefined}
          />
        )}
      />
      <FieldError name={props.name} />
    </div>
  );
}
