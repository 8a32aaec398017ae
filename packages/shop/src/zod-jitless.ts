/**
 * The shared schemas (zod, in lazy chunks) parse without generated code: zod's probe for
 * `new Function` is refused by the shop's CSP (no 'unsafe-eval'), and Chromium reports the refusal
 * as a CSP issue (Lighthouse, best practices). zod keeps its settings in this global (so that
 * every copy of zod shares them; `z.config()` writes it): setting it here, before any chunk builds
 * a schema, costs the entry a few bytes instead of zod's core (~4 KB gzip). zod-jitless.test.ts
 * checks that zod reads it.
 */
const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(g.__zod_globalConfig ??= {}).jitless = true;
export {};
