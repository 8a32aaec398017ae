import { Controller, useFormContext } from "react-hook-form";
import { RichTextEditor, useFieldError } from "@printshop/ui/admin";
import { useImageUpload } from "../../shell/useImageUpload";

const LOCALES = ["pl", "en", "de"] as const;

/** The body per language, each in the kit's rich-text editor (images through admin.images.upload). */
export function RichTextFields({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  const upload = useImageUpload();
  return (
    <>
      {LOCALES.map((l) => (
        <RichBody
          key={l}
          name={`${name}.${l}`}
          label={`${label} (${l})`}
          control={control}
          upload={upload}
        />
      ))}
    </>
  );
}

function RichBody({
  name,
  label,
  control,
  upload,
}: {
  name: string;
  label: string;
  control: ReturnType<typeof useFormContext>["control"];
  upload: ReturnType<typeof useImageUpload>;
}) {
  const error = useFieldError(name);
  return (
    <div className="field">
      <span className="translated-label">{label}</span>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RichTextEditor
            label={label}
            value={(field.value as string) ?? ""}
            onChange={field.onChange}
            height={200}
            upload={upload}
          />
        )}
      />
      {error.message ? <p className="field-error">{error.message}</p> : null}
    </div>
  );
}

const toDay = (ms: number | null | undefined) =>
  ms ? new Date(ms).toISOString().slice(0, 10) : "";
const fromDay = (day: string) => (day ? Date.parse(`${day}T00:00:00Z`) : null);

/** A date kept as milliseconds (null when blank), edited as a calendar day. */
export function DateField({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  const error = useFieldError(name);
  return (
    <div className="field">
      <label>
        <span>{label}</span>
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <input
              type="date"
              value={toDay(field.value as number | null)}
              onChange={(e) => field.onChange(fromDay(e.target.value))}
              onBlur={field.onBlur}
            />
          )}
        />
      </label>
      {error.message ? <p className="field-error">{error.message}</p> : null}
    </div>
  );
}
