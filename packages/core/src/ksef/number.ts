/**
 * KSeF numbers and reference numbers (faktury_numer-ksef.md): `NIP-RRRRMMDD-FFFFFFFFFFFF-CC`,
 * 35 characters, CC the CRC-8 (polynomial 0x07, initial 0x00) of the first 32 characters as two
 * upper-case hex digits. Reference numbers (sessions, invoices, authentication operations) look
 * alike: `RRRRMMDD-TT-HHHHHHHHHH-HHHHHHHHHH-CC`, 36 characters (open-api.json's ReferenceNumber).
 */
export function crc8(text: string): number {
  let crc = 0;
  for (const byte of Buffer.from(text, "latin1")) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

const hex2 = (n: number) => n.toString(16).toUpperCase().padStart(2, "0");
const KSEF_NUMBER = /^(\d{10})-(\d{8})-([0-9A-F]{12})-([0-9A-F]{2})$/;

/** The date part of a KSeF or reference number: the UTC day, `RRRRMMDD`. */
export const dayPart = (at: Date) => at.toISOString().slice(0, 10).replaceAll("-", "");

/** A KSeF number from its parts (the technical part: 12 upper-case hex digits). */
export function ksefNumber(nip: string, at: Date, technical: string): string {
  const data = `${nip}-${dayPart(at)}-${technical.toUpperCase()}`;
  if (!/^\d{10}-\d{8}-[0-9A-F]{12}$/.test(data)) throw new Error("ksef number: bad parts");
  return `${data}-${hex2(crc8(data))}`;
}

/** Whether a string is a well-formed KSeF number whose checksum holds (35 characters only). */
export function isKsefNumber(value: string): boolean {
  if (value.length !== 35) return false;
  const m = KSEF_NUMBER.exec(value);
  return m !== null && hex2(crc8(value.slice(0, 32))) === m[4];
}

/** A reference number of the given two-letter type (`SO` online session, `EE` invoice, `AU` auth...). */
export function referenceNumber(type: string, at: Date, random: string): string {
  const data = `${dayPart(at)}-${type}-${random.slice(0, 10).toUpperCase()}-${random.slice(10, 20).toUpperCase()}`;
  return `${data}-${hex2(crc8(data))}`;
}
