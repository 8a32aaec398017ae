import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NOTIFY_BY_DEFAULT } from "@printshop/core/order/schema";

/**
 * One of the seed's two selects (order status, payment status) with "e-mail the customer":
 * ticked by default when the order goes to "awaiting files" or "shipped". A failed save keeps
 * the choice (the caller's mutation shows the error).
 */
export function StatusForm(props: {
  field: "status" | "paymentStatus";
  label: string;
  value: string;
  options: { value: string; label: string }[];
  busy: boolean;
  onSave: (status: string, notify: boolean) => Promise<unknown>;
}) {
  const { t } = useTranslation("orders");
  const [value, setValue] = useState(props.value);
  const defaultNotify = (v: string) =>
    props.field === "status" && (NOTIFY_BY_DEFAULT as readonly string[]).includes(v);
  const [notify, setNotify] = useState(defaultNotify(props.value));
  const id = `order-${props.field}`;
  return (
    <form
      className="status-form"
      onSubmit={(e) => {
        e.preventDefault();
        void props.onSave(value, notify).catch(() => undefined);
      }}
    >
      <label htmlFor={id}>{props.label}</label>{" "}
      <select
        id={id}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setNotify(defaultNotify(e.target.value));
        }}
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>{" "}
      <label>
        <input type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} />{" "}
        {t("notify")}
      </label>{" "}
      <button type="submit" disabled={props.busy || value === props.value}>
        {t("save")}
      </button>
    </form>
  );
}
