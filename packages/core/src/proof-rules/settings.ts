import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import * as Audit from "../audit/write";
import {
  DEFAULT_PROOF_SETTINGS,
  ProofSettingsUpdateInput,
  type ProofSettingsFields,
} from "./schema";

/**
 * Settings → Proofs: which product kinds need a proof approved before production. One record,
 * edited by an administrator against the version they saw, audited (`proofSettings.update`).
 * Without a record: labels yes, the others no.
 */
const target = { type: "proofSettings", id: "current" };

export async function get(): Promise<ProofSettingsFields & { version: number }> {
  const { data } = await db().entities.proofSettings.get({}).go({ consistent: true });
  return data
    ? {
        label: data.label,
        calculator: data.calculator,
        table: data.table,
        version: data.version ?? 1,
      }
    : { ...DEFAULT_PROOF_SETTINGS, version: 0 };
}

export const update = fn(ProofSettingsUpdateInput, async (input, actor: Audit.Actor) => {
  const { version, ...fields } = input;
  const current = await get();
  if (current.version !== version) throw new AppError("conflict", "conflict.stale");
  const changed = Audit.diff(
    { label: current.label, calculator: current.calculator, table: current.table },
    fields,
  );
  const set = { ...fields, updatedAt: Date.now() };
  await Audit.write(
    actor,
    {
      action: "proofSettings.update",
      target,
      before: version === 0 ? null : changed.before,
      after: version === 0 ? fields : changed.after,
    },
    (e) =>
      [
        version === 0
          ? e.proofSettings.create({ ...set, version: 1 }).commit()
          : e.proofSettings
              .patch({})
              .set({ ...set, version: version + 1 })
              .where(Audit.versionIs(version) as never)
              .commit(),
      ] as never,
  );
  return get();
});
