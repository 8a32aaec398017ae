import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { messageOf, useTranslation } from "@printshop/ui";
import { Field } from "@printshop/ui/admin";
import { useImageUpload } from "../../shell/useImageUpload";

/** The banner's image: an address field plus an upload button (admin.images.upload) that fills it. */
export function ImageField({ name }: { name: string }) {
  const { t } = useTranslation();
  const { setValue, watch } = useFormContext();
  const upload = useImageUpload();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const value = watch(name) as string;
  return (
    <div className="image-field">
      <Field name={name} label={t("banners.image")} hint={t("banners.imageHint")} />
      <label className="button">
        {busy ? t("banners.uploading") : t("banners.upload")}
        <input
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          style={{ position: "absolute", width: 1, height: 1, opacity: 0 }}
          disabled={busy}
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (!file) return;
            setBusy(true);
            setError(null);
            try {
              setValue(name, await upload(file), { shouldDirty: true, shouldValidate: true });
            } catch (err) {
              setError(messageOf(err, t));
            } finally {
              setBusy(false);
            }
          }}
        />
      </label>
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      {value ? (
        <img
          src={value}
          alt=""
          className="image-preview"
          style={{ maxWidth: 240, display: "block", marginTop: 8 }}
        />
      ) : null}
    </div>
  );
}
