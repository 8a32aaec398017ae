import { useTranslation } from "@printshop/ui";
import { useState } from "react";
import { ConfirmDialog, SortableList, type ImageUpload } from "@printshop/ui/admin";
import {
  addOption,
  addValue,
  removeOption,
  removeValue,
  updateOption,
  updateValue,
  type CalculatorDraft,
  type OptionDraft,
} from "@printshop/core/workbench/index";
import { OptionDialog, ValueDialog, type OptionForm, type ValueForm } from "./OptionDialog";
import { pick } from "./titles";
import { NS } from "./texts";

type Dialog =
  | { kind: "option"; mode: "addOption" | "editOption" | "addChild"; initial: OptionForm }
  | { kind: "value"; mode: "addValue" | "editValue"; optionId: number; initial: ValueForm }
  | { kind: "deleteOption"; option: OptionDraft }
  | { kind: "deleteValue"; valueId: number; title: string };

const newSelect = (): OptionForm => ({
  type: "select",
  active: true,
  title: {},
  shortcode: "",
  dependant: null,
  dependantValue: null,
  values: [],
});

/** Options, their values and child options, with the seed's modals and reordering (drag and drop or keyboard). */
export function OptionsPanel(props: {
  draft: CalculatorDraft;
  onChange: (next: CalculatorDraft) => void;
  upload?: ImageUpload;
}) {
  const { t, i18n } = useTranslation(NS);
  const lang = i18n.language;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const d = props.draft;
  const close = () => setDialog(null);
  const titleOfValue = (id: number) => {
    for (const o of d.options)
      if (o.type === "select")
        for (const v of o.values) if (v.id === id) return pick(v.title, lang);
    return String(id);
  };

  const applyOption = (form: OptionForm) => {
    if (dialog?.kind !== "option") return;
    if (dialog.mode === "editOption" && form.id !== undefined) {
      const { id: _id, type: _type, ...patch } = form as OptionForm & { values?: unknown };
      delete (patch as { values?: unknown }).values;
      props.onChange(updateOption(d, form.id, patch as never));
    } else props.onChange(addOption(d, form as never));
    close();
  };
  const applyValue = (form: ValueForm) => {
    if (dialog?.kind !== "value") return;
    if (dialog.mode === "editValue" && form.id !== undefined)
      props.onChange(
        updateValue(d, form.id, { value: form.value, title: form.title, info: form.info } as never),
      );
    else
      props.onChange(
        addValue(d, dialog.optionId, {
          value: form.value,
          title: form.title,
          excluding: "",
          info: form.info ?? null,
        } as never),
      );
    close();
  };
  const reorder = (ids: string[]) => {
    props.onChange({ ...d, options: ids.map((id) => d.options.find((o) => String(o.id) === id)!) });
    return Promise.resolve();
  };
  const reorderValues = (optionId: number) => (ids: string[]) => {
    props.onChange({
      ...d,
      options: d.options.map((o) =>
        o.id === optionId && o.type === "select"
          ? { ...o, values: ids.map((id) => o.values.find((v) => String(v.id) === id)!) }
          : o,
      ),
    });
    return Promise.resolve();
  };

  return (
    <section aria-labelledby="options-title">
      <h2 id="options-title">{t("options.title")}</h2>
      <button
        type="button"
        onClick={() => setDialog({ kind: "option", mode: "addOption", initial: newSelect() })}
      >
        {t("options.add")}
      </button>
      <SortableList
        label={t("options.order")}
        items={d.options.map((o) => ({ ...o, id: String(o.id), optionId: o.id }))}
        onSave={reorder}
        render={(item) => {
          const o = d.options.find((x) => x.id === item.optionId)!;
          const parent = d.options.find((p) => p.id === o.dependant);
          return (
            <div className="option-card">
              <h3>
                {pick(o.title, lang)} <code>{o.shortcode}</code>{" "}
                <small>
                  {t(`options.${o.type}`)}
                  {o.active ? "" : `, ${t("options.inactive")}`}
                </small>
              </h3>
              {parent && o.dependantValue != null && (
                <p>
                  {t("options.dependsOn", {
                    option: pick(parent.title, lang),
                    value: titleOfValue(o.dependantValue),
                  })}
                </p>
              )}
              <div className="actions">
                <button
                  type="button"
                  onClick={() => setDialog({ kind: "option", mode: "editOption", initial: o })}
                >
                  {t("options.edit")}
                </button>
                <button
                  type="button"
                  className="danger"
                  onClick={() => setDialog({ kind: "deleteOption", option: o })}
                >
                  {t("options.delete")}
                </button>
                {o.type === "select" && (
                  <>
                    <button
                      type="button"
                      onClick={() =>
                        setDialog({
                          kind: "value",
                          mode: "addValue",
                          optionId: o.id,
                          initial: { value: 1, title: {}, excluding: "" },
                        })
                      }
                    >
                      {t("options.addValue")}
                    </button>
                    <button
                      type="button"
                      onClick={() =>
                        setDialog({
                          kind: "option",
                          mode: "addChild",
                          initial: {
                            ...newSelect(),
                            dependant: o.id,
                            dependantValue: o.values[0]?.id ?? null,
                          },
                        })
                      }
                    >
                      {t("options.addChild")}
                    </button>
                  </>
                )}
              </div>
              {o.type === "select" && o.values.length > 0 && (
                <SortableList
                  label={`${t("options.valueOrder")}: ${pick(o.title, lang)}`}
                  items={o.values.map((v) => ({ ...v, id: String(v.id), valueId: v.id }))}
                  onSave={reorderValues(o.id)}
                  render={(v) => (
                    <span className="value-row">
                      {pick(v.title, lang)} <code>{v.value}</code>{" "}
                      <button
                        type="button"
                        onClick={() =>
                          setDialog({
                            kind: "value",
                            mode: "editValue",
                            optionId: o.id,
                            initial: { ...v, id: v.valueId },
                          })
                        }
                      >
                        {t("options.edit")}
                      </button>{" "}
                      <button
                        type="button"
                        className="danger"
                        onClick={() =>
                          setDialog({
                            kind: "deleteValue",
                            valueId: v.valueId,
                            title: pick(v.title, lang),
                          })
                        }
                      >
                        {t("options.delete")}
                      </button>
                    </span>
                  )}
                />
              )}
            </div>
          );
        }}
      />
      {dialog?.kind === "option" && (
        <OptionDialog
          draft={d}
          mode={dialog.mode}
          initial={dialog.initial}
          onApply={applyOption}
          onClose={close}
          upload={props.upload}
        />
      )}
      {dialog?.kind === "value" && (
        <ValueDialog
          mode={dialog.mode}
          initial={dialog.initial}
          onApply={applyValue}
          onClose={close}
          upload={props.upload}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === "deleteOption"}
        title={t("options.delete")}
        message={
          dialog?.kind === "deleteOption"
            ? t("options.confirmDelete", { title: pick(dialog.option.title, lang) })
            : ""
        }
        danger
        // eslint-disable-next-line @typescript-eslint/require-await -- ConfirmDialog awaits onConfirm's promise
        onConfirm={async () =>
          dialog?.kind === "deleteOption" &&
          (props.onChange(removeOption(d, dialog.option.id)), close())
        }
        onClose={close}
      />
      <ConfirmDialog
        open={dialog?.kind === "deleteValue"}
        title={t("options.delete")}
        message={
          dialog?.kind === "deleteValue"
            ? t("options.confirmDeleteValue", { title: dialog.title })
            : ""
        }
        danger
        // eslint-disable-next-line @typescript-eslint/require-await -- ConfirmDialog awaits onConfirm's promise
        onConfirm={async () =>
          dialog?.kind === "deleteValue" &&
          (props.onChange(removeValue(d, dialog.valueId)), close())
        }
        onClose={close}
      />
    </section>
  );
}
