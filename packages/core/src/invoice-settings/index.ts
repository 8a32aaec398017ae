import { db, whenDatabaseChanges } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import * as Audit from "../audit/write";
import {
  InvoiceSettingsUpdateInput,
  KSEF_ENVIRONMENTS,
  type InvoiceSettingsFields,
} from "./schema";

/**
 * The invoicing settings (Settings → KSeF): one record, edited by an administrator against the
 * version they saw and audited (`invoiceSettings.update`). Read by the invoice task (when a
 * transfer's invoice is due) and by the KSeF sending round (which environment): a short cache,
 * so a change reaches every container within CACHE_MS.
 */
const CACHE_MS = 30_000;
const target = { type: "invoiceSettings", id: "current" };

/** Without a record: TEST (or `KSEF_ENV` when the deploy names one), invoices on dispatch. */
export function defaults(env: NodeJS.ProcessEnv = process.env): InvoiceSettingsFields {
  const wanted = (env.KSEF_ENV ?? "").trim().toLowerCase();
  const ksefEnvironment = (KSEF_ENVIRONMENTS as readonly string[]).includes(wanted)
    ? (wanted as InvoiceSettingsFields["ksefEnvironment"])
    : "test";
  return { ksefEnvironment, invoiceOn: "dispatch" };
}

async function read(consistent: boolean): Promise<InvoiceSettingsFields & { version: number }> {
  const { data } = await db().entities.invoiceSettings.get({}).go({ consistent });
  return data
    ? {
        ksefEnvironment: data.ksefEnvironment,
        invoiceOn: data.invoiceOn,
        version: data.version ?? 1,
      }
    : { ...defaults(), version: 0 };
}

let cached: { at: number; value: Promise<InvoiceSettingsFields & { version: number }> } | undefined;
whenDatabaseChanges(() => (cached = undefined));

/** The settings now (cached CACHE_MS per container). */
export function get(): Promise<InvoiceSettingsFields & { version: number }> {
  if (!cached || Date.now() - cached.at > CACHE_MS) {
    const value = read(false);
    cached = { at: Date.now(), value };
    value.catch(() => (cached = undefined));
  }
  return cached.value;
}

/** The record as the back office edits it (strongly consistent). */
export const forEdit = () => read(true);

export const update = fn(InvoiceSettingsUpdateInput, async (input, actor: Audit.Actor) => {
  const { version, ...fields } = input;
  const current = await read(true);
  if (current.version !== version) throw new AppError("conflict", "conflict.stale");
  // The fields that changed, as every admin edit records them.
  const changed = Audit.diff(
    { ksefEnvironment: current.ksefEnvironment, invoiceOn: current.invoiceOn },
    fields,
  );
  const set = { ...fields, updatedAt: Date.now() };
  await Audit.write(
    actor,
    {
      action: "invoiceSettings.update",
      target,
      before: version === 0 ? null : changed.before,
      after: version === 0 ? fields : changed.after,
    },
    (e) =>
      [
        version === 0
          ? e.invoiceSettings.create({ ...set, version: 1 }).commit()
          : e.invoiceSettings
              .patch({})
              .set({ ...set, version: version + 1 })
              .where(Audit.versionIs(version) as never)
              .commit(),
      ] as never,
  );
  cached = undefined;
  return forEdit();
});
