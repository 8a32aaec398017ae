import { createHash, randomInt } from "node:crypto";

/**
 * Recovery codes: ten per enrolment, each usable once instead of a TOTP code (a lost phone).
 * 10 characters of a 31-letter alphabet without look-alikes (about 50 bits), shown as
 * `xxxxx-xxxxx`; stored only as SHA-256 over the user id and the code (random codes of this
 * length need no slow hash: they cannot be guessed offline from a dictionary, and online
 * guessing is throttled with the TOTP codes).
 */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const LENGTH = 10;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    let code = "";
    for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** A code as typed (any case, spaces or dashes anywhere) in its stored form's input, or null when it cannot be one. */
export function normalizeRecoveryCode(typed: string): string | null {
  const code = typed.toLowerCase().replace(/[\s-]/g, "");
  return code.length === LENGTH && [...code].every((c) => ALPHABET.includes(c)) ? code : null;
}

export const hashRecoveryCode = (userId: string, code: string) =>
  createHash("sha256")
    .update(`${userId}\u0000${normalizeRecoveryCode(code) ?? code}`)
    .digest("hex");

/** Whether what was typed is shaped as a TOTP code (6 digits, spaces allowed). */
export const totpShaped = (typed: string) => /^\d{6}$/.test(typed.replace(/\s/g, ""));
