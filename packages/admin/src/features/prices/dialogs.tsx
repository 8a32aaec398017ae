import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "@printshop/ui";
import { ROUNDINGS, type Rounding } from "@printshop/core/price-table/rounding";
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
  const [range, setRange] = useState<"all" | "one">("all");
  const [copy, setCopy] = useState<number | undefined>(props.runs[0]);
  const [changeType, setChangeType] = useState<"increase" | "decrease">("increase");
  const [value, setValue] = useState("");
  const [rounding, setRounding] = useState<Rounding>("0.01");
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const change = trpc.admin.prices.changeAll.useMutation({ onError: () => undefined });
  const input = {
    productId: props.productId,
    range,
    copy: range === "one" ? copy : undefined,
    changeType,
    value,
    rounding,
  };
  const close = () => {
    setPreview(null);
    setError(null);
    props.onClose();
  };
  const fail = (e: unknown) => {
    const code = (e as { data?: { appCode?: string; code?: string } })?.data;
    const message = (e as { message?: string }).message;
    setError(
      code && message && !/change_all_failed/.test(JSON.stringify(code))
        ? message
        : t("prices.changeAllFailed"),
    );
  };
  const showPreview = async () => {
    setError(null);
    try {
      const out = await change.mutateAsync({ ...input, preview: true });
      if (out.preview) setPreview(out);
    } catch (e) {
      fail(e);
    }
  };
  const applyIt = async () => {
    setError(null);
    try {
      const out = await change.mutateAsync({
        ...input,
        preview: false,
        version: preview?.version ?? props.version,
      });
      if (!out) throw new Error("falsy");
      await props.onDone();
      close();
    } catch (e) {
      fail(e);
    }
  };
  return (
    <Modal open={props.open} title={t("prices.changeAll")} onClose={close} width={600}>
      <form
        className="price-change-all"
        onSubmit={(e) => {
          e.preventDefault();
          void showPreview();
        }}
      >
        <fieldset>
          <legend>{t("prices.range")}</legend>
          <label>
            <input
              type="radio"
              name="range"
              checked={range === "all"}
              onChange={() => setRange("all")}
            />{" "}
            {t("prices.rangeAll")}
          </label>
          <label>
            <input
              type="radio"
              name="range"
              checked={range === "one"}
              onChange={() => setRange("one")}
            />{" "}
            {t("prices.rangeOne")}
          </label>
          {range === "one" ? (
            <select
              aria-label={t("prices.runLabel")}
              value={copy}
              onChange={(e) => setCopy(Number(e.target.value))}
            >
              {props.runs.map((r) => (
                <option key={r} value={r}>
                  {t("prices.run", { count: r })}
                </option>
              ))}
            </select>
          ) : null}
        </fieldset>
        <label>
          {t("prices.value")}{" "}
          <input
            name="value"
            inputMode="decimal"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            required
          />
        </label>
        <label>
          {t("prices.changeType")}{" "}
          <select
            name="changeType"
            value={changeType}
            onChange={(e) => setChangeType(e.target.value as "increase" | "decrease")}
          >
            <option value="increase">{t("prices.increase")}</option>
            <option value="decrease">{t("prices.decrease")}</option>
          </select>
        </label>
        <label>
          {t("prices.rounding")}{" "}
          <select
            name="rounding"
            value={rounding}
            onChange={(e) => setRounding(e.target.value as Rounding)}
          >
            {ROUNDINGS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={change.isPending}>
          {t("prices.preview")}
        </button>
      </form>
      {preview ? (
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
                    <td>{c.combination}</td>
                    <td>{c.copy}</td>
                    <td>{c.before}</td>
                    <td>{c.after}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      <div className="modal-actions">
        <button type="button" className="button-secondary" onClick={close}>
          {t("prices.cancel")}
        </button>
        <button
          type="button"
          onClick={() => void applyIt()}
          disabled={!preview || change.isPending}
        >
          {t("prices.apply")}
        </button>
      </div>
    </Modal>
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
  const [copy, setCopy] = useState("");
  const [error, setError] = useState<string | null>(null);
  const add = trpc.admin.prices.addRun.useMutation({ onError: () => undefined });
  const submit = async () => {
    const n = Number(copy);
    if (!/^\d+$/.test(copy.trim()) || n < 1) return setError(t("prices.runInvalid"));
    try {
      await add.mutateAsync({ productId: props.productId, copy: n, version: props.version });
      await props.onDone();
      setCopy("");
      setError(null);
      props.onClose();
    } catch (e) {
      setError((e as Error).message || t("prices.saveFailed"));
    }
  };
  return (
    <Modal open={props.open} title={t("prices.addRun")} onClose={props.onClose} width={300}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label>
          {t("prices.runLabel")}{" "}
          <input
            name="copy"
            inputMode="numeric"
            value={copy}
            onChange={(e) => setCopy(e.target.value)}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's one field, focused when the person opens it
            autoFocus
          />
        </label>
        {error ? (
          <p role="alert" className="form-error">
            {error}
          </p>
        ) : null}
        <div className="modal-actions">
          <button type="button" className="button-secondary" onClick={props.onClose}>
            {t("prices.cancel")}
          </button>
          <button type="submit" disabled={add.isPending}>
            {t("prices.addRun")}
          </button>
        </div>
      </form>
    </Modal>
  );
}
