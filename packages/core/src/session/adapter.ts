import { createHash } from "node:crypto";

/** Only a hash of the session id reaches the table (hex: ElectroDB lower-cases key values). */
export const hashSessionId = (id: string) => createHash("sha256").update(id).digest("hex");
