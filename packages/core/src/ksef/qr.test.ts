import { describe, expect, it } from "vitest";
import { constants, createHash, generateKeyPairSync, verify } from "node:crypto";
import {
  certificateLinkPath,
  certificateVerificationUrl,
  invoiceHashUrl,
  invoiceVerificationUrl,
  qrDate,
} from "./qr";

/** The QR links of kody-qr.md, against the document's own examples. */
const DOC_HASH = "UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE";
const DOC_HASH_BASE64 = Buffer.from(DOC_HASH, "base64url").toString("base64");

describe("KOD I", () => {
  it("builds the document's example link (TE, NIP 1111111111, 01-02-2026)", () => {
    expect(
      invoiceVerificationUrl({
        environment: "test",
        sellerNip: "1111111111",
        issueDate: "2026-02-01",
        invoiceHash: DOC_HASH_BASE64,
      }),
    ).toBe(`https://qr-test.ksef.mf.gov.pl/invoice/1111111111/01-02-2026/${DOC_HASH}`);
  });

  it("hashes the XML file itself: SHA-256, Base64URL without padding", () => {
    const xml = "<Faktura/>";
    const expected = createHash("sha256").update(xml).digest("base64url");
    expect(invoiceHashUrl({ xml })).toBe(expected);
    expect(expected).not.toMatch(/[+/=]/);
    expect(
      invoiceVerificationUrl({
        environment: "production",
        sellerNip: "5265877635",
        issueDate: "2026-12-31",
        xml,
      }),
    ).toBe(`https://qr.ksef.mf.gov.pl/invoice/5265877635/31-12-2026/${expected}`);
    expect(
      invoiceVerificationUrl({
        environment: "demo",
        sellerNip: "5265877635",
        issueDate: "2026-12-31",
        xml,
      }),
    ).toContain("https://qr-demo.ksef.mf.gov.pl/invoice/");
  });

  it.each([
    ["a NIP of 9 digits", { sellerNip: "111111111", issueDate: "2026-02-01" }],
    ["a date in the wrong order", { sellerNip: "1111111111", issueDate: "01-02-2026" }],
  ])("refuses %s", (_, o) =>
    expect(() =>
      invoiceVerificationUrl({ environment: "test", invoiceHash: DOC_HASH_BASE64, ...o }),
    ).toThrow(),
  );

  it("dates: RRRR-MM-DD → DD-MM-RRRR", () => expect(qrDate("2026-02-01")).toBe("01-02-2026"));
});

describe("KOD II", () => {
  const doc = {
    environment: "test" as const,
    contextType: "Nip" as const,
    contextValue: "1111111111",
    sellerNip: "1111111111",
    certificateSerial: "01F20A5D352AE590",
    invoiceHash: DOC_HASH_BASE64,
  };

  it("signs the document's example path (no scheme, no trailing slash)", () => {
    expect(certificateLinkPath(doc)).toBe(
      `qr-test.ksef.mf.gov.pl/certificate/Nip/1111111111/1111111111/01F20A5D352AE590/${DOC_HASH}`,
    );
  });

  it("RSA: RSASSA-PSS SHA-256, 32-byte salt, verifiable with the certificate's key", () => {
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const url = certificateVerificationUrl({ ...doc, privateKey });
    const path = certificateLinkPath(doc);
    expect(url.startsWith(`https://${path}/`)).toBe(true);
    const signature = Buffer.from(url.slice(`https://${path}/`.length), "base64url");
    expect(signature).toHaveLength(256);
    const ok = verify(
      "sha256",
      Buffer.from(path),
      { key: publicKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 },
      signature,
    );
    expect(ok).toBe(true);
  });

  it("ECDSA P-256: IEEE P1363 (64 bytes), verifiable", () => {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const url = certificateVerificationUrl({ ...doc, privateKey });
    const signature = Buffer.from(url.split("/").pop()!, "base64url");
    expect(signature).toHaveLength(64);
    expect(
      verify(
        "sha256",
        Buffer.from(certificateLinkPath(doc)),
        { key: publicKey, dsaEncoding: "ieee-p1363" },
        signature,
      ),
    ).toBe(true);
  });

  it("refuses an RSA key under 2048 bits", () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 1024 });
    expect(() => certificateVerificationUrl({ ...doc, privateKey })).toThrow(/2048/);
  });
});
