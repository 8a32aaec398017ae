import { useRef, useState } from "react";
import { useFormContext } from "react-hook-form";
import { Modal, useToast, useTranslation } from "@printshop/ui";
import {
  asNumber,
  Field,
  FieldError,
  Form,
  SubmitButton,
  useField,
  useKitForm,
} from "@printshop/ui/form";
import { ROUNDINGS } from "@printshop/core/price-table/rounding";
import { ChangeAllInput, RunInput } from "@printshop/core/price-table/schema";
import { trpc, type RouterOutputs } from "../../trpc";

type Preview = Extract<RouterOutputs["admin"]["prices"]["changeAll"], { preview: true }>;

/** Change all prices (width 600): range, %, increase/decrease, rounding; a preview of old → new before applying. */
export function ChangeAllDialog(props: {
  open: boolean;
  productId: number;
  runs: number[];
  version: number;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={props.open} title={t("prices.changeAll")} onClose={props.onClose} width={600}>
      {/* A fresh form each time the dialog opens (with the runs the product has then). */}
      {props.open ? <ChangeAllForm {...props} /> : null}
    </Modal>
  );
}

function ChangeAllForm(props: Parameters<typeof ChangeAllDialog>[0]) {
  const { t } = useTranslation();
  const toast = useToast();
  const [preview, setPreview] = useState<{ of: string; answer: Preview } | null>(null);
  const applying = useRef(false);
  // Failures are the form's to show: a field's under it, the rest in the dialog and a toast.
  const change = trpc.admin.prices.changeAll.useMutation({ onError: () => undefined });
  const kit = useKitForm({
    schema: ChangeAllInput,
    inlineErrors: true,
    defaultValues: {
      productId: props.productId,
      range: "all",
      copy: props.runs[0],
      changeType: "increase",
      value: "",
      rounding: "0.01",
    },
    onSubmit: async (values, typed) => {
      const input = { ...values, copy: values.range === "one" ? values.copy : undefined };
      if (applying.current && preview) {
        const out = await change.mutateAsync({
          ...input,
          preview: false,
          version: preview.answer.version,
        });
        // Said at once, not only seen in the grid: how many prices the change set changed.
        if (!out.preview) toast.info(t("prices.changedPrices", { count: out.changed }));
        await props.onDone();
        props.onClose();
        return;
      }
      const out = await change.mutateAsync({ ...input, preview: true });
      if (out.preview) setPreview({ of: JSON.stringify(typed), answer: out });
    },
  });
  // Apply applies what the preview showed: changed values need a new preview first.
  const current = JSON.stringify(kit.form.watch());
  const shown = preview && preview.of === current ? preview.answer : null;
  const range = kit.form.watch("range");
  return (
    <Form
      kit={kit}
      className="price-change-all"
      guard={false}
      actions={
        <div className="modal-actions">
          <button type="button" className="button-secondary" onClick={props.onClose}>
            {t("prices.cancel")}
          </button>
          <SubmitButton>{t("prices.preview")}</SubmitButton>
          <button
            type="button"
            disabled={!shown || kit.pending}
            onClick={() => {
              applying.current = true;
              void kit.submit().finally(() => (applying.current = false));
            }}
          >
            {t("prices.apply")}
          </button>
        </div>
      }
    >
      <RangeField runs={props.runs} one={range === "one"} />
      <Field name="value" label={t("prices.value")} inputMode="decimal" />
      <Field
        as="select"
        name="changeType"
        label={t("prices.changeType")}
        options={[
          { value: "increase", label: t("prices.increase") },
          { value: "decrease", label: t("prices.decrease") },
        ]}
      />
      <Field
        as="select"
        name="rounding"
        label={t("prices.rounding")}
        options={ROUNDINGS.map((r) => ({ value: r, label: r }))}
      />
      {shown ? <PreviewTable preview={shown} /> : null}
    </Form>
  );
}

/** All prices, or the prices of one run (then which run). */
function RangeField({ runs, one }: { runs: number[]; one: boolean }) {
  const { t } = useTranslation();
  const { register } = useFormContext();
  const copy = useField("copy", t("prices.runLabel"));
  useField("range", t("prices.range"));
  return (
    <fieldset>
      <legend>{t("prices.range")}</legend>
      <label>
        <input type="radio" value="all" {...register("range")} /> {t("prices.rangeAll")}
      </label>
      <label>
        <input type="radio" value="one" {...register("range")} /> {t("prices.rangeOne")}
      </label>
      {one ? (
        <select
          aria-label={t("prices.runLabel")}
          {...register("copy", { setValueAs: asNumber })}
          {...copy.aria()}
        >
          {runs.map((r) => (
            <option key={r} value={r}>
              {t("prices.run", { count: r })}
            </option>
          ))}
        </select>
      ) : null}
      <FieldError name="copy" />
      <FieldError name="range" />
    </fieldset>
  );
}

function PreviewTable({ preview }: { preview: Preview }) {
  const { t } = useTranslation();
  return (
    <div className="price-preview">
      <p>{t("prices.previewSummary", { total: preview.total, changed: preview.changed })}</p>
      <div style={{ maxHeight: 240, overflow: "auto" }}>
        <table>
          <thead>
            <tr>
              <th>{t("prices.combination")}</th>
              <th>{t("prices.runLabel")}</th>
              <th>{t("prices.before")}</th>
              <th>{t("prices.after")}</th>
            </tr>
          </thead>
          <tbody>
            {preview.changes.slice(0, 500).map((c) => (
              <tr key={`${c.combination}|${c.copy}`}>
                <td>{c.description}</td>
                <td>{t("prices.run", { count: c.copy })}</td>
                <td>{c.before}</td>
                <td>{c.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Add a run (width 300): its quantity. */
export function AddRunDialog(props: {
  open: boolean;
  productId: number;
  version: number;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={props.open} title={t("prices.addRun")} onClose={props.onClose} width={300}>
      {props.open ? <AddRunForm {...props} /> : null}
    </Modal>
  );
}

function AddRunForm(props: Parameters<typeof AddRunDialog>[0]) {
  const { t } = useTranslation();
  const toast = useToast();
  const add = trpc.admin.prices.addRun.useMutation({ onError: () => undefined });
  const kit = useKitForm({
    schema: RunInput,
    inlineErrors: true,
    defaultValues: { productId: props.productId, copy: "" as unknown as number },
    onSubmit: async (values) => {
      await add.mutateAsync({ ...values, version: props.version });
      toast.info(t("prices.runAdded", { count: values.copy }));
      await props.onDone();
      props.onClose();
    },
  });
  return (
    <Form
      kit={kit}
      guard={false}
      actions={
        <div className="modal-actions">
          <button type="button" className="button-secondary" onClick={props.onClose}>
            {t("prices.cancel")}
          </button>
          <SubmitButton>{t("prices.addRun")}</SubmitButton>
        </div>
      }
    >
      <Field
        name="copy"
        label={t("prices.runLabel")}
        inputMode="numeric"
        number
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's one field, focused when the person opens it
        autoFocus
      />
    </Form>
  );
}
