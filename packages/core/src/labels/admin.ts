import * as z from "zod";
import { db } from "../dynamo/db";
import { AppError, type FieldError } from "../error";
import { fn } from "../fn";
import * as Audit from "../audit/write";
import { changed } from "../cache";
import type { Locale } from "../i18n/locale";
import { type LabelSettings, formatPricingError } from "../pricing/index";
import { LabelSettingsSchema, ReferenceList, type ReferenceConfig } from "./settings-schema";
import { defaultReferences, failures, previewLabels } from "./preview";
import { changes } from "./changes";
import { HistoryInput, PreviewInput, ReferencesInput, RollbackInput } from "./admin-schema";
import { issueToField } from "./admin-messages";

export { Info } from "./admin-schema";

/**
 * Label pricing as the back office edits it (admin-api.md "label pricing"): the parameters
 * are published as versions. A publish (or a restore of an earlier version) is refused when the
 * draft cannot price a stored reference configuration, or drops a product's default material;
 * otherwise the current item, the version snapshot and the audit entry are ONE transaction,
 * checked against the version the editor saw. The shop's cache is told at once (`changed`).
 * Carts keep the price they were given; checkout re-prices them (cart/checkout, unchanged).
 */

const TARGET = { type: "labelPricing", id: "current" };

async function current(): Promise<{ settings: LabelSettings; version: number; updatedAt: number }> {
  const { data } = await db().entities.labelPricing.get({}).go();
  if (!data) throw new AppError("not_found", "labels.settings_missing");
  return { settings: data.settings, version: data.version ?? 1, updatedAt: data.updatedAt ?? 0 };
}

async function references(
  settings: LabelSettings,
): Promise<{ references: ReferenceConfig[]; version: number }> {
  const { data } = await db().entities.labelReferences.get({}).go();
  if (!data) return { references: defaultReferences(settings), version: 0 };
  return { references: data.references, version: data.version ?? 1 };
}

/** Settings parsed with the schema's own codes (range, cross-field rules) as field errors. */
export function parseSettings(raw: unknown): LabelSettings {
  const r = LabelSettingsSchema.safeParse(raw);
  if (r.success) return r.data;
  const fields: FieldError[] = r.error.issues.map((i) => issueToField(i as never));
  throw new AppError("input", "labels.invalid", { fields });
}

/** What the editor opens: parameters, their version, the reference configurations and theirs. */
export const settingsWithReferences = fn(z.object({}).optional(), async () => {
  const now = await current();
  const refs = await references(now.settings);
  return { ...now, references: refs.references, referencesVersion: refs.version };
});

/** Each reference configuration under today's parameters and the draft, with the change per mode. */
export const preview = fn(
  PreviewInput.extend({ draft: z.unknown() }),
  async ({ draft, inputs }, context?: { now?: Date; locale?: Locale }) => {
    const next = parseSettings(draft);
    const now = await current();
    const refs = inputs ?? (await references(now.settings)).references;
    const rows = previewLabels(
      now.settings,
      next,
      refs,
      context?.now ?? new Date(),
      context?.locale ?? "pl",
    );
    return { version: now.version, rows, failures: failures(rows) };
  },
);

async function assertPublishable(next: LabelSettings, locale: Locale) {
  const now = await current();
  const refs = await references(now.settings);
  const failed = failures(previewLabels(now.settings, next, refs.references, new Date(), locale));
  if (failed.length) {
    const reason = (f: (typeof failed)[number]) =>
      f.errors.map((e) => formatPricingError(e, locale)).join("; ");
    throw new AppError("input", "labels.reference_fails", {
      params: { name: failed[0]!.name, reason: reason(failed[0]!) },
      fields: failed.map((f) => ({
        field: `references.${f.id}`,
        code: "labels.reference_fails",
        params: { name: f.name, reason: reason(f) },
      })),
    });
  }
  const products = (await db().entities.product.query.byId({}).go({ pages: "all" })).data;
  for (const p of products) {
    const m = p.defaultMaterial;
    if (typeof m === "number" && !next.materials.some((x) => x.id === m)) {
      throw new AppError("input", "labels.material_in_use", {
        params: { id: m, productId: p.productId },
        fields: [
          {
            field: "materials",
            code: "labels.material_in_use",
            params: { id: m, productId: p.productId },
          },
        ],
      });
    }
  }
  return now;
}

