import { beforeAll, describe, expect, it } from "vitest";
import { useTestTable } from "../../../../test/db";
import * as Account from "../account/index";
import * as CompanyAccount from "../company-account/index";
import * as Email from "../email/index";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import * as AddressBook from "./index";

/** The address book on DynamoDB Local: limit, bounds, isolation, company sharing, versions. */
beforeAll(() => useTestTable("address-book"));

let n = 0;
async function person(profile?: Record<string, unknown>) {
  const email = `a${n++}-${Date.now().toString(36)}@example.com`;
  const userId = await Account.createForTest({
    email,
    password: "correct horse 1",
    ...(profile ? { profile } : {}),
  });
  return { userId, email };
}
const address = (city = "Kraków") => ({
  deliveryName: "Biuro Testowe",
  deliveryAddress1: "ul. Długa 5",
  deliveryPostcode: "30-001",
  deliveryCity: city,
  deliveryCountry: "PL",
  deliveryContactPerson: "Jan Kowalski",
  deliveryPhone: "600 100 200",
  deliveryEmail: "biuro@example.com",
});
const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
};

describe("address book", () => {
  it("keeps at most 20 addresses per person; a removal frees a place", async () => {
    const { userId } = await person();
    for (let i = 0; i < AddressBook.ADDRESSES_MAX; i++)
      await AddressBook.save({ address: address(`Miasto ${i}`) }, userId);
    const e = await refusal(AddressBook.save({ address: address() }, userId));
    expect([e.kind, e.code, e.params.max]).toEqual(["conflict", "addressBook.too_many", 20]);
    const { own } = await AddressBook.list(userId);
    expect(own).toHaveLength(20);
    await AddressBook.remove({ addressId: own[0]!.addressId }, userId);
    await AddressBook.save({ address: address("Gdańsk") }, userId);
    expect((await AddressBook.list(userId)).own.map((a) => a.address.deliveryCity)).toContain(
      "Gdańsk",
    );
  });

  it("bounds every field before a rule runs, and checks the checkout's delivery rules", () => {
    expect(() =>
      AddressBook.SaveInput.parse({ address: { ...address(), deliveryCity: "x".repeat(101) } }),
    ).toThrow();
    expect(() =>
      AddressBook.SaveInput.parse({ label: "x".repeat(61), address: address() }),
    ).toThrow();
    expect(() => AddressBook.RemoveInput.parse({ addressId: "x".repeat(65) })).toThrow();
    expect(
      AddressBook.validateAddress({ ...address(), deliveryPostcode: "30001" } as never),
    ).toEqual([{ field: "deliveryPostcode", code: "account.postcode_invalid" }]);
    expect(
      AddressBook.validateAddress(AddressBook.AddressSchema.parse({})).map((e) => e.field),
    ).toEqual([
      "deliveryName",
      "deliveryAddress1",
      "deliveryPostcode",
      "deliveryCity",
      "deliveryContactPerson",
      "deliveryEmail",
      "deliveryPhone",
    ]);
  });

  it("refuses an invalid address with its fields", async () => {
    const { userId } = await person();
    const e = await refusal(
      AddressBook.save({ address: { ...address(), deliveryPhone: "12" } }, userId),
    );
    expect([e.kind, e.fields]).toEqual([
      "input",
      [{ field: "deliveryPhone", code: "account.phone_too_short" }],
    ]);
    expect((await AddressBook.list(userId)).own).toEqual([]);
  });

  it("another person's address is invisible and cannot be edited or removed", async () => {
    const a = await person();
    const b = await person();
    const { addressId } = await AddressBook.save({ address: address() }, a.userId);
    expect((await AddressBook.list(b.userId)).own).toEqual([]);
    const edit = await refusal(
      AddressBook.save({ addressId, version: 1, address: address("Wrocław") }, b.userId),
    );
    expect(edit.code).toBe("addressBook.not_found");
    const del = await refusal(AddressBook.remove({ addressId }, b.userId));
    expect(del.code).toBe("addressBook.not_found");
    const { own } = await AddressBook.list(a.userId);
    expect(own.map((x) => [x.addressId, x.address.deliveryCity])).toEqual([[addressId, "Kraków"]]);
    // Nothing of b's book was written by the refused edit.
    const { data } = await db()
      .entities.savedAddress.query.byOwner({ ownerKey: `user#${b.userId}` })
      .go();
    expect(data).toEqual([]);
  });

  it("refuses a stale edit and keeps the newer one; one default at a time", async () => {
    const { userId } = await person();
    const first = await AddressBook.save({ address: address(), isDefault: true }, userId);
    const second = await AddressBook.save({ address: address("Poznań") }, userId);
    await AddressBook.save(
      { addressId: first.addressId, version: 1, address: address("Łódź") },
      userId,
    );
    const stale = await refusal(
      AddressBook.save(
        { addressId: first.addressId, version: 1, address: address("Lublin") },
        userId,
      ),
    );
    expect([stale.kind, stale.code]).toEqual(["conflict", "addressBook.stale"]);
    const noVersion = await refusal(
      AddressBook.save({ addressId: first.addressId, address: address("Lublin") }, userId),
    );
    expect(noVersion.code).toBe("addressBook.version_required");
    let { own } = await AddressBook.list(userId);
    expect(own.map((a) => [a.address.deliveryCity, a.isDefault, a.version])).toEqual([
      ["Łódź", true, 2],
      ["Poznań", false, 1],
    ]);
    await AddressBook.save(
      { addressId: second.addressId, version: 1, address: address("Poznań"), isDefault: true },
      userId,
    );
    ({ own } = await AddressBook.list(userId));
    expect(own.map((a) => [a.address.deliveryCity, a.isDefault])).toEqual([
      ["Poznań", true],
      ["Łódź", false],
    ]);
  });

  it("a company's members read its addresses; only its owner writes them", async () => {
    const owner = await person({
      type: 2,
      billingCompany: "Drukarnia Adresowa sp. z o.o.",
      billingTax: "5260250274",
      billingCountry: "PL",
    });
    const ctx = { locale: "pl" as const, origin: "http://shop.test" };
    await CompanyAccount.create(undefined, owner.userId, ctx);
    const buyer = await person();
    await CompanyAccount.invite({ email: buyer.email }, owner.userId, ctx);
    const mail = Email.sent().findLast((m) => m.to === buyer.email);
    const token = /\/account\/company\/join#([\w-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    await CompanyAccount.accept({ token }, buyer.userId);
    const outsider = await person();

    const notOwner = await refusal(
      AddressBook.save({ scope: "company", address: address() }, buyer.userId),
    );
    expect([notOwner.kind, notOwner.code]).toEqual(["forbidden", "companyAccount.owner_only"]);
    const { addressId } = await AddressBook.save(
      { scope: "company", label: "Magazyn", address: address("Gdynia") },
      owner.userId,
    );
    const ownerView = await AddressBook.list(owner.userId);
    expect(ownerView.company?.canEdit).toBe(true);
    expect(ownerView.company?.addresses.map((a) => a.label)).toEqual(["Magazyn"]);
    expect(ownerView.own).toEqual([]);
    const buyerView = await AddressBook.list(buyer.userId);
    expect(buyerView.company?.canEdit).toBe(false);
    expect(buyerView.company?.addresses.map((a) => [a.addressId, a.address.deliveryCity])).toEqual([
      [addressId, "Gdynia"],
    ]);
    expect(
      (await refusal(AddressBook.remove({ scope: "company", addressId }, buyer.userId))).code,
    ).toBe("companyAccount.owner_only");
    expect(
      (
        await refusal(
          AddressBook.save(
            { scope: "company", addressId, version: 1, address: address("Sopot") },
            buyer.userId,
          ),
        )
      ).code,
    ).toBe("companyAccount.owner_only");
    // The buyer's own "remove" of that id looks in the buyer's own book: not found there.
    expect((await refusal(AddressBook.remove({ addressId }, buyer.userId))).code).toBe(
      "addressBook.not_found",
    );
    expect((await AddressBook.list(outsider.userId)).company).toBeNull();
    expect(
      (await refusal(AddressBook.remove({ scope: "company", addressId }, outsider.userId))).code,
    ).toBe("companyAccount.not_member");
    expect((await AddressBook.list(owner.userId)).company?.addresses).toHaveLength(1);
  });

  it("forgetOwn erases the person's own book (and its count), not another's", async () => {
    const a = await person();
    const b = await person();
    await AddressBook.save({ address: address() }, a.userId);
    await AddressBook.save({ address: address("Poznań") }, a.userId);
    await AddressBook.save({ address: address("Lublin") }, b.userId);
    expect((await AddressBook.ownAddresses(a.userId)).map((x) => x.address.deliveryCity)).toEqual([
      "Kraków",
      "Poznań",
    ]);
    expect(await AddressBook.forgetOwn(a.userId)).toBe(2);
    expect(await AddressBook.ownAddresses(a.userId)).toEqual([]);
    expect(
      (
        await db()
          .entities.addressBookCount.get({ ownerKey: `user#${a.userId}` })
          .go()
      ).data,
    ).toBeNull();
    expect((await AddressBook.list(b.userId)).own).toHaveLength(1);
  });
});
