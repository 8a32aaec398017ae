/**
 * The back-office screen kit: everything here is for the admin SPA only. It is its own entry
 * (`@printshop/ui/admin`) so TanStack Table, react-hook-form, dnd-kit and TipTap never enter the
 * shop's bundle (which imports `@printshop/ui`).
 */
import pl from "./admin/locales/pl.json";
import en from "./admin/locales/en.json";
import de from "./admin/locales/de.json";

/** The kit's texts, as the `kit` namespace of the admin's i18next. */
export const kitResources = { pl: { kit: pl }, en: { kit: en }, de: { kit: de } };

export * from "./admin/listState";
export { useListState } from "./admin/useListState";
export { DataTable, type Column, type Filter, type ListResult } from "./admin/DataTable";
export { SchemaForm } from "./admin/SchemaForm";
export {
  Field,
  FieldError,
  FieldMessagesProvider,
  useField,
  useFieldError,
  type FieldMessage,
} from "./form";
export { TranslatedInput, TranslatedField } from "./admin/TranslatedInput";
export { missingLocales, isComplete, withLocale, type TranslatedValue } from "./admin/translated";
export { ConfirmDialog } from "./admin/ConfirmDialog";
export { SortableList } from "./admin/SortableList";
export { RichTextEditor, type RichTextEditorProps, type ImageUpload } from "./admin/RichTextEditor";
export { presignedUpload, type PresignedImage } from "./admin/upload";
export { AuditHistory, changesOf, actorOf, targetOf, type AuditEntry } from "./admin/AuditHistory";
