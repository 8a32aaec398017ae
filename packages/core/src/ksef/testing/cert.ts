import {
  generateKeyPairSync,
  randomBytes,
  sign,
  X509Certificate,
  type KeyObject,
} from "node:crypto";

/**
 * A self-signed X.509 v3 certificate (RSA 2048, sha256WithRSAEncryption) built with a few lines
 * of DER, so the local KSeF server can publish "the Ministry's public key certificates" the way
 * KSeF does (Base64 DER, no PEM headers) without a certificate library. Node parses and verifies
 * the result (`X509Certificate`), which is what the client does with KSeF's.
 */
const len = (n: number) =>
  n < 0x80
    ? Buffer.from([n])
    : n < 0x100
      ? Buffer.from([0x81, n])
      : n < 0x10000
        ? Buffer.from([0x82, n >> 8, n & 0xff])
        : Buffer.from([0x83, n >> 16, (n >> 8) & 0xff, n & 0xff]);
const tlv = (tag: number, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([tag]), len(body.length), body]);
};
const seq = (...p: Buffer[]) => tlv(0x30, ...p);
const set = (...p: Buffer[]) => tlv(0x31, ...p);
const int = (b: Buffer) => tlv(0x02, b[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), b]) : b);

/**
 * A certificate's serial number from random bytes: positive and in DER's shortest form. (Only
 * clearing the top bit left a first byte of 0 followed by one below 0x80 in 1 of 256
 * certificates, which OpenSSL refuses as "illegal padding": the local KSeF server then failed to
 * start.)
 */
export function serialNumber(random: Buffer): Buffer {
  const serial = Buffer.from(random);
  serial[0] = (serial[0]! & 0x7f) | 0x40;
  return serial;
}
function oid(dotted: string): Buffer {
  const [a, b, ...rest] = dotted.split(".").map(Number) as [number, number, ...number[]];
  const bytes = [40 * a + b];
  for (const n of rest) {
    const chunk = [n & 0x7f];
    for (let v = n >>> 7; v > 0; v >>>= 7) chunk.unshift((v & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}
const utf8 = (s: string) => tlv(0x0c, Buffer.from(s, "utf8"));
const printable = (s: string) => tlv(0x13, Buffer.from(s, "ascii"));
function time(d: Date): Buffer {
  const iso = d.toISOString().replace(/[-:T]/g, "").slice(0, 14); // YYYYMMDDHHMMSS
  return d.getUTCFullYear() < 2050
    ? tlv(0x17, Buffer.from(`${iso.slice(2)}Z`))
    : tlv(0x18, Buffer.from(`${iso}Z`));
}
const SHA256_RSA = seq(oid("1.2.840.113549.1.1.11"), Buffer.from([0x05, 0x00]));

export interface TestCertificate {
  der: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  validFrom: Date;
  validTo: Date;
}

export function selfSignedCertificate(
  commonName: string,
  options: {
    validFrom?: Date;
    validTo?: Date;
    keys?: { privateKey: KeyObject; publicKey: KeyObject };
  } = {},
): TestCertificate {
  const { privateKey, publicKey } =
    options.keys ?? generateKeyPairSync("rsa", { modulusLength: 2048 });
  const validFrom = options.validFrom ?? new Date(Date.now() - 86_400_000);
  const validTo = options.validTo ?? new Date(Date.now() + 2 * 365 * 86_400_000);
  const name = seq(
    set(seq(oid("2.5.4.6"), printable("PL"))),
    set(seq(oid("2.5.4.10"), utf8("Ministerstwo Finansów (local test)"))),
    set(seq(oid("2.5.4.3"), utf8(commonName))),
  );
  const serial = serialNumber(randomBytes(16));
  const tbs = seq(
    tlv(0xa0, int(Buffer.from([2]))),
    int(serial),
    SHA256_RSA,
    name,
    seq(time(validFrom), time(validTo)),
    name,
    publicKey.export({ type: "spki", format: "der" }),
  );
  const signature = sign("sha256", tbs, privateKey);
  const der = seq(tbs, SHA256_RSA, tlv(0x03, Buffer.from([0]), signature));
  if (!new X509Certificate(der).verify(publicKey))
    throw new Error("self-signed certificate does not verify");
  return { der, privateKey, publicKey, validFrom, validTo };
}
