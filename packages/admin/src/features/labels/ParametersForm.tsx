import { useTranslation } from "@printshop/ui";
import type { LabelSettings } from "@printshop/core/pricing/labels";
import type { FieldKind } from "@printshop/core/labels/settings-schema";
import { ListField, NumberField, getAt, setAt } from "./fields";
import { ItemsTable } from "./ItemsTable";
import { NS } from "./texts";

/**
 * Every parameter of the label model (pricing.md §3), grouped as the model is, each with its
 * unit and valid range; errors come from the same schema the API enforces.
 */
export function ParametersForm(props: {
  draft: LabelSettings;
  onChange: (next: LabelSettings) => void;
  errorOf: (path: string) => string | undefined;
}) {
  const { t } = useTranslation(NS);
  const d = props.draft;
  const num = (path: string, kind: FieldKind, label: string) => (
    <NumberField
      key={path}
      label={label}
      kind={kind}
      value={getAt(d, path)}
      onChange={(v) => props.onChange(setAt(d, path, v))}
      error={props.errorOf(path)}
    />
  );
  const list = (path: "gaps" | "diameters", kind: FieldKind) => (
    <ListField
      label={`${t(`fields.${path}`)} (${t("fields.list")}, ${t("units.mm")})`}
      kind={kind}
      value={d[path]}
      onChange={(v) => props.onChange(setAt(d, path, v))}
      error={props.errorOf(path)}
    />
  );
  const group = (id: string, children: React.ReactNode) => (
    <fieldset key={id} className="group">
      <legend>{t(`groups.${id}`)}</legend>
      {children}
    </fieldset>
  );
  return (
    <div className="label-parameters">
      {group(
        "sizes",
        <>
          {num("webWidth", "webWidth", t("fields.webWidth"))}
          {num("laneGap", "laneGap", t("fields.laneGap"))}
          {num(
            "machineMaterialMinWidth",
            "machineMaterialMinWidth",
            t("fields.machineMaterialMinWidth"),
          )}
          {(["width", "height"] as const).flatMap((k) => [
            num(`${k}.min`, "size", `${t(`fields.${k}`)} ${t("fields.min")}`),
            num(`${k}.max`, "size", `${t(`fields.${k}`)} ${t("fields.max")}`),
          ])}
          {num("quantity.min", "quantity", `${t("fields.quantity")} ${t("fields.min")}`)}
          {num("quantity.max", "quantity", `${t("fields.quantity")} ${t("fields.max")}`)}
          {num("machineWidthMin", "machineWidthMin", t("fields.machineWidthMin"))}
          {num("defaults.width", "size", t("fields.defaultsWidth"))}
          {num("defaults.height", "size", t("fields.defaultsHeight"))}
          {num("defaults.quantity", "quantity", t("fields.defaultsQuantity"))}
        </>,
      )}
      {group(
        "materials",
        <>
          <ItemsTable
            caption={t("groups.materials")}
            items={d.materials}
            onChange={(m) => props.onChange({ ...d, materials: m as LabelSettings["materials"] })}
            errorOf={props.errorOf}
            path="materials"
            sheeting
          />
          {num("materialRate", "materialRate", t("fields.materialRate"))}
        </>,
      )}
      {group(
        "print",
        <ItemsTable
          caption={t("groups.print")}
          items={d.print}
          onChange={(m) => props.onChange({ ...d, print: m })}
          errorOf={props.errorOf}
          path="print"
        />,
      )}
      {group(
        "enrichment",
        <>
          <ItemsTable
            caption={t("groups.enrichment")}
            items={d.enrichment}
            onChange={(m) => props.onChange({ ...d, enrichment: m })}
            errorOf={props.errorOf}
            path="enrichment"
          />
          {num("enrichmentSetup", "enrichmentSetup", t("fields.enrichmentSetup"))}
        </>,
      )}
      {group(
        "cores",
        <>
          {list("diameters", "diameter")}
          {num("defaultDiameter", "diameter", t("fields.defaultDiameter"))}
          {num("rollMaxDiameter", "rollMaxDiameter", t("fields.rollMaxDiameter"))}
          {num("materialThickness", "materialThickness", t("fields.materialThickness"))}
        </>,
      )}
      {group(
        "gaps",
        <>
          {list("gaps", "gap")}
          {num("defaultGap", "gap", t("fields.defaultGap"))}
        </>,
      )}
      {group(
        "tiers",
        <table className="items">
          <thead>
            <tr>
              <th scope="col">{t("fields.from")}</th>
              <th scope="col">{t("fields.tierFactor")}</th>
              <td />
            </tr>
          </thead>
          <tbody>
            {d.tiers.map((_, i) => (
              <tr key={i}>
                <td>{num(`tiers.${i}.from`, "tierFrom", `${t("fields.from")} ${i + 1}`)}</td>
                <td>
                  {num(`tiers.${i}.factor`, "tierFactor", `${t("fields.tierFactor")} ${i + 1}`)}
                </td>
                <td>
                  <button
                    type="button"
                    className="danger"
                    onClick={() =>
                      props.onChange({ ...d, tiers: d.tiers.filter((__, j) => j !== i) })
                    }
                  >
                    {t("fields.remove")}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={3}>
                <button
                  type="button"
                  onClick={() =>
                    props.onChange({
                      ...d,
                      tiers: [
                        ...d.tiers,
                        {
                          from: (d.tiers.at(-1)?.from ?? 0) + 100,
                          factor: d.tiers.at(-1)?.factor ?? 1,
                        },
                      ],
                    })
                  }
                >
                  {t("fields.add")}
                </button>
              </td>
            </tr>
          </tfoot>
        </table>,
      )}
      {group(
        "application",
        <ItemsTable
          caption={t("groups.application")}
          items={d.application}
          onChange={(m) => props.onChange({ ...d, application: m })}
          errorOf={props.errorOf}
          path="application"
          fixed
        />,
      )}
      {group(
        "surcharges",
        <>
          {num("base", "base", t("fields.base"))}
          {num("pieceRate", "pieceRate", t("fields.pieceRate"))}
          {num("fixedFactor", "multiplier", t("fields.fixedFactor"))}
          {num("sheetingFactor", "multiplier", t("fields.sheetingFactor"))}
          {num("personalization.setup", "personalizationSetup", t("fields.personalizationSetup"))}
          {num("personalization.rate", "personalizationRate", t("fields.personalizationRate"))}
          {num("prototype", "prototype", t("fields.prototype"))}
        </>,
      )}
      {group(
        "modes",
        <>
          {(["eco", "standard", "express"] as const).map((m) =>
            num(`modes.${m}`, "mode", t(`fields.${m}`)),
          )}
        </>,
      )}
      {group(
        "leadTimes",
        <>
          {(["pl", "en", "de"] as const).flatMap((l) =>
            (["eco", "standard", "express"] as const).map((m) =>
              num(`leadTimes.${l}.${m}`, "leadTime", `${l.toUpperCase()} ${t(`fields.${m}`)}`),
            ),
          )}
        </>,
      )}
    </div>
  );
}
