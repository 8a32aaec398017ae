import { formatDateTime, formatTimeAgo } from "@printshop/core/format";
import { messageOf, useToast, useTranslation } from "@printshop/ui";
import { summarizeUserAgent } from "@printshop/ui/userAgent";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";

/**
 * "Where you are signed in": the person's active sessions (the browser and system read from each
 * one's User-Agent, its address, when it was last used, this one marked), each other one signed
 * out on its own, all others at once, or every one including this (then `onSignedOutEverywhere`
 * takes the person to the sign-in page). Its own chunk: the account page loads it after its first
 * render. Failed actions show the server's translated message as a toast (the data layer's
 * default for mutations); the list is read again after every action, worked or not.
 */
export default function Sessions({ onSignedOutEverywhere }: { onSignedOutEverywhere: () => void }) {
  const { t } = useTranslation("account");
  const { locale } = useLocale();
  const toast = useToast();
  // Shown here when it fails (no toast on top): the rest of the account page still works.
  const sessions = trpc.shop.account.sessions.useQuery(undefined, {
    meta: { silent: true },
    staleTime: 0,
  });
  const reload = () => void sessions.refetch();
  const revoke = trpc.shop.account.revokeSession.useMutation({
    onSuccess: () => toast.info(t("sessions.revoked")),
    onSettled: reload,
  });
  const others = trpc.shop.account.signOutEverywhere.useMutation({
    onSuccess: (r) => toast.info(t("sessions.othersEnded", { count: r.endedSessions })),
    onSettled: reload,
  });
  const everywhere = trpc.shop.account.signOutEverywhere.useMutation({
    onSuccess: onSignedOutEverywhere,
    // After a success there is no list to read any more (this session has ended too).
    onSettled: (_data, error) => (error ? reload() : undefined),
  });
  const busy = revoke.isPending || others.isPending || everywhere.isPending;

  const deviceName = (ua: string) => {
    const { browser, system } = summarizeUserAgent(ua);
    if (!system) return browser ?? t("sessions.unknownDevice");
    return t("sessions.device", { browser: browser ?? t("sessions.unknownBrowser"), system });
  };
  // Times are relative to when the list was read (it is read again on each visit and action).
  const now = sessions.dataUpdatedAt;
  const list = sessions.data ?? [];
  const hasOthers = list.some((s) => !s.current);

  return (
    <section aria-labelledby="sessions-title" data-testid="sessions">
      <h2 id="sessions-title">{t("sessions.title")}</h2>
      <p>{t("sessions.intro")}</p>
      {sessions.isPending ? <p role="status">{t("ui:loading")}</p> : null}
      {sessions.isError ? (
        <p role="alert" className="field-error">
          {messageOf(sessions.error, t)}
        </p>
      ) : null}
      {list.length > 0 ? (
        <ul className="session-list">
          {list.map((s) => {
            const device = deviceName(s.device);
            // The browser asking is in use right now; its stored time is written once a minute.
            const seen = s.current ? now : s.lastSeenAt;
            return (
              <li key={s.id} data-testid="session" data-current={s.current ? "" : undefined}>
                <div>
                  {/* The whole header on hover, for the one who wants the details. */}
                  <strong title={s.device || undefined}>{device}</strong>
                  {s.current ? (
                    <span className="session-current">{t("sessions.thisDevice")}</span>
                  ) : null}
                  <div className="session-meta">
                    {s.address ? (
                      <span>
                        {t("sessions.address")}: {s.address}
                      </span>
                    ) : null}
                    <span>
                      {t("sessions.lastSeen")}:{" "}
                      <time
                        dateTime={new Date(seen).toISOString()}
                        title={formatDateTime(seen, locale, { date: "medium", time: "short" })}
                      >
                        {formatTimeAgo(seen, now, locale)}
                      </time>
                    </span>
                  </div>
                </div>
                {s.current ? null : (
                  <button
                    type="button"
                    className="button-secondary"
                    // The visible word first (what a voice user says), then which session.
                    aria-label={`${t("sessions.signOutDevice", { device })}${s.address ? ` (${s.address})` : ""}`}
                    disabled={busy}
                    onClick={() => revoke.mutate({ id: s.id })}
                  >
                    {t("sessions.signOut")}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {sessions.isSuccess && !hasOthers ? <p>{t("sessions.noOthers")}</p> : null}
      <div className="account-actions">
        <button
          type="button"
          disabled={busy || !hasOthers}
          onClick={() => others.mutate({ keepCurrent: true })}
        >
          {t("sessions.signOutOthers")}
        </button>
        <button
          type="button"
          className="button-secondary"
          disabled={busy}
          onClick={() => everywhere.mutate({ keepCurrent: false })}
        >
          {t("sessions.signOutEverywhere")}
        </button>
      </div>
      <p className="hint">{t("sessions.everywhereHint")}</p>
    </section>
  );
}
