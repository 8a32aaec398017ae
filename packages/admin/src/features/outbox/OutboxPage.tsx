import "../orders/orders.css";
import { Link, useNavigate, useParams } from "react-router";
import { keepPreviousData } from "@tanstack/react-query";
import { messageOf, useToast, useTranslation } from "@printshop/ui";
import { formatDateTime } from "@printshop/core/format";
import { DataTable, useListState, type Column } from "@printshop/ui/admin";
import { OUTBOX_STATES } from "@printshop/core/email/schema";
import { trpc, type RouterOutputs } from "../../trpc";
import { useAdminHref } from "../../shell/paths";

type Row = RouterOutputs["admin"]["outbox"]["list"]["items"][number];

/**
 * Every e-mail the shop stored and sent (locally the only place they go): recipient, subject,
 * language, state; one opens with its rendered HTML and its text part, as stored: a link's secret
 * (a registration's or reset's token, a guest's order link) shows as "…", so nobody here opens
 * someone else's link. A pending or failed one can be sent again; one whose link was hidden can
 * be sent anew with a new link (email/relink.ts in core).
 */
export function OutboxPage() {
  const { id } = useParams();
  const { t, i18n } = useTranslation(["orders", "app"]);
  const href = useAdminHref();
  const { state, setState, input } = useListState(["createdAt"], ["state"]);
  const list = trpc.admin.outbox.list.useQuery(input as never, {
    placeholderData: keepPreviousData,
  });
  const columns: Column<Row>[] = [
    {
      id: "createdAt",
      header: t("orders:createdAt"),
      sortable: true,
      cell: (r) => formatDateTime(r.createdAt, i18n.language),
    },
    { id: "to", header: t("orders:outbox.to"), cell: (r) => r.to },
    {
      id: "subject",
      header: t("orders:outbox.subject"),
      cell: (r) => <Link to={href(`/outbox/${r.messageId}`)}>{r.subject}</Link>,
    },
    { id: "locale", header: t("orders:outbox.language"), cell: (r) => r.locale.toUpperCase() },
    { id: "kind", header: t("orders:outbox.kind"), cell: (r) => r.kind },
    {
      id: "state",
      header: t("orders:outbox.state"),
      cell: (r) => t(`orders:outbox.states.${r.state}`) + (r.lastError ? ` (${r.lastError})` : ""),
    },
  ];
  return (
    <>
      <h1>{t("app:section.outbox")}</h1>
      {id ? <Message key={id} messageId={id} /> : null}
      <DataTable
        caption={t("orders:outbox.caption")}
        columns={columns}
        result={list}
        state={state}
        onStateChange={setState}
        rowKey={(r) => r.messageId}
        searchLabel={t("orders:outbox.search")}
        filters={[
          {
            id: "state",
            label: t("orders:outbox.state"),
            options: OUTBOX_STATES.map((s) => ({
              value: s,
              label: t(`orders:outbox.states.${s}`),
            })),
          },
        ]}
      />
    </>
  );
}

function Message({ messageId }: { messageId: string }) {
  const { t, i18n } = useTranslation("orders");
  const toast = useToast();
  const href = useAdminHref();
  const utils = trpc.useUtils();
  const message = trpc.admin.outbox.get.useQuery({ messageId });
  const resend = trpc.admin.outbox.resend.useMutation();
  // Its refusal (the registration is gone, ...) shows beside the button, not as a passing toast.
  const resendLink = trpc.admin.outbox.resendLink.useMutation({ onError: () => undefined });
  const navigate = useNavigate();
  if (message.isPending) return <p role="status">{t("ui:loading")}</p>;
  if (message.isError)
    return (
      <p role="alert" className="form-error">
        {message.error.message}
      </p>
    );
  const m = message.data;
  return (
    <article className="outbox-message" aria-label={m.subject}>
      <p>
        <Link to={href("/outbox")}>✕ {t("outbox.close")}</Link>
      </p>
      <h2>{m.subject}</h2>
      <p>
        {t("outbox.to")}: {m.to} · {t("outbox.language")}: {m.locale.toUpperCase()} ·{" "}
        {formatDateTime(m.createdAt, i18n.language)} · {t(`outbox.states.${m.state}`)}
      </p>
      {m.state !== "sent" ? (
        <button
          type="button"
          disabled={resend.isPending}
          onClick={() =>
            void resend
              .mutateAsync({ messageId })
              .then(async (out) => {
                toast.info(t(`outbox.states.${out.state}`));
                await utils.admin.outbox.invalidate();
              })
              .catch(() => undefined)
          }
        >
          {t("outbox.resend")}
        </button>
      ) : null}
      {m.redacted || m.relink ? <p>{t("outbox.linkHidden")}</p> : null}
      {m.relink ? (
        <button
          type="button"
          disabled={resendLink.isPending}
          onClick={() =>
            void resendLink
              .mutateAsync({ messageId })
              .then(async (out) => {
                toast.info(t("outbox.linkSent", { to: m.to }));
                await utils.admin.outbox.invalidate();
                // The new message, as the Outbox keeps it.
                await navigate(href(`/outbox/${out.messageId}`));
              })
              .catch(() => undefined)
          }
        >
          {t("outbox.resendLink")}
        </button>
      ) : null}
      {resendLink.isError ? (
        <p role="alert" className="form-error">
          {messageOf(resendLink.error, t)}
        </p>
      ) : null}
      <h3>{t("outbox.html")}</h3>
      {/* The message's own HTML, isolated: no scripts, links open in a new tab. */}
      <iframe
        title={m.subject}
        className="outbox-html"
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        srcDoc={m.html.replace("<head>", '<head><base target="_blank">')}
      />
      <h3>{t("outbox.text")}</h3>
      <pre className="outbox-text">{m.text}</pre>
    </article>
  );
}
