import { AppError } from "../error";
import { BANK_LIMITS } from "./schema";

/**
 * The file's bytes as text: UTF-8 when they are valid UTF-8 (a byte-order mark dropped), else
 * windows-1250, as Polish banks' exports (and Excel on a Polish Windows) write them. Node's
 * TextDecoder knows both (full ICU).
 */
export function decodeStatement(base64: string): {
  text: string;
  encoding: "utf-8" | "windows-1250";
} {
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length > BANK_LIMITS.bytes)
    throw new AppError("input", "bank.too_large", {
      params: { max: `${BANK_LIMITS.bytes / 1024} KB` },
    });
  if (bytes.length === 0) throw new AppError("input", "bank.empty");
  try {
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
    return { text, encoding: "utf-8" };
  } catch {
    return { text: new TextDecoder("windows-1250").decode(bytes), encoding: "windows-1250" };
  }
}
