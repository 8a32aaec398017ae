import * as Session from "@printshop/core/session/index";
import { recordSecurityEvent } from "@printshop/core/security/index";
import type { Context } from "../context";
import { afterSignOut } from "./after-sign-in";

type Signed = Context & { session: Session.Info };

const who = (ctx: Signed) => ({
  address: ctx.clientIp,
  email: ctx.session.email,
  userId: ctx.session.userId,
});

/** Ends one of the person's own sessions (the shop's account page, the admin's profile); this browser's own: signed out here too. */
export async function revokeSession(ctx: Signed, input: { id: string }): Promise<{ ok: true }> {
  await Session.revoke(input, ctx.session.userId);
  const current = Session.isSession(input.id, ctx.session.sessionId);
  await recordSecurityEvent({ ...who(ctx), kind: "session.revoked", detail: { current } });
  if (current) {
    await ctx.signOut();
    afterSignOut(ctx);
  }
  return { ok: true };
}

/** "Sign out everywhere": every session of the person, or all but this browser's (`keepCurrent`). */
export async function endSessions(
  ctx: Signed,
  input: { keepCurrent: boolean },
): Promise<{ endedSessions: number }> {
  const ended = await Session.invalidateAll(
    ctx.session.userId,
    input.keepCurrent ? { except: ctx.session.sessionId } : {},
  );
  await recordSecurityEvent({
    ...who(ctx),
    kind: "session.signed_out_everywhere",
    detail: { sessions: ended, keepCurrent: input.keepCurrent },
  });
  if (!input.keepCurrent) {
    await ctx.signOut();
    afterSignOut(ctx);
  }
  return { endedSessions: ended };
}
