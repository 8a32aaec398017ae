import { initTRPC, TRPCError } from "@trpc/server";
import type { Permission } from "@printshop/core/permissions";
import type { Pending } from "@printshop/core/session/policy";
import { actorOf, requirePermission, requireUser } from "./auth/guard";
import type { Context } from "./context";
import { requestLocale } from "./request-locale";
import { errorBody, httpStatusOf, toAppError, trpcCodeOf } from "./errors";

/** Procedure metadata: the one permission an admin procedure needs (read by the guard and the tests). */
export interface Meta {
  permission?: Permission;
  /** The steps a session may still owe and call this procedure (the second-factor ones). */
  allowPending?: readonly Pending[];
}

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    // The error shape below never carries a stack; without this tRPC would still format one per
    // error outside production (a cost on every refused request, for nothing).
    isDev: false,
    /**
     * Every failure leaves as { message, data: { code, kind, httpStatus, params, fields } } in the
     * caller's locale (params: what the message was filled from, also per field); never a stack trace.
     */
    errorFormatter({ shape, error, ctx }) {
      const appError = toAppError(error);
      const body = errorBody(appError, ctx?.locale ?? requestLocale() ?? "pl");
      return {
        code: shape.code,
        message: body.message,
        data: {
          code: body.code,
          kind: body.kind,
          httpStatus: httpStatusOf[appError.kind],
          params: body.params,
          fields: body.fields,
          path: shape.data.path ?? null,
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Turns core's AppError into a tRPC error with the matching code, keeping it as the cause. */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const appError = toAppError(result.error);
    if (result.error.code === "INTERNAL_SERVER_ERROR" && appError.kind !== "internal") {
      throw new TRPCError({
        code: trpcCodeOf[appError.kind],
        message: appError.code,
        cause: appError,
      });
    }
  }
  return result;
});

export const publicProcedure = t.procedure.use(mapErrors);

/** Procedures for a signed-in person (customer or administrator); `ctx.session` is theirs. */
export const authedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const session = await requireUser(ctx);
  return next({ ctx: { ...ctx, session } });
});

/**
 * Every admin procedure is built on `adminProcedure(permission)`, naming the ONE permission it
 * needs; the same guard the `/admin/...` REST paths use (401 without a session, 403 without the
 * permission; a staff session that still owes its second factor only where `allowPending` names
 * that step). It runs before input parsing, so a refused caller learns nothing about a
 * procedure's input. `ctx.session` is the person, `ctx.actor` what the audit log records.
 */
export const adminProcedure = (
  permission: Permission,
  options: { allowPending?: readonly Pending[] } = {},
) =>
  publicProcedure.meta({ permission, ...options }).use(async ({ ctx, meta, next }) => {
    // Fails closed: a procedure whose metadata lost its permission is refused to everyone.
    const session = await requirePermission(ctx, meta?.permission ?? "administrator", {
      allow: meta?.allowPending ?? [],
    });
    return next({ ctx: { ...ctx, session, actor: actorOf(session) } });
  });
