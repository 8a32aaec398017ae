import { beforeAll, describe, expect, it } from "vitest";
import { useTestTable } from "../../../../test/db";
import { db } from "../dynamo/db";
import * as Email from "../email/index";
import * as CompanyAccount from "../company-account/index";
import * as AddressBook from "../address-book/index";
import { erase } from "./erase";

import { testPerson, validNip } from "../company-account/testing/people";

/**
 * Deleting an account that belongs to a buyer company (issue 31 items 5 and 6): a buyer's
 * membership ends with the account; the owner of a company that still has buyers is refused
 * (nothing erased); a sole owner's company goes with the account, freeing its NIP. The person's
 * own address book goes too.
 */
beforeAll(() => useTestTable("owndata-company"));

const nip = validNip;
const person = (taxId: string | null) => testPerson(taxId, "d");
const ctx = { locale: "pl" as const, origin: "http://shop.test" };
const member = (userId: string) =>
  db().entities.companyMember.get({ userId }).go({ consistent: true });

async function companyWithBuyer(nine: string) {
  const taxId = nip(nine);
  const owner = await person(taxId);
  await CompanyAccount.create(undefined, owner.userId, ctx);
  const buyer = await person(null);
  await CompanyAccount.invite({ email: buyer.email, locale: "pl" }, owner.userId, ctx);
  const mail = Email.sent().findLast((m) => m.to === buyer.email);
  const token = /\/account\/company\/join#([\w-]+)/.exec(mail?.text ?? "")![1]!;
  await CompanyAccount.accept({ token }, buyer.userId);
  return { taxId, owner, buyer };
}

describe("deleting an account in a buyer company", () => {
  it("refuses the owner while the company has a buyer, and erases nothing", async () => {
    const { taxId, owner } = await companyWithBuyer("444555666");
    await expect(erase(owner.userId)).rejects.toMatchObject({
      kind: "conflict",
      code: "owndata.company_owner",
    });
    expect((await db().entities.user.get({ userId: owner.userId }).go()).data).not.toBeNull();
    expect((await member(owner.userId)).data?.role).toBe("owner");
    expect((await db().entities.buyerCompany.get({ companyId: taxId }).go()).data).not.toBeNull();
  });

  it("ends a buyer's membership and address book with the account; then the sole owner's company", async () => {
    const { taxId, owner, buyer } = await companyWithBuyer("777888999");
    await AddressBook.save(
      {
        address: {
          deliveryName: "Jan Kupiec",
          deliveryAddress1: "ul. Długa 1",
          deliveryPostcode: "31-100",
          deliveryCity: "Kraków",
          deliveryCountry: "PL",
          deliveryContactPerson: "Jan Kupiec",
          deliveryPhone: "600 100 200",
          deliveryEmail: "jan@example.com",
        },
      },
      buyer.userId,
    );
    expect(await AddressBook.ownAddresses(buyer.userId)).toHaveLength(1);
    await erase(buyer.userId);
    expect((await member(buyer.userId)).data).toBeNull();
    expect(await AddressBook.ownAddresses(buyer.userId)).toEqual([]);
    expect((await member(owner.userId)).data?.role).toBe("owner");

    await erase(owner.userId);
    expect((await member(owner.userId)).data).toBeNull();
    expect((await db().entities.buyerCompany.get({ companyId: taxId }).go()).data).toBeNull();
  });
});
