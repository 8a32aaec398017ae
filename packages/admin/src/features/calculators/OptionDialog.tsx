import { useEffect } from "react";
import { Modal, useTranslation } from "@printshop/ui";
import { RichTextEditor, TranslatedField, type ImageUpload } from "@printshop/ui/admin";
import {
  Controller,
  Field,
  Form,
  SubmitButton,
  useFormContext,
  useKitForm,
  type KitForm,
} from "@printshop/ui/form";
import { SHORTCODE, type CalculatorDraft, type OptionDraft } from "@printshop/core/workbench/index";
import { pick } from "./titles";
import { NS } from "./texts";

type Lang = "pl" | "en" | "de";
type Rich = Partial<Record<Lang, string>> | null | undefined;
/** An option being edited: a select or an input, its id once it exists. */
export type OptionForm = OptionDraft extends infer T
  ? T extends unknown
    ? Omit<T, "id"> & { id?: number }
    : never
  : never;

const NUMBERS = ["step", "min", "max", "initialValue"] as const;
/** A number field's value: a number, nothing (""), or text that is not a number yet. */
const asLimit = (v: unknown) => (v === "" || v === null || v === undefined ? null : v);
const notANumber = (v: unknown) => asLimit(v) !== null && typeof v !== "number";

/** The option's form: every field of both kinds (the kind decides which are used). */
function valuesOf(o: OptionForm) {
  const input = o.type === "input" ? o : null;
  return {
    ...o,
    step: input?.step ?? "",
    min: input?.min ?? "",
    max: input?.max ?? "",
    initialValue: input?.initialValue ?? "",
    unit: { pl: "", en: "", de: "", ...(input?.unit ?? {}) },
    dependant: o.dependant ?? "",
    dependantValue: o.dependantValue ?? "",
  };
}
type Values = ReturnType<typeof valuesOf>;

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
  const lang = i18n.language as Lang;
  const kit = useKitForm<Values>({
    defaultValues: valuesOf(props.initial),
    inlineErrors: true,
    check: (v) => {
      const out: Record<string, string> = {};
      if (!Object.values(v.title).some((x) => x && x.trim())) out.title = t("dialog.required");
      if (!v.shortcode) out.shortcode = t("dialog.required");
      else if (!SHORTCODE.test(v.shortcode)) out.shortcode = t("dialog.shortcodeInvalid");
      if (v.type === "input")
        for (const k of NUMBERS) if (notANumber(v[k])) out[k] = t("dialog.number");
      return out;
    },
    onSubmit: (v) => {
      props.onApply(optionOf(v, props.initial));
      return Promise.resolve();
    },
  });
  const { form } = kit;
  // An input starts with the seed's limits; a select with no values.
  useEffect(() => {
    const { unsubscribe } = form.watch((v, { name }) => {
      if (name !== "type" || v.type !== "input") return;
      for (const [k, n] of [
        ["step", 1],
        ["min", 1],
        ["max", 100],
        ["initialValue", 1],
      ] as const)
        if (asLimit(v[k]) === null) form.setValue(k, n);
    });
    return unsubscribe;
  }, [form]);
  const type = form.watch("type");
  const parents = props.draft.options.filter(
    (p) => p.type === "select" && p.id !== props.initial.id,
  );
  const parent = parents.find((p) => p.id === Number(form.watch("dependant")));
  return (
    <Modal open title={t(`dialog.${props.mode}`)} onClose={props.onClose} width={600}>
      <Form kit={kit} className="stack" guard={false} actions={<Actions onClose={props.onClose} />}>
        {props.mode !== "editOption" && (
          <Field
            as="select"
            name="type"
            label={t("dialog.type")}
            options={[
              { value: "select", label: t("options.select") },
              { value: "input", label: t("options.input") },
            ]}
          />
        )}
        <TranslatedField name="title" label={t("dialog.title")} />
        <Field name="shortcode" label={t("dialog.shortcode")} required />
        <Field name="active" type="checkbox" label={t("dialog.active")} />
        {type === "input" && (
          <div className="row">
            {NUMBERS.map((k) => (
              <Field
                key={k}
                name={k}
                label={t(`dialog.${k === "initialValue" ? "initial" : k}`)}
                inputMode="decimal"
                number="decimal"
              />
            ))}
            <Field name={`unit.${lang}`} label={t("dialog.unit")} />
          </div>
        )}
        <div className="row">
          <Field
            as="select"
            name="dependant"
            label={t("dialog.dependant")}
            number
            options={[
              { value: "", label: t("dialog.none") },
              ...parents.map((p) => ({ value: String(p.id), label: pick(p.title, lang) })),
            ]}
          />
          {parent && parent.type === "select" && (
            <Field
              as="select"
              name="dependantValue"
              label={t("dialog.dependantValue")}
              number
              options={[
                { value: "", label: t("dialog.none") },
                ...parent.values.map((v) => ({ value: String(v.id), label: pick(v.title, lang) })),
              ]}
            />
          )}
        </div>
        <InfoField
          label={`${t("dialog.info")} (${lang})`}
          name={`info.${lang}`}
          upload={props.upload}
        />
      </Form>
    </Modal>
  );
}

