import { useTranslation } from "@printshop/ui";
import { useLocalTitle } from "../../shell/useLocalTitle";
import { useFormContext } from "react-hook-form";
import { CreateInput, UpdateInput } from "@printshop/core/menu/schema";
import { Field, TranslatedField } from "@printshop/ui/admin";
import { trpc, type RouterOutputs } from "../../trpc";
import { EditScreen } from "../../resource/EditScreen";
import { ListScreen } from "../../resource/ListScreen";
import { pickText } from "../pages/text";

type Row = RouterOutputs["admin"]["menu"]["list"]["items"][number];
const blank = { pl: "", en: "", de: "" };

/** Menu items in `sort` order (sub-items marked ↳); show/hide and delete in place. */
export function MenuListPage() {
  const { t, i18n } = useTranslation();
  return (
    <ListScreen<Row>
      area="menu"
      sortable={["sort", "menuItemId", "title"]}
      caption={t("menu.caption")}
      columns={(edit) => [
        { id: "sort", header: t("common.order"), sortable: true, cell: (r) => r.sort },
        {
          id: "title",
          header: t("menu.label"),
          sortable: true,
          cell: (r) => edit(r, `${r.parentId ? "↳ " : ""}${pickText(r.title, i18n.language)}`),
        },
        { id: "link", header: t("common.link"), cell: (r) => r.link },
        {
          id: "active",
          header: t("common.active"),
          cell: (r) => (r.active ? t("common.activeYes") : t("common.activeNo")),
        },
      ]}
      idOf={(r) => r.menuItemId}
      versionOf={(r) => r.version}
      shownOf={(r) => r.active}
      deleteTitle={t("menu.deleteTitle")}
      deleteMessage={(r) => t("menu.deleteMessage", { title: pickText(r.title, i18n.language) })}
    />
  );
}

/** One menu item (or a new one): label per language, link, parent (one level), active, order. */
export function MenuEditPage() {
  const localTitle = useLocalTitle();
  return (
    <EditScreen<Row>
      area="menu"
      createSchema={CreateInput}
      updateSchema={UpdateInput}
      blank={{ title: blank, link: "/", active: true, sort: 0, parentId: null }}
      valuesOf={(b) => ({
        title: b.title,
        link: b.link,
        active: b.active,
        sort: b.sort,
        parentId: b.parentId,
      })}
      idOf={(b) => b.menuItemId}
      versionOf={(b) => b.version}
      heading={(b) => localTitle(b.title)}
      historyType="menuItem"
      fields={(b) => <Fields self={b?.menuItemId} />}
    />
  );
}

function Fields({ self }: { self?: number }) {
  const { t, i18n } = useTranslation();
  // Parents: top-level items other than this one (one level of nesting).
  const tops = trpc.admin.menu.list.useQuery({
    pageSize: 100,
    sort: { by: "sort", dir: "asc" },
    filters: { parentId: null },
  });
  const options = [
    { value: "", label: t("menu.noParent") },
    ...(tops.data?.items ?? [])
      .filter((m) => m.menuItemId !== self)
      .map((m) => ({ value: String(m.menuItemId), label: pickText(m.title, i18n.language) })),
  ];
  return (
    <>
      <TranslatedField name="title" label={t("menu.label")} />
      <Field name="link" label={t("common.link")} />
      <ParentSelect options={options} />
      <Field name="sort" label={t("common.order")} type="number" min={0} />
      <Field name="active" label={t("common.active")} type="checkbox" />
    </>
  );
}

/** The parent as a select whose blank option means "top level" (null). */
function ParentSelect({ options }: { options: { value: string; label: string }[] }) {
  const { t } = useTranslation();
  const { register } = useFormContext();
  return (
    <div className="field">
      <label>
        <span>{t("menu.parent")}</span>
        <select
          {...register("parentId", {
            setValueAs: (v: unknown) =>
              v === "" || v === null || v === undefined ? null : Number(v),
          })}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
