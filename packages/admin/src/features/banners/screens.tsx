import { useTranslation } from "@printshop/ui";
import { useLocalTitle } from "../../shell/useLocalTitle";
import { CreateInput, UpdateInput } from "@printshop/core/banner/schema";
import { Field, TranslatedField } from "@printshop/ui/admin";
import type { RouterOutputs } from "../../trpc";
import { EditScreen } from "../../resource/EditScreen";
import { ListScreen } from "../../resource/ListScreen";
import { pickText } from "../pages/text";
import { ImageField } from "./ImageField";

type Row = RouterOutputs["admin"]["banners"]["list"]["items"][number];
const blank = { pl: "", en: "", de: "" };

/** Banners: the home page's carousel, in `sort` order; show/hide and delete in place. */
export function BannersListPage() {
  const { t, i18n } = useTranslation();
  return (
    <ListScreen<Row>
      area="banners"
      sortable={["sort", "bannerId", "caption"]}
      caption={t("banners.caption")}
      columns={(edit) => [
        { id: "sort", header: t("common.order"), sortable: true, cell: (r) => r.sort },
        {
          id: "caption",
          header: t("banners.text"),
          sortable: true,
          cell: (r) => edit(r, pickText(r.caption, i18n.language)),
        },
        { id: "link", header: t("common.link"), cell: (r) => r.link || "—" },
        {
          id: "active",
          header: t("common.active"),
          cell: (r) => (r.active ? t("common.activeYes") : t("common.activeNo")),
        },
      ]}
      idOf={(r) => r.bannerId}
      versionOf={(r) => r.version}
      shownOf={(r) => r.active}
      deleteTitle={t("banners.deleteTitle")}
      deleteMessage={(r) =>
        t("banners.deleteMessage", { title: pickText(r.caption, i18n.language) })
      }
    />
  );
}

/** One banner (or a new one): image, caption, button text per language, link, active, order. */
export function BannerEditPage() {
  const localTitle = useLocalTitle();
  const { t } = useTranslation();
  return (
    <EditScreen<Row>
      area="banners"
      createSchema={CreateInput}
      updateSchema={UpdateInput}
      blank={{ image: "", caption: blank, button: blank, link: "", active: true, sort: 0 }}
      valuesOf={(b) => ({
        image: b.image,
        caption: b.caption,
        button: b.button,
        link: b.link,
        active: b.active,
        sort: b.sort,
      })}
      idOf={(b) => b.bannerId}
      versionOf={(b) => b.version}
      heading={(b) => localTitle(b.caption)}
      // Banners show on the shop's home page.
      shopPath={() => "/"}
      historyType="banner"
      fields={() => (
        <>
          <ImageField name="image" />
          <TranslatedField name="caption" label={t("banners.text")} />
          <TranslatedField name="button" label={t("banners.button")} />
          <Field name="link" label={t("common.link")} />
          <Field name="sort" label={t("common.order")} type="number" min={0} />
          <Field name="active" label={t("common.active")} type="checkbox" />
        </>
      )}
    />
  );
}