/** The option as the draft keeps it, from the form (a select keeps its values). */
function optionOf(v: Values, initial: OptionForm): OptionForm {
  const base = {
    id: initial.id,
    active: v.active,
    title: v.title,
    shortcode: v.shortcode.trim(),
    dependant: asLimit(v.dependant) as number | null,
    dependantValue:
      asLimit(v.dependant) === null ? null : (asLimit(v.dependantValue) as number | null),
    info: v.info,
  };
  if (v.type === "select")
    return { ...base, type: "select", values: initial.type === "select" ? initial.values : [] };
  const n = (k: (typeof NUMBERS)[number]) => asLimit(v[k]) as number | null;
  return {
    ...base,
    type: "input",
    step: n("step"),
    min: n("min"),
    max: n("max"),
    initialValue: n("initialValue"),
    unit: v.unit,
  };
}

function Actions({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <div className="actions">
      <button type="button" className="button-secondary" onClick={onClose}>
        {t("dialog.cancel")}
      </button>
      <SubmitButton>{t("dialog.apply")}</SubmitButton>
    </div>
  );
}

/** The info text in the admin's language, in the kit's rich-text editor. */
function InfoField(props: { name: string; label: string; upload?: ImageUpload }) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={props.name}
      render={({ field }) => (
        <RichTextEditor
          label={props.label}
          value={(field.value as string | undefined) ?? ""}
          height={200}
          upload={props.upload}
          onChange={field.onChange}
        />
      )}
    />
  );
}

export type ValueForm = {
  id?: number;
  value: number;
  title: Partial<Record<Lang, string>>;
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
  const lang = i18n.language as Lang;
  const kit: KitForm<ValueForm> = useKitForm<ValueForm>({
    defaultValues: props.initial,
    inlineErrors: true,
    check: (v) => {
      const out: Record<string, string> = {};
      if (!Object.values(v.title).some((x) => x && x.trim())) out.title = t("dialog.required");
      if (typeof v.value !== "number") out.value = t("dialog.number");
      return out;
    },
    onSubmit: (v) => {
      props.onApply(v);
      return Promise.resolve();
    },
  });
  return (
    <Modal open title={t(`dialog.${props.mode}`)} onClose={props.onClose} width={600}>
      <Form kit={kit} className="stack" guard={false} actions={<Actions onClose={props.onClose} />}>
        <TranslatedField name="title" label={t("dialog.title")} />
        <Field name="value" label={t("dialog.value")} inputMode="decimal" number="decimal" />
        <InfoField
          label={`${t("dialog.info")} (${lang})`}
          name={`info.${lang}`}
          upload={props.upload}
        />
      </Form>
    </Modal>
  );
}
