import { useTranslation } from "@printshop/ui";
import { Link } from "react-router";
import { changeApplication, changeMaterial, type LockedField } from "@printshop/core/labels/form";
import { formatPricingError, type PricingError } from "@printshop/core/pricing/messages";
import { type LabelSettings, MACHINE_APPLICATION } from "@printshop/core/pricing/labels";
import { useLocale } from "../../useLocale";
import { WindingTiles } from "./WindingTiles";
import { HelpPanel } from "./HelpPanel";
import { MaterialSwatch } from "./swatches";
import type { LabelForm, SetInput } from "./types";
import "./texts";

type Locale = "pl" | "en" | "de";
const titleOf = (t: unknown, locale: Locale) => {
  const x = (t ?? {}) as Partial<Record<Locale, string>>;
  return x[locale] || x.pl || x.en || "";
};

interface Props {
  settings: LabelSettings;
  form: LabelForm;
  setTyped: (field: "width" | "height" | "quantity", text: string) => void;
  setInput: SetInput;
  errors: Map<string, PricingError>;
  locked: ReadonlySet<LockedField>;
}

/** The left column: sizes, the selects, the winding tiles, notes and the yes/no choices. */
export function LabelOptions({ settings, form, setTyped, setInput, errors, locked }: Props) {
  const { t } = useTranslation("labels");
  const { locale, to } = useLocale();
  const { input, typed } = form;
  const machine = input.application === MACHINE_APPLICATION;
  const err = (field: string) => errors.get(field);
  const errorText = (field: string) => {
    const e = err(field);
    return e ? (
      <p
        id={`label-${field}-error`}
        className="field-error"
        role="alert"
        data-testid={`error-${field}`}
      >
        {formatPricingError(e, locale)}
      </p>
    ) : null;
  };
  const described = (field: string) => (err(field) ? `label-${field}-error` : undefined);
  const material = settings.materials.find((m) => m.id === input.material);

  const sizeField = (field: "width" | "height" | "quantity") => (
    <div className={`option-field${err(field) ? " has-error" : ""}`}>
      <label htmlFor={`label-${field}`}>{t(field)}</label>
      <input
        id={`label-${field}`}
        name={field}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={typed[field]}
        aria-invalid={Boolean(err(field)) || undefined}
        aria-describedby={described(field)}
        onChange={(e) => setTyped(field, e.target.value)}
      />
      {errorText(field)}
    </div>
  );

  const select = (
    field: "material" | "print" | "enrichment" | "application" | "diameter" | "gap",
    label: string,
    options: { value: number; label: string }[],
    onChange: (v: number) => void,
    extra?: React.ReactNode,
    before?: React.ReactNode,
  ) => (
    <div className={`option-field${err(field) ? " has-error" : ""}`}>
      <label htmlFor={`label-${field}`}>{label}</label>
      <div className={before ? "select-with-swatch" : "select-plain"}>
        {before}
        <select
          id={`label-${field}`}
          value={String(input[field])}
          disabled={locked.has(field as LockedField)}
          aria-invalid={Boolean(err(field)) || undefined}
          aria-describedby={described(field)}
          onChange={(e) => onChange(Number(e.target.value))}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {extra}
      {errorText(field)}
    </div>
  );

  const yesNo = (
    field: "sheeting" | "prototype" | "personalization" | "freeSamples",
    label: string,
    disabled: boolean,
    hint?: string,
  ) => (
    <div className={`option-field${err(field) ? " has-error" : ""}`}>
      <label htmlFor={`label-${field}`}>{label}</label>
      <select
        id={`label-${field}`}
        value={input[field] ? "1" : "0"}
        disabled={disabled}
        aria-describedby={described(field)}
        onChange={(e) => setInput((i) => ({ ...i, [field]: e.target.value === "1" }))}
      >
        <option value="0">{t("no")}</option>
        <option value="1">{t("yes")}</option>
      </select>
      {disabled && hint ? <p className="hint">{hint}</p> : null}
      {errorText(field)}
    </div>
  );

  const titled = (list: { id: number; title: unknown }[]) =>
    list.map((x) => ({ value: x.id, label: titleOf(x.title, locale) }));

  return (
    <div className="option-list label-options">
      <div className="label-sizes">
        {sizeField("width")}
        {sizeField("height")}
        {sizeField("quantity")}
      </div>
      {select(
        "material",
        t("material"),
        titled(settings.materials),
        (v) => setInput((i) => changeMaterial(settings, i, v)),
        <Link
          to={to("/page/etykiety-podloza-do-druku")}
          className="option-link"
          data-testid="materials-link"
        >
          {t("materialsLink")}
        </Link>,
        <MaterialSwatch materialId={input.material} title={titleOf(material?.title, locale)} />,
      )}
      {select("print", t("print"), titled(settings.print), (v) =>
        setInput((i) => ({ ...i, print: v })),
      )}
      <div className="option-field">
        <label htmlFor="label-shape">{t("shape")}</label>
        <select id="label-shape" defaultValue="1">
          <option value="1">{t("shapeRounded")}</option>
        </select>
      </div>
      {select("enrichment", t("enrichment"), titled(settings.enrichment), (v) =>
        setInput((i) => ({ ...i, enrichment: v })),
      )}
      {select(
        "application",
        t("application"),
        titled(settings.application),
        (v) => setInput((i) => changeApplication(settings, i, v)),
        <HelpPanel topic="application" />,
      )}
      {select(
        "diameter",
        t("diameter"),
        settings.diameters.map((d) => ({ value: d, label: t("mm", { value: d }) })),
        (v) => setInput((i) => ({ ...i, diameter: v })),
      )}
      {select(
        "gap",
        t("gap"),
        settings.gaps.map((g) => ({ value: g, label: t("mm", { value: g }) })),
        (v) => setInput((i) => ({ ...i, gap: v })),
      )}
      <div className={`option-field option-wide${err("winding") ? " has-error" : ""}`}>
        <span id="label-winding-title" className="field-title">
          {t("winding")}
        </span>
        <p className="hint">{t("windingHint")}</p>
        <WindingTiles
          value={input.winding}
          onChange={(n) => setInput((i) => ({ ...i, winding: n }))}
          machine={machine}
          invalid={Boolean(err("winding"))}
          describedBy={described("winding")}
          labelledBy="label-winding-title"
        />
        {errorText("winding")}
        <HelpPanel topic="winding" />
      </div>
      <div className="option-field option-wide">
        <label htmlFor="label-notes">{t("notes")}</label>
        <textarea
          id="label-notes"
          rows={3}
          maxLength={2000}
          value={input.notes ?? ""}
          placeholder={t("notesPlaceholder")}
          disabled={locked.has("notes")}
          onChange={(e) => setInput((i) => ({ ...i, notes: e.target.value }))}
        />
        {locked.has("notes") ? <p className="hint">{t("machineOnly")}</p> : null}
      </div>
      {yesNo(
        "sheeting",
        t("sheeting"),
        locked.has("sheeting") || !material?.sheeting,
        locked.has("sheeting") ? t("machineOnly") : t("sheetingUnavailable"),
      )}
      <HelpPanel topic="sheeting" />
      {yesNo("prototype", t("prototype"), locked.has("prototype"), t("machineOnly"))}
      <HelpPanel topic="prototype" />
      {yesNo(
        "personalization",
        t("personalization"),
        locked.has("personalization"),
        t("machineOnly"),
      )}
      <HelpPanel topic="personalization" />
      {yesNo("freeSamples", t("freeSamples"), locked.has("freeSamples"), t("machineOnly"))}
    </div>
  );
}
