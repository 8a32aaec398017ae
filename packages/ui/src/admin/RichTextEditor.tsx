import { useTranslation } from "../i18n-react";
import { lazy, Suspense } from "react";
import type { RichTextEditorProps } from "./RichTextEditorImpl";

export type { RichTextEditorProps, ImageUpload } from "./RichTextEditorImpl";

const Editor = lazy(() => import("./RichTextEditorImpl"));

/**
 * A rich-text editor (TipTap), loaded only when a screen shows one so the editor's code stays out
 * of every other screen. Heights 200 and 500 as in the seed; images go up through the given
 * `upload` (the admin passes `admin.images.upload`'s presigned PUT and public URL). The server
 * sanitises the HTML on save.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation("kit");
  return (
    <Suspense
      fallback={
        <div className="rich-text" style={{ minHeight: props.height ?? 200 }} role="status">
          {t("table.loading")}
        </div>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
