import { useTranslation } from "@printshop/ui";
import { useLocalTitle } from "../../shell/useLocalTitle";
import { CreateInput, UpdateInput } from "@printshop/core/category/schema";
import { Field, TranslatedField } from "@printshop/ui/admin";
import type { RouterOutputs } from "../../trpc";
import { EditScreen } from "../../resource/EditScreen";

type Rec = RouterOutputs["admin"]["categories"]["get"];

/** One category (or a new one at `categories/new`): titles per language, slug per language, active. */
export function CategoryEditPage() {
  const localTitle = useLocalTitle();
  const { t } = useTranslation();
  return (
    <EditScreen<Rec>
      area="categories"
      createSchema={CreateInput}
      updateSchema={UpdateInput}
      blank={{
        title: { pl: "", en: "", de: "" },
        slug: "",
        slugs: { en: "", de: "" },
        active: true,
      }}
      valuesOf={(c) => ({ title: c.title, slug: c.slug, slugs: c.slugs, active: c.active })}
      idOf={(c) => c.categoryId}
      versionOf={(c) => c.version}
      heading={(c) => localTitle(c.title)}
      historyType="category"
      fields={() => (
        <>
          <TranslatedField name="title" label={t("common.title")} />
          <Field name="slug" label={t("common.slug")} hint={t("common.slugHint")} />
          <Field name="slugs.en" label={t("common.slugEn")} hint={t("common.slugLocaleHint")} />
          <Field name="slugs.de" label={t("common.slugDe")} hint={t("common.slugLocaleHint")} />
          <Field name="active" label={t("common.active")} type="checkbox" />
        </>
      )}
    />
  );
}
