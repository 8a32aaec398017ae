import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  XmlBufferInputProvider,
  XmlDocument,
  XmlError,
  xmlRegisterInputProvider,
  XsdValidator,
} from "libxml2-wasm";

/** Where the FA(3) schema imports its base types from (the Ministry's URL, answered locally). */
const BASE_URL = "http://crd.gov.pl/xml/schematy/dziedzinowe/mf/2022/01/05/eD/DefinicjeTypy/";
const MAIN = "schemat_FA(3)_v1-0E.xsd";
const BASE_FILES = [
  "StrukturyDanych_v10-0E.xsd",
  "ElementarneTypyDanych_v10-0E.xsd",
  "KodyKrajow_v10-0E.xsd",
];
/** The virtual address the main schema is parsed under (never fetched). */
const MAIN_URL = `file:///fa3/${MAIN}`;

export type Validation = { ok: true } | { ok: false; errors: string[] };

/**
 * The vendored schemas' folder: beside this file in the sources, `schema/` beside the bundle's
 * chunk once built (packages/functions/build/bundle.ts copies it), or FA3_SCHEMA_DIR.
 */
function schemaDir(): string {
  const configured = process.env.FA3_SCHEMA_DIR;
  if (configured) return configured.endsWith("/") ? configured : `${configured}/`;
  return fileURLToPath(new URL("./schema/", import.meta.url));
}

let validator: XsdValidator | undefined;

/** Compiles the schema once per process: libxml2 resolves the import through our provider. */
function compiled(): XsdValidator {
  if (validator) return validator;
  const dir = schemaDir();
  const buffers: Record<string, Uint8Array> = {};
  for (const file of BASE_FILES) {
    buffers[BASE_URL + file] = readFileSync(`${dir}bazowe/${file}`);
  }
  xmlRegisterInputProvider(new XmlBufferInputProvider(buffers));
  const xsd = XmlDocument.fromBuffer(readFileSync(dir + MAIN), { url: MAIN_URL });
  try {
    validator = XsdValidator.fromDoc(xsd);
  } finally {
    xsd.dispose();
  }
  return validator;
}

function messages(error: unknown): string[] {
  if (error instanceof XmlError && "details" in error && Array.isArray(error.details)) {
    const details = error.details as { message: string; line?: number }[];
    if (details.length > 0) {
      return details.map((d) =>
        d.line ? `line ${d.line}: ${d.message.trim()}` : d.message.trim(),
      );
    }
  }
  return [error instanceof Error ? error.message.trim() : String(error)];
}

/**
 * Checks an FA(3) document against the Ministry's schema (libxml2, offline). The answer lists
 * libxml2's messages when the document is not well-formed or does not validate.
 */
export async function validate(xml: string): Promise<Validation> {
  await Promise.resolve();
  const schema = compiled();
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(xml);
  } catch (error) {
    return { ok: false, errors: messages(error) };
  }
  try {
    schema.validate(doc);
    return { ok: true };
  } catch (error) {
    return { ok: false, errors: messages(error) };
  } finally {
    doc.dispose();
  }
}
