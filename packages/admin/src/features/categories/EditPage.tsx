import { useLocalTitle } from "../../shell/useLocalTitle";
import { useTranslation } from "react-i18next";
import { CreateInput, UpdateInput } from "@printshop/core/category/schema";
import { Field, TranslatedField } from "@printshop/ui/admin";
import type { RouterOutputs } from "../../trpc";
import { EditScreen } from "../../resource/EditScreen";

type Rec = RouterOutputs["admin"]["categories"]["get"];

/** One category (or a new one at `categories/new`): titles per language, slug, active. */
export function CategoryEditPage() {
  const localTitle = useLocalTitle();
  const { t } = useTranslation();
  return (
    <EditScreen<Rec>
      area="categories"
      createSchema={CreateInput}
      updateSchema={UpdateInput}
      blank={{ title: { pl: "", en: "", de: "" }, slug: "", active: true }}
      valuesOf={(c) => ({ title: c.title, slug: c.slug, active: c.active })}
      idOf={(c) => c.categoryId}
      versionOf={(c) => c.version}
      heading={(c) => localTitle(c.title)}
      historyType="category"
      fields={() => (
        <>
          <TranslatedField name="title" label={t("common.title")} />
          <Field name="slug" label={t("common.slug")} hint={t("common.slugHint")} />
          <Field name="active" label={t("common.active")} type="checkbox" />
        </>
      )}
    />
  );
}
