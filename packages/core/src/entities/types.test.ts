import { DynamoClient, documentClient } from "@printshop/dynamo";
import { describe, expect, it } from "vitest";
import { createService } from "./service";

/**
 * Every attribute of every entity, walked into maps and lists: none is `any` (ElectroDB then
 * stores whatever it is given and the code reading it has to cast). A value ElectroDB's types
 * cannot express is a `custom` attribute checked by its zod schema (entities/shapes.ts); each one
 * is named below, so a new one is a decision made here, not a slip.
 */
type Def = { type?: unknown; properties?: Record<string, Def>; items?: Def };

function walk(path: string, def: Def, out: { path: string; type: string }[]) {
  const type = Array.isArray(def.type) ? "enum" : String(def.type);
  out.push({ path, type });
  for (const [k, child] of Object.entries(def.properties ?? {})) walk(`${path}.${k}`, child, out);
  if (def.items) walk(`${path}[]`, def.items, out);
}

function attributes() {
  const service = createService(
    "types-test",
    documentClient(new DynamoClient({ region: "eu-central-1", endpoint: "http://127.0.0.1:1" })),
  );
  const out: { path: string; type: string }[] = [];
  for (const [name, entity] of Object.entries(service.entities)) {
    const schema = (entity as unknown as { schema: { attributes: Record<string, Def> } }).schema;
    for (const [attr, def] of Object.entries(schema.attributes)) walk(`${name}.${attr}`, def, out);
  }
  return out;
}

/** Where ElectroDB's map/list cannot say the shape (entities/shapes.ts says why for each). */
const CUSTOM = [
  "calculator.copies", // { [run]: multiplier }: keyed by data
  "calculator.options[]", // an option is a union (select | input) with nullable fields
  "calculator.description", // rich text per language, or null
  "cart.lines[].productId", // a number or null
  "cart.lines[].params[].value", // plain text or translated
  "cart.lines[].config", // a union of three kinds, with a record keyed by option id
  "order.lines[].productId",
  "order.lines[].params[].value",
  "order.lines[].config",
  "savedConfig.config", // a cart line's configuration (a union of three kinds)
  "order.lines[].comment", // a string or null
  "order.customer.type", // 1 | 2 (ElectroDB enums are strings)
  "user.profile.type",
  "pendingRegistration.profile.type",
].sort();

describe("entity attributes", () => {
  const all = attributes();

  it("has no attribute of type any, at any depth", () => {
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((a) => a.type === "any").map((a) => a.path)).toEqual([]);
  });

  it("has custom attributes only where a map or list cannot say the shape", () => {
    expect(
      all
        .filter((a) => a.type === "custom")
        .map((a) => a.path)
        .sort(),
    ).toEqual(CUSTOM);
  });
});
