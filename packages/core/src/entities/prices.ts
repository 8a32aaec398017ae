import { Entity, type EntityConfiguration } from "electrodb";
import { collectionIndex } from "./keys";

/**
 * The price store (docs/data-model.md, "Price tables"): a product's price table is published as
 * whole versions. The HEAD names the current version's chunks; CHUNKS are immutable and
 * content-addressed; a CHANGE SET records each publish.
 */
const service = "printshop";

/** The current version of a product's table; read with the product's attributes (collection `productDetail`). */
export const priceHeadEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "priceHead", version: "1", service },
      attributes: {
        productId: { type: "number", required: true },
        changeSetId: { type: "string", required: true },
        seq: { type: "number", required: true },
        /** Optimistic lock: every publish writes `version + 1` on the condition that it is still `version`. */
        version: { type: "number", required: true },
        /** The product's runs (copies), ascending. */
        runs: { type: "list", items: { type: "number" }, required: true },
        chunkCount: { type: "number", required: true },
        /** Chunk index → chunk id ("" for an empty chunk). */
        chunks: { type: "list", items: { type: "string" }, required: true },
        cells: { type: "number", required: true },
        updatedAt: { type: "string", required: true },
      },
      indexes: {
        byProduct: { ...collectionIndex("productDetail", ["productId"] as const, [] as const) },
      },
    },
    config,
  );

/** Rows of the combinations hashing to one chunk index, as text (price-table/chunking.ts). Never updated. */
export const priceChunkEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "priceChunk", version: "1", service },
      attributes: {
        productId: { type: "number", required: true },
        /** Hex SHA-256 (first 128 bits) of the product id and the data. */
        chunkId: { type: "string", required: true },
        data: { type: "string", required: true },
      },
      indexes: {
        byId: {
          pk: { field: "pk", composite: ["productId", "chunkId"] },
          sk: { field: "sk", composite: [] },
        },
      },
    },
    config,
  );

export const CHANGE_KINDS = [
  "seed",
  "save",
  "changeAll",
  "import",
  "rollback",
  "addRun",
  "removeRun",
  "removeValues",
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** One publish of a product's table, newest last by `seq` (in the product's partition, outside its collection). */
export const priceChangeSetEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "priceChangeSet", version: "1", service },
      attributes: {
        productId: { type: "number", required: true },
        seq: { type: "number", required: true, padding: { length: 10, char: "0" } },
        changeSetId: { type: "string", required: true },
        parent: { type: "string" },
        kind: { type: CHANGE_KINDS, required: true },
        actorId: { type: "string", required: true },
        actorEmail: { type: "string", required: true },
        at: { type: "string", required: true },
        /** Cells this publish added, changed or removed. */
        changed: { type: "number" },
        cells: { type: "number", required: true },
        runs: { type: "list", items: { type: "number" }, required: true },
        chunkCount: { type: "number", required: true },
        chunks: { type: "list", items: { type: "string" }, required: true },
        restoredFrom: { type: "string" },
        note: { type: "string" },
      },
      indexes: {
        byProduct: {
          pk: { field: "pk", composite: ["productId"] },
          sk: { field: "sk", composite: ["seq"] },
        },
      },
    },
    config,
  );
