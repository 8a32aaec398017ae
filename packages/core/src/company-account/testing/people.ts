import * as Account from "../../account/index";

/** Test people for company accounts: a valid NIP and an account with or without one. */
const W = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** A valid NIP from nine digits (the tenth is the checksum; a checksum of 10 moves to the next). */
export function validNip(nine: string): string {
  const sum = W.reduce((a, w, i) => a + w * Number(nine[i]), 0) % 11;
  return sum === 10 ? validNip(String(Number(nine) + 1).padStart(9, "0")) : `${nine}${sum}`;
}

let n = 0;
/** A confirmed account; with `taxId`, a company customer billing with that NIP. */
export async function testPerson(taxId: string | null, prefix = "p") {
  const email = `${prefix}${n++}-${Date.now().toString(36)}@example.com`;
  const userId = await Account.createForTest({
    email,
    password: "correct horse 1",
    ...(taxId
      ? {
          profile: {
            type: 2,
            billingCompany: "Drukarnia Testowa sp. z o.o.",
            billingTax: taxId,
            billingCountry: "PL",
          },
        }
      : {}),
  });
  return { userId, email };
}
