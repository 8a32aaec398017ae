import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "@printshop/ui";
import { RichTextEditor, TranslatedInput, type ImageUpload } from "@printshop/ui/admin";
import { SHORTCODE, type CalculatorDraft, type OptionDraft } from "@printshop/core/workbench/index";
import { pick } from "./titles";
import { NS } from "./texts";

type Rich = Partial<Record<"pl" | "en" | "de", string>> | null | undefined;
/** An option being edited: a select or an input, its id once it exists. */
export type OptionForm = OptionDraft extends infer T
  ? T extends unknown
    ? Omit<T, "id"> & { id?: number }
    : never
  : never;

/** The seed's add / edit option and add child option modal: type, titles, shortcode, number limits, dependency, info text. */
export function OptionDialog(props: {
  draft: CalculatorDraft;
  initial: OptionForm;
  mode: "addOption" | "editOption" | "addChild";
  onApply: (o: OptionForm) => void;
  onClose: () => void;
  upload?: ImageUpload;
}) {
  const { t, i18n } = useTranslation(NS);
  const [o, setO] = useState<OptionForm>(props.initial);
  const [error, setError] = useState<string | null>(null);
  const lang = i18n.language as "pl" | "en" | "de";
  const num = (v: string) => (v.trim() === "" ? null : Number(v.replace(",", ".")));
  const parents = props.draft.options.filter((p) => p.type === "select" && p.id !== o.id);
  const parent = parents.find((p) => p.id === o.dependant);
  const apply = () => {
    if (!Object.values(o.title).some((x) => x && x.trim()))
      return setError(`${t("dialog.title")}: ${t("dialog.required")}`);
    if (!o.shortcode) return setError(`${t("dialog.shortcode")}: ${t("dialog.required")}`);
    if (!SHORTCODE.test(o.shortcode)) return setError(t("dialog.shortcodeInvalid"));
    if (
      o.type === "input" &&
      [o.step, o.min, o.max, o.initialValue].some(
        (x) => x !== null && x !== undefined && !Number.isFinite(x),
      )
    )
      return setError(t("dialog.number"));
    props.onApply(o);
  };
  return (
    <Modal open title={t(`dialog.${props.mode}`)} onClose={props.onClose} width={600}>
      <form noValidate onSubmit={(e) => (e.preventDefault(), apply())} className="stack">
        {props.mode !== "editOption" && (
          <label>
            {t("dialog.type")}{" "}
            <select
              value={o.type}
              onChange={(e) =>
                setO(
                  e.target.value === "select"
                    ? { ...base(o), type: "select", values: [] }
                    : { ...base(o), type: "input", step: 1, min: 1, max: 100, initialValue: 1 },
                )
              }
            >
              <option value="select">{t("options.select")}</option>
              <option value="input">{t("options.input")}</option>
            </select>
          </label>
        )}
        <TranslatedInput
          label={t("dialog.title")}
          value={o.title}
          onChange={(title) => setO({ ...o, title })}
        />
        <label>
          {t("dialog.shortcode")}{" "}
          <input
            value={o.shortcode}
            onChange={(e) => setO({ ...o, shortcode: e.target.value.trim() })}
            required
            pattern={SHORTCODE.source}
          />
        </label>
        <label>
          <input
            type="checkbox"
            checked={o.active}
            onChange={(e) => setO({ ...o, active: e.target.checked })}
          />{" "}
          {t("dialog.active")}
        </label>
        {o.type === "input" && (
          <div className="row">
            {(["step", "min", "max", "initialValue"] as const).map((k) => (
              <label key={k}>
                {t(`dialog.${k === "initialValue" ? "initial" : k}`)}{" "}
                <input
                  inputMode="decimal"
                  defaultValue={o[k] ?? ""}
                  onChange={(e) => setO({ ...o, [k]: num(e.target.value) })}
                />
              </label>
            ))}
            <label>
              {t("dialog.unit")}{" "}
              <input
                value={o.unit?.[lang] ?? ""}
                onChange={(e) =>
                  setO({ ...o, unit: { ...(o.unit ?? {}), [lang]: e.target.value } })
                }
              />
            </label>
          </div>
        )}
        <div className="row">
          <label>
            {t("dialog.dependant")}{" "}
            <select
              value={o.dependant ?? ""}
              onChange={(e) =>
                setO({
                  ...o,
                  dependant: e.target.value ? Number(e.target.value) : null,
                  dependantValue: null,
                })
              }
            >
              <option value="">{t("dialog.none")}</option>
              {parents.map((p) => (
                <option key={p.id} value={p.id}>
                  {pick(p.title, lang)}
                </option>
              ))}
            </select>
          </label>
          {parent && parent.type === "select" && (
            <label>
              {t("dialog.dependantValue")}{" "}
              <select
                value={o.dependantValue ?? ""}
                onChange={(e) =>
                  setO({ ...o, dependantValue: e.target.value ? Number(e.target.value) : null })
                }
              >
                <option value="">{t("dialog.none")}</option>
                {parent.values.map((v) => (
                  <option key={v.id} value={v.id}>
                    {pick(v.title, lang)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        <RichTextEditor
          label={`${t("dialog.info")} (${lang})`}
          value={o.info?.[lang] ?? ""}
          height={200}
          upload={props.upload}
          onChange={(html: string) => setO({ ...o, info: { ...(o.info ?? {}), [lang]: html } })}
        />
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
        <div className="actions">
          <button type="button" className="button-secondary" onClick={props.onClose}>
            {t("dialog.cancel")}
          </button>
          <button type="submit">{t("dialog.apply")}</button>
        </div>
      </form>
    </Modal>
  );
}

const base = (o: OptionForm) => ({
  id: o.id,
  active: o.active,
  title: o.title,
  shortcode: o.shortcode,
  dependant: o.dependant,
  dependantValue: o.dependantValue,
  info: o.info,
});

export type ValueForm = {
  id?: number;
  value: number;
  title: Partial<Record<"pl" | "en" | "de", string>>;
  excluding: string | number[] | null;
  info?: Rich;
};

/** The seed's add / edit value modal: titles pl/en/de, the number the equation uses, the info text. */
export function ValueDialog(props: {
  initial: ValueForm;
  mode: "addValue" | "editValue";
  onApply: (v: ValueForm) => void;
  onClose: () => void;
  upload?: ImageUpload;
}) {
  const { t, i18n } = useTranslation(NS);
  const lang = i18n.language as "pl" | "en" | "de";
  const [v, setV] = useState(props.initial);
  const [text, setText] = useState(String(props.initial.value));
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const n = Number(text.replace(",", "."));
    if (text.trim() === "" || !Number.isFinite(n)) return setError(t("dialog.number"));
    if (!Object.values(v.title).some((x) => x && x.trim()))
      return setError(`${t("dialog.title")}: ${t("dialog.required")}`);
    props.onApply({ ...v, value: n });
  };
  return (
    <Modal open title={t(`dialog.${props.mode}`)} onClose={props.onClose} width={600}>
      <form noValidate onSubmit={(e) => (e.preventDefault(), apply())} className="stack">
        <TranslatedInput
          label={t("dialog.title")}
          value={v.title}
          onChange={(title) => setV({ ...v, title })}
        />
        <label>
          {t("dialog.value")}{" "}
          <input
            inputMode="decimal"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={error !== null}
          />
        </label>
        <RichTextEditor
          label={`${t("dialog.info")} (${lang})`}
          value={v.info?.[lang] ?? ""}
          height={200}
          upload={props.upload}
          onChange={(html: string) => setV({ ...v, info: { ...(v.info ?? {}), [lang]: html } })}
        />
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
        <div className="actions">
          <button type="button" className="button-secondary" onClick={props.onClose}>
            {t("dialog.cancel")}
          </button>
          <button type="submit">{t("dialog.apply")}</button>
        </div>
      </form>
    </Modal>
  );
}
