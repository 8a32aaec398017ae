import { readFileSync } from "node:fs";
import Ajv, { type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";

/**
 * The local KSeF server's contract: the official open-api.json (vendored in spec/, SOURCE.md).
 * Every request is matched to a documented path and method, its security (Bearer), its path,
 * query and header parameters and its JSON body checked against the spec's schemas (`$ref`s
 * resolved by Ajv); every JSON answer the server gives is checked against the documented answer
 * for its status, so the server cannot drift from the spec either. OpenAPI 3.0's `nullable` is
 * rewritten to JSON Schema (`type: [t, "null"]`, or `anyOf` with null where there is no type).
 */
type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Obj = Record<string, Json>;

/** Beside this file in the sources; `KSEF_SPEC_FILE` where it runs bundled (`pnpm start`). */
export const spec = JSON.parse(
  readFileSync(
    process.env.KSEF_SPEC_FILE || new URL("./spec/open-api.json", import.meta.url),
    "utf8",
  ),
) as Obj;

function toJsonSchema(node: Json): Json {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== "object") return node;
  const out: Obj = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === "example" || k === "examples") continue;
    out[k] =
      k === "properties" && v && typeof v === "object" && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).map(([p, s]) => [p, toJsonSchema(s)]))
        : toJsonSchema(v);
  }
  if (out.nullable !== true) {
    delete out.nullable;
    return out;
  }
  delete out.nullable;
  if (typeof out.type === "string") {
    out.type = [out.type, "null"];
    if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
    return out;
  }
  return { anyOf: [out, { type: "null" }] };
}

const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, coerceTypes: false });
addFormats(ajv);
ajv.addFormat("int32", {
  type: "number",
  validate: (n: number) => Number.isInteger(n) && Math.abs(n) < 2 ** 31,
});
ajv.addFormat("int64", { type: "number", validate: (n: number) => Number.isSafeInteger(n) });
ajv.addSchema(toJsonSchema(spec) as object, "ksef");

const pointer = (...parts: string[]) =>
  `ksef#/${parts.map((p) => p.replaceAll("~", "~0").replaceAll("/", "~1")).join("/")}`;
const compiled = new Map<string, ValidateFunction>();
function validator(ref: string): ValidateFunction {
  let v = compiled.get(ref);
  if (!v) compiled.set(ref, (v = ajv.compile({ $ref: ref })));
  return v;
}
const messages = (v: ValidateFunction, where: string) =>
  (v.errors ?? []).map((e) =>
    `${where}${e.instancePath || ""} ${e.message ?? "is invalid"}`.trim(),
  );

interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  required?: boolean;
  schema?: Json;
}
export interface Operation {
  path: string;
  method: string;
  secured: boolean;
  hasBody: boolean;
  params: Record<string, string>;
}

const paths = spec.paths as Record<string, Record<string, Obj>>;
const routes = Object.keys(paths)
  .map((p) => ({
    template: p,
    literal: p.split("/").filter((s) => s && !s.startsWith("{")).length,
    names: [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
    pattern: new RegExp(`^${p.replace(/\{\w+\}/g, "([^/]+)")}$`),
  }))
  .sort((a, b) => b.literal - a.literal);

/** The documented path for a request path, with its path parameters; null when none matches. */
export function route(
  pathname: string,
): { template: string; params: Record<string, string> } | null {
  if (pathname.length > 512) return null;
  for (const r of routes) {
    const m = r.pattern.exec(pathname);
    if (m) {
      const params = Object.fromEntries(r.names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)]));
      return { template: r.template, params };
    }
  }
  return null;
}

export const methodsOf = (template: string) => Object.keys(paths[template] ?? {});

/** Checks a request against its operation; answers the problems (empty: as documented). */
export function checkRequest(
  template: string,
  method: string,
  req: {
    params: Record<string, string>;
    query: URLSearchParams;
    headers: Record<string, string | string[] | undefined>;
    body: unknown;
  },
): { problems: string[]; secured: boolean } {
  const op = paths[template]![method]!;
  const problems: string[] = [];
  const params = (op.parameters ?? []) as unknown as Parameter[];
  params.forEach((p, i) => {
    const raw =
      p.in === "path"
        ? req.params[p.name]
        : p.in === "query"
          ? req.query.get(p.name)
          : req.headers[p.name.toLowerCase()];
    if (raw === undefined || raw === null) {
      if (p.required) problems.push(`${p.name}: is required`);
      return;
    }
    const schema = p.schema as Obj | undefined;
    const type = (schema?.type as string | undefined) ?? "string";
    const value = type === "integer" || type === "number" ? Number(raw) : raw;
    const v = validator(pointer("paths", template, method, "parameters", String(i), "schema"));
    if (!v(value)) problems.push(...messages(v, p.name));
  });
  const body = (op.requestBody as Obj | undefined)?.content as Obj | undefined;
  if (body?.["application/json"]) {
    const type = String(req.headers["content-type"] ?? "");
    if (!type.startsWith("application/json"))
      problems.push("Content-Type: must be application/json");
    else {
      const v = validator(
        pointer("paths", template, method, "requestBody", "content", "application/json", "schema"),
      );
      if (!v(req.body)) problems.push(...messages(v, "body"));
    }
  }
  return { problems, secured: Array.isArray(op.security) && op.security.length > 0 };
}

/** Checks an answer the server is about to give; answers the problems (empty: as documented). */
export function checkResponse(
  template: string,
  method: string,
  status: number,
  type: string,
  body: unknown,
): string[] {
  const responses = (paths[template]![method]!.responses ?? {}) as Record<string, Obj>;
  const documented = responses[String(status)];
  if (!documented)
    return [`status ${status} is not documented for ${method.toUpperCase()} ${template}`];
  const content = documented.content as Obj | undefined;
  if (!content) return body === undefined ? [] : [`status ${status} has no body in the spec`];
  if (!content[type]) return [`${type} is not documented for ${status}`];
  if (type === "application/xml") return [];
  const v = validator(
    pointer("paths", template, method, "responses", String(status), "content", type, "schema"),
  );
  return v(body) ? [] : messages(v, "answer");
}
