import { useTranslation } from "@printshop/ui";
import type { FieldKind } from "@printshop/core/labels/settings-schema";
import { NumberField } from "./fields";
import { NS } from "./texts";

type Item = {
  id: number;
  factor: number;
  title: Partial<Record<"pl" | "en" | "de", string>>;
  sheeting?: boolean;
};

/** Materials, print types, laminations, applications: id, titles pl/en/de, factor (and sheeting for materials). */
export function ItemsTable(props: {
  caption: string;
  items: Item[];
  onChange: (items: Item[]) => void;
  errorOf: (path: string) => string | undefined;
  path: string;
  sheeting?: boolean;
  fixed?: boolean;
  kind?: FieldKind;
}) {
  const { t } = useTranslation(NS);
  const set = (i: number, patch: Partial<Item>) =>
    props.onChange(props.items.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  return (
    <table className="items">
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("fields.id")}</th>
          {(["pl", "en", "de"] as const).map((l) => (
            <th key={l} scope="col">
              {t("fields.titleCol")} ({l})
            </th>
          ))}
          <th scope="col">{t("fields.factor")}</th>
          {props.sheeting && <th scope="col">{t("fields.sheeting")}</th>}
          {!props.fixed && <td />}
        </tr>
      </thead>
      <tbody>
        {props.items.map((item, i) => (
          <tr key={i}>
            <td>{item.id}</td>
            {(["pl", "en", "de"] as const).map((l) => (
              <td key={l}>
                <input
                  aria-label={`${t("fields.titleCol")} (${l}) ${item.id}`}
                  value={item.title[l] ?? ""}
                  onChange={(e) => set(i, { title: { ...item.title, [l]: e.target.value } })}
                  aria-invalid={props.errorOf(`${props.path}.${i}.title.${l}`) ? true : undefined}
                />
              </td>
            ))}
            <td>
              <NumberField
                compact
                label={`${t("fields.factor")} ${item.title.en ?? item.id}`}
                kind={props.kind ?? "factor"}
                value={item.factor}
                onChange={(v) => set(i, { factor: v as number })}
                error={props.errorOf(`${props.path}.${i}.factor`)}
              />
            </td>
            {props.sheeting && (
              <td>
                <input
                  type="checkbox"
                  aria-label={`${t("fields.sheeting")} ${item.id}`}
                  checked={item.sheeting === true}
                  onChange={(e) => set(i, { sheeting: e.target.checked })}
                />
              </td>
            )}
            {!props.fixed && (
              <td>
                <button
                  type="button"
                  className="danger"
                  onClick={() => props.onChange(props.items.filter((_, j) => j !== i))}
                >
                  {t("fields.remove")}
                </button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
      {!props.fixed && (
        <tfoot>
          <tr>
            <td colSpan={7}>
              <button
                type="button"
                onClick={() =>
                  props.onChange([
                    ...props.items,
                    {
                      id: Math.max(0, ...props.items.map((x) => x.id)) + 1,
                      factor: 1,
                      title: {},
                      ...(props.sheeting ? { sheeting: false } : {}),
                    },
                  ])
                }
              >
                {t("fields.add")}
              </button>
            </td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}
