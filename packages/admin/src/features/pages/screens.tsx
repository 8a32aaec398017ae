import { useTranslation } from "@printshop/ui";
import { useLocalTitle } from "../../shell/useLocalTitle";
import { CreateInput, UpdateInput } from "@printshop/core/content/schema";
import { formatDateTime } from "@printshop/core/format";
import { Field, TranslatedField } from "@printshop/ui/admin";
import type { RouterOutputs } from "../../trpc";
import { EditScreen } from "../../resource/EditScreen";
import { ListScreen } from "../../resource/ListScreen";
import { DateField, RichTextFields } from "./fields";
import { pickText } from "./text";

/** CMS pages and blog posts: the same list and edit screens over admin.pages.* / admin.posts.*. */
export type Area = "pages" | "posts";
type Row = RouterOutputs["admin"]["pages"]["list"]["items"][number];
type Rec = RouterOutputs["admin"]["pages"]["get"];
const blank = { pl: "", en: "", de: "" };

export function ContentListPage({ area }: { area: Area }) {
  const { t, i18n } = useTranslation();
  return (
    <ListScreen<Row>
      key={area}
      area={area}
      sortable={["publishedAt", "id", "title", "slug"]}
      caption={t(area === "pages" ? "content.pagesCaption" : "content.postsCaption")}
      columns={(edit) => [
        {
          id: "publishedAt",
          header: t("content.publishedAt"),
          sortable: true,
          cell: (r) => (r.publishedAt ? formatDateTime(r.publishedAt, i18n.language) : "—"),
        },
        {
          id: "title",
          header: t("common.title"),
          sortable: true,
          cell: (r) => edit(r, pickText(r.title, i18n.language)),
        },
        { id: "slug", header: t("common.slug"), sortable: true, cell: (r) => r.slug },
        {
          id: "published",
          header: t("content.published"),
          cell: (r) => (r.published ? t("common.activeYes") : t("common.activeNo")),
        },
      ]}
      idOf={(r) => r.id}
      versionOf={(r) => r.version}
      shownOf={(r) => r.published}
      deleteTitle={t(area === "pages" ? "content.deletePageTitle" : "content.deletePostTitle")}
      deleteMessage={(r) => t("content.deleteMessage", { title: pickText(r.title, i18n.language) })}
    />
  );
}

export function ContentEditPage({ area }: { area: Area }) {
  const localTitle = useLocalTitle();
  return (
    <EditScreen<Rec>
      key={area}
      area={area}
      createSchema={CreateInput}
      updateSchema={UpdateInput}
      blank={{
        title: blank,
        slug: "",
        body: blank,
        seoTitle: blank,
        seoDescription: blank,
        published: false,
        publishedAt: null,
      }}
      valuesOf={(r) => ({
        title: r.title,
        slug: r.slug,
        body: r.body,
        seoTitle: r.seoTitle,
        seoDescription: r.seoDescription,
        published: r.published,
        publishedAt: r.publishedAt,
      })}
      idOf={(r) => r.id}
      versionOf={(r) => r.version}
      shopPath={(r) => (area === "pages" ? `/page/${r.slug}` : `/blog/${r.slug}`)}
      heading={(r) => localTitle(r.title)}
      historyType={area === "pages" ? "page" : "post"}
      fields={() => <Fields />}
    />
  );
}

function Fields() {
  const { t } = useTranslation();
  return (
    <>
      <TranslatedField name="title" label={t("common.title")} />
      <Field name="slug" label={t("common.slug")} hint={t("common.slugHint")} />
      <RichTextFields name="body" label={t("content.body")} />
      <TranslatedField name="seoTitle" label={t("content.seoTitle")} />
      <TranslatedField name="seoDescription" label={t("content.seoDescription")} multiline />
      <Field name="published" label={t("content.published")} type="checkbox" />
      <DateField name="publishedAt" label={t("content.publishedAt")} />
    </>
  );
}
