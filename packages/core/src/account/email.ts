import * as z from "zod";

/**
 * The one e-mail rule of the project (registration, account, checkout, samples, `admin:create`):
 * something before one "@", a domain with a dot and a top-level part of two or more characters,
 * no spaces, at most 254 characters (RFC 5321's path limit). Pure and browser-safe.
 */
export const EMAIL_MAX = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const isEmail = (value: string): boolean => value.length <= EMAIL_MAX && EMAIL.test(value);

/** A trimmed e-mail field (empty allowed: "required" is a separate check with its own message). */
export const emailField = z.string().trim().max(EMAIL_MAX).default("");
