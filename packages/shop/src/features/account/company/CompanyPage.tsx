import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@printshop/functions";
import { formatCurrency, formatDateTime } from "@printshop/core/format";
import { messageOf, useToast, useTranslation } from "@printshop/ui";
import { trpc } from "../../../trpc";
import { useLocale } from "../../../useLocale";
import { usePageTitle } from "../../../usePageTitle";
import { InviteForm, Invites, ThresholdForm } from "./OwnerTools";
import { Approvals } from "./Approvals";
import "../account.css";
import "../texts";
import "./texts";

export type Company = NonNullable<inferRouterOutputs<AppRouter>["shop"]["account"]["company"]>;

/**
 * The account's company page (issue 31 item 5): make the company account from the NIP in "my
 * data"; then its people, the owner's invitations and threshold, the orders awaiting approval,
 * and the company's record. What the person may do is the server's answer (`role`); the page
 * only shows it.
 */
export default function CompanyPage() {
  const { t } = useTranslation("company");
  usePageTitle(t("title"));
  const { locale, to } = useLocale();
  const navigate = useNavigate();
  const toast = useToast();
  const utils = trpc.useUtils();
  // Checkout sends a buyer here when their order waits for the owner's approval.
  const waiting = (useLocation().state as { waiting?: string } | null)?.waiting ?? null;
  const me = trpc.shop.account.me.useQuery(undefined, { staleTime: 0 });
  const company = trpc.shop.account.company.useQuery(undefined, { enabled: !!me.data });
  const done = (message: string) => (data: Company | null) => {
    utils.shop.account.company.setData(undefined, data);
    void utils.shop.account.orders.invalidate();
    toast.info(message);
  };
  const onError = (error: Parameters<typeof messageOf>[0]) => toast.error(messageOf(error, t));
  const create = trpc.shop.account.companyCreate.useMutation({
    onSuccess: done(t("created")),
    onError,
  });
  const leave = trpc.shop.account.companyLeave.useMutation({
    onSuccess: () => done(t("left"))(null),
    onError,
  });
  const noSession = me.data === null;
  const signInPath = to("/login");
  useEffect(() => {
    if (noSession) void navigate(signInPath, { replace: true });
  }, [noSession, navigate, signInPath]);
  if (me.isPending || (me.data && company.isPending))
    return (
      <p className="loading" role="status">
        {t("ui:loading")}
      </p>
    );
  if (me.isError) return <p role="alert">{messageOf(me.error, t)}</p>;
  if (company.isError) return <p role="alert">{messageOf(company.error, t)}</p>;
  const c = company.data;
  return (
    <section className="account-page company-page" data-testid="company-page">
      <p>
        <Link to={to("/account")}>{t("back")}</Link>
      </p>
      <h1>{t("title")}</h1>
      {waiting ? (
        <p className="notice" role="status" data-testid="awaiting-approval">
          {t("waiting", { net: formatCurrency(waiting, "PLN", locale) })}
        </p>
      ) : null}
      {!c ? (
        <>
          <p>{t("noneHint")}</p>
          <button
            type="button"
            onClick={() => create.mutate()}
            disabled={create.isPending}
            data-testid="company-create"
          >
            {t("create")}
          </button>
        </>
      ) : (
        <>
          <p data-testid="company-name">
            <strong>{t("company", { name: c.name, nip: c.nip })}</strong>
            <br />
            {t("yourRole", { role: t(`roles.${c.role}`) })}
          </p>
          <Approvals company={c} />
          <Members company={c} onChanged={done(t("removed"))} />
          {c.role === "owner" ? (
            <>
              <InviteForm onSent={(data, email) => done(t("invited", { email }))(data)} />
              <Invites company={c} onChanged={done(t("revoked"))} />
              <ThresholdForm company={c} onSaved={done(t("thresholdSaved"))} />
            </>
          ) : (
            <button
              type="button"
              className="button-secondary"
              onClick={() => leave.mutate({})}
              disabled={leave.isPending}
            >
              {t("leave")}
            </button>
          )}
          <Events company={c} />
        </>
      )}
    </section>
  );
}

function Members(props: { company: Company; onChanged: (data: Company | null) => void }) {
  const { t } = useTranslation("company");
  const { locale } = useLocale();
  const toast = useToast();
  const remove = trpc.shop.account.companyRemove.useMutation({
    onSuccess: props.onChanged,
    onError: (error) => toast.error(messageOf(error, t)),
  });
  return (
    <section aria-labelledby="company-members">
      <h2 id="company-members">{t("members")}</h2>
      <div className="table-scroll">
        <table data-testid="company-members">
          <thead>
            <tr>
              <th scope="col">{t("email")}</th>
              <th scope="col">{t("role")}</th>
              <th scope="col">{t("joined")}</th>
              {props.company.role === "owner" ? <th scope="col" /> : null}
            </tr>
          </thead>
          <tbody>
            {props.company.members.map((m) => (
              <tr key={m.userId}>
                <td>{m.email}</td>
                <td>{t(`roles.${m.role}`)}</td>
                <td>{formatDateTime(m.joinedAt, locale, { date: "medium" })}</td>
                {props.company.role === "owner" ? (
                  <td>
                    {m.role === "buyer" ? (
                      <button
                        type="button"
                        className="button-secondary"
                        aria-label={t("removeLabel", { email: m.email })}
                        disabled={remove.isPending}
                        onClick={() => remove.mutate({ userId: m.userId })}
                      >
                        {t("remove")}
                      </button>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Events({ company }: { company: Company }) {
  const { t } = useTranslation("company");
  const { locale } = useLocale();
  return (
    <section aria-labelledby="company-events">
      <h2 id="company-events">{t("events")}</h2>
      <ul data-testid="company-events">
        {company.events.map((e) => (
          <li key={`${e.at}-${e.action}-${e.subject ?? ""}`}>
            {t("eventLine", {
              date: formatDateTime(e.at, locale, { date: "medium", time: "short" }),
              who: e.actorEmail,
              action: t(`actions.${e.action}`, { defaultValue: e.action }),
              subject: e.subject ?? "",
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
