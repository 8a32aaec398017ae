import * as Account from "@printshop/core/account/index";
import { permissionsOf } from "@printshop/core/permissions";
import type { RestRoute } from "./router";

/** The seed's e-mail check takes the e-mail as the body: a JSON string, or `{ "email": ... }`. */
const emailOf = (body: unknown) =>
  typeof body === "string"
    ? body
    : typeof body === "object" && body !== null && "email" in body
      ? body.email
      : "";

export const accountRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "/api/register/check-email",
    /** Truthy when the e-mail has an account (as the seed asks), limited per IP. */
    handler: async ({ body, ctx }) =>
      (await Account.checkEmail({ email: emailOf(body) as string }, { ip: ctx.clientIp })).exists,
  },
  /** A fresh ALTCHA challenge for the registration form's widget. */
  {
    method: "GET",
    path: "/api/captcha/challenge",
    handler: ({ ctx }) => Account.Captcha.challenge({ ip: ctx.clientIp }),
  },
  /** Who is signed in at /admin (behind the admin guard like every /admin/... path). */
  {
    method: "GET",
    path: "/admin/api/me",
    permission: "backOffice",
    handler: ({ session }) =>
      session && {
        userId: session.userId,
        email: session.email,
        role: session.role,
        permissions: permissionsOf(session.role),
      },
  },
];
