import * as z from "zod";
import { LabelSettingsSchema, ReferenceConfig, ReferenceList } from "./settings-schema";

/** Inputs of admin.labels.* (zod only, browser-safe). */
export const UpdateInput = z.object({ version: z.int().min(1), settings: LabelSettingsSchema });
/** The label pricing aggregate as `admin.labels.settings` answers it: the parameters, their version, the reference configurations and theirs. */
export const Info = z.object({
  settings: LabelSettingsSchema,
  version: z.int().min(1),
  updatedAt: z.number(),
  references: z.array(ReferenceConfig),
  referencesVersion: z.int().min(0),
});
export type Info = z.infer<typeof Info>;
export const PreviewInput = z.object({
  draft: LabelSettingsSchema,
  inputs: z.array(ReferenceConfig).max(200).optional(),
});
export const HistoryInput = z.object({
  page: z.int().min(1).max(10_000).default(1),
  pageSize: z.union([z.literal(10), z.literal(25), z.literal(50), z.literal(100)]).default(10),
});
export const RollbackInput = z.object({ version: z.int().min(1), toVersion: z.int().min(1) });
export const ReferencesInput = z.object({ version: z.int().min(0), references: ReferenceList });
