import { describe, expect, it } from "vitest";
import { constants, privateDecrypt, X509Certificate } from "node:crypto";
import {
  aesDecrypt,
  aesEncrypt,
  chooseKey,
  oaepEncrypt,
  publicKeyIdOf,
  sessionKey,
} from "./crypto";
import { selfSignedCertificate, serialNumber } from "./testing/cert";

const DAY = 86_400_000;
const published = (c: ReturnType<typeof selfSignedCertificate>, usage: string) => ({
  certificate: c.der.toString("base64"),
  certificateId: "x",
  publicKeyId: publicKeyIdOf(c.publicKey),
  validFrom: c.validFrom.toISOString(),
  validTo: c.validTo.toISOString(),
  usage: [usage],
});

describe("the Ministry's certificates and the client's encryption", () => {
  const now = Date.now();
  const old = selfSignedCertificate("old", {
    validFrom: new Date(now - 10 * DAY),
    validTo: new Date(now + 10 * DAY),
  });
  const fresh = selfSignedCertificate("new", {
    validFrom: new Date(now - DAY),
    validTo: new Date(now + 10 * DAY),
  });
  const future = selfSignedCertificate("future", {
    validFrom: new Date(now + DAY),
    validTo: new Date(now + 10 * DAY),
  });

  it("the self-signed certificate parses as X.509 and verifies with its own key", () => {
    const x = new X509Certificate(fresh.der);
    expect(x.subject).toContain("CN=new");
    expect(x.verify(fresh.publicKey)).toBe(true);
  });

  it("chooses a valid certificate of the usage, the latest validFrom of several (rotation)", () => {
    const list = [
      published(old, "SymmetricKeyEncryption"),
      published(fresh, "SymmetricKeyEncryption"),
      published(future, "SymmetricKeyEncryption"),
      published(old, "KsefTokenEncryption"),
    ];
    expect(chooseKey(list, "SymmetricKeyEncryption", now).publicKeyId).toBe(
      publicKeyIdOf(fresh.publicKey),
    );
    expect(chooseKey(list, "KsefTokenEncryption", now).publicKeyId).toBe(
      publicKeyIdOf(old.publicKey),
    );
  });

  it("refuses a certificate whose publicKeyId is not its key's, and a usage with none valid", () => {
    const forged = {
      ...published(fresh, "SymmetricKeyEncryption"),
      publicKeyId: publicKeyIdOf(old.publicKey),
    };
    expect(() => chooseKey([forged], "SymmetricKeyEncryption", now)).toThrow(/does not match/);
    expect(() =>
      chooseKey([published(future, "KsefTokenEncryption")], "KsefTokenEncryption", now),
    ).toThrow(/no valid/);
  });

  it("RSA-OAEP SHA-256 round trip; AES-256-CBC PKCS#7 adds one block to a multiple of 16", () => {
    const { key, iv } = sessionKey();
    const wrapped = oaepEncrypt(
      chooseKey([published(fresh, "SymmetricKeyEncryption")], "SymmetricKeyEncryption", now).key,
      key,
    );
    expect(
      privateDecrypt(
        { key: fresh.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
        wrapped,
      ),
    ).toEqual(key);
    const plain = Buffer.alloc(6480, 7);
    const enc = aesEncrypt(key, iv, plain);
    expect(enc).toHaveLength(6496); // the spec's example sizes
    expect(aesDecrypt(key, iv, enc)).toEqual(plain);
  });
});

describe("the local KSeF server's test certificates", () => {
  it("a serial number is positive and in DER's shortest form whatever the random bytes", () => {
    // The bytes that made 1 certificate in 256 unreadable: a first byte of 0 (or 0x80, whose top
    // bit was cleared) followed by one below 0x80.
    for (const first of [0x00, 0x80, 0x7f, 0xff]) {
      const serial = serialNumber(Buffer.from([first, 0x05, ...Buffer.alloc(14, 1)]));
      expect(serial.length).toBe(16);
      expect(serial[0]! & 0x80, `first byte ${first}`).toBe(0);
      expect(serial[0], `first byte ${first}`).not.toBe(0);
    }
  });
});