async function publish(
  next: LabelSettings,
  version: number,
  actor: Audit.Actor,
  locale: Locale,
  restoredFrom?: number,
) {
  const now = await current();
  Audit.assertVersion(now, version);
  await assertPublishable(next, locale);
  const lines = changes(now.settings, next);
  if (lines.length === 0) return settingsWithReferences({});
  const at = new Date().toISOString();
  const hasSnapshot =
    (await db().entities.labelPricingVersion.get({ version: now.version }).go()).data !== null;
  const before = Object.fromEntries(lines.map((l) => [l.path, l.before]));
  const after = Object.fromEntries(lines.map((l) => [l.path, l.after]));
  await Audit.write(
    actor,
    {
      action: restoredFrom ? "labels.rollback" : "labels.publish",
      target: TARGET,
      before,
      after: { ...after, ...(restoredFrom ? { restoredFrom } : {}) },
    },
    (e) =>
      [
        e.labelPricing
          .patch({})
          .set({ settings: next, updatedAt: Date.now() })
          .add({ version: 1 })
          .where(Audit.versionIs(version))
          .commit(),
        // The version before the first publish was never snapshotted (the seed wrote it): keep it restorable.
        ...(hasSnapshot
          ? []
          : [
              e.labelPricingVersion
                .put({
                  version: now.version,
                  settings: now.settings,
                  at: new Date(now.updatedAt || Date.now()).toISOString(),
                  actorId: "seed",
                  actorEmail: "",
                  changes: "[]",
                })
                .commit(),
            ]),
        e.labelPricingVersion
          .create({
            version: version + 1,
            settings: next,
            at,
            actorId: actor.userId,
            actorEmail: actor.email,
            changes: JSON.stringify(lines),
            ...(restoredFrom ? { restoredFrom } : {}),
          })
          .commit(),
      ] as never,
  );
  changed("labels");
  return settingsWithReferences({});
}

/** Publishes the draft as a new version (refused with the reason when a reference would fail). */
export const update = fn(
  z.object({ version: z.int().min(1), settings: z.unknown() }),
  async (input, actor: Audit.Actor, locale: Locale = "pl") =>
    publish(parseSettings(input.settings), input.version, actor, locale),
);

/** The published versions, newest first: who, when, what changed (and which version a restore brought back). */
export const history = fn(HistoryInput, async ({ page, pageSize }) => {
  const now = await current();
  const { data } = await db()
    .entities.labelPricingVersion.query.byVersion({})
    .go({ pages: "all", order: "desc" });
  const items = data.map((v) => ({
    version: v.version,
    at: v.at,
    actor: { id: v.actorId, email: v.actorEmail },
    changes: JSON.parse(v.changes) as ReturnType<typeof changes>,
    restoredFrom: v.restoredFrom ?? null,
    current: v.version === now.version,
  }));
  if (!items.some((i) => i.version === now.version)) {
    items.unshift({
      version: now.version,
      at: new Date(now.updatedAt || 0).toISOString(),
      actor: { id: "seed", email: "" },
      changes: [],
      restoredFrom: null,
      current: true,
    });
  }
  const start = (page - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), total: items.length };
});

/** Restores an earlier version by publishing its parameters as a new version (same checks). */
export const rollback = fn(
  RollbackInput,
  async ({ version, toVersion }, actor: Audit.Actor, locale: Locale = "pl") => {
    const { data } = await db().entities.labelPricingVersion.get({ version: toVersion }).go();
    if (!data) throw new AppError("not_found", "labels.version_not_found");
    return publish(data.settings, version, actor, locale, toVersion);
  },
);

/** Stores the reference configurations (each must price under today's parameters). */
export const saveReferences = fn(
  ReferencesInput,
  async ({ version, references: list }, actor: Audit.Actor, locale: Locale = "pl") => {
    const now = await current();
    const stored = await references(now.settings);
    if (stored.version !== version) throw new AppError("conflict", "conflict.stale");
    const parsed = ReferenceList.parse(list);
    const failed = failures(previewLabels(now.settings, now.settings, parsed, new Date(), locale));
    if (failed.length) {
      const reason = failed[0]!.errors.map((e) => formatPricingError(e, locale)).join("; ");
      throw new AppError("input", "labels.reference_invalid", {
        params: { name: failed[0]!.name, reason },
        fields: failed.map((f) => ({
          field: `references.${f.id}`,
          code: "labels.reference_invalid",
          params: { name: f.name, reason },
        })),
      });
    }
    await Audit.write(
      actor,
      {
        action: "labels.references",
        target: { type: "labelReferences", id: "current" },
        before: { references: stored.references },
        after: { references: parsed },
      },
      (e) =>
        [
          version === 0
            ? e.labelReferences.create({ references: parsed, version: 1 }).commit()
            : e.labelReferences
                .patch({})
                .set({ references: parsed })
                .add({ version: 1 })
                .where(Audit.versionIs(version))
                .commit(),
        ] as never,
    );
    return settingsWithReferences({});
  },
);
