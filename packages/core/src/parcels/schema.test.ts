import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  CARRIERS,
  MAX_PARCELS,
  Parcel,
  Parcels,
  SetParcelsInput,
  parcelView,
  trackingUrl,
} from "./schema";
import { statusChange } from "../email/templates";

const NUMBER_CHARS = [
  ..."ABCDEFGHIJKLMNOPQRSTUVWXYZ",
  ..."abcdefghijklmnopqrstuvwxyz",
  ..."0123456789-",
];

describe("tracking links", () => {
  it.each([
    [
      "inpost",
      "520000011395200025",
      "https://inpost.pl/sledzenie-przesylek?number=520000011395200025",
    ],
    [
      "dpd",
      "0000123456789U",
      "https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1=0000123456789U",
    ],
    [
      "dhl",
      "JJD000390007",
      "https://www.dhl.com/pl-pl/home/tracking/tracking-parcel.html?submit=1&tracking-id=JJD000390007",
    ],
    ["gls", "12345678901", "https://gls-group.com/PL/pl/sledzenie-paczek?match=12345678901"],
    [
      "ups",
      "1Z999AA10123456784",
      "https://www.ups.com/track?loc=pl_PL&tracknum=1Z999AA10123456784",
    ],
    ["fedex", "449044304137821", "https://www.fedex.com/fedextrack/?trknbr=449044304137821"],
    ["poczta", "PX1234567890", "https://emonitoring.poczta-polska.pl/?numer=PX1234567890"],
  ])("%s links number %s to its public tracking page", (carrier, number, url) => {
    expect(trackingUrl({ carrier, number })).toBe(url);
  });

  it("gives carrier `other` (and a carrier no longer known) no link and no brand name", () => {
    expect(parcelView({ carrier: "other", number: "A-1" })).toEqual({
      carrier: "other",
      carrierName: null,
      number: "A-1",
      url: null,
    });
    expect(trackingUrl({ carrier: "pigeon", number: "A1" })).toBeNull();
  });

  it("has the carriers the issue names, each with an https template holding the number once", () => {
    expect(CARRIERS.map((c) => c.id)).toEqual([
      "inpost",
      "dpd",
      "dhl",
      "gls",
      "ups",
      "fedex",
      "poczta",
      "other",
    ]);
    for (const c of CARRIERS.filter((c) => c.url))
      expect(c.url!.match(/^https:\/\/[^{]*\{number\}$/), c.id).not.toBeNull();
  });

  it("puts any valid number into the link as it is (the allowed characters need no encoding)", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...NUMBER_CHARS), minLength: 1, maxLength: 40 }),
        (number) => {
          expect(Parcel.safeParse({ carrier: "ups", number }).success).toBe(true);
          expect(trackingUrl({ carrier: "ups", number })).toBe(
            `https://www.ups.com/track?loc=pl_PL&tracknum=${number}`,
          );
        },
      ),
    );
  });
});

describe("parcel bounds", () => {
  const codes = (input: unknown) =>
    Parcels.safeParse(input).error?.issues.map((i) => [i.path.join("."), i.code, i.message]);

  it("takes up to 10 parcels and refuses an 11th", () => {
    const list = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ carrier: "dpd", number: `P${i}` }));
    expect(Parcels.safeParse(list(MAX_PARCELS)).success).toBe(true);
    expect(codes(list(MAX_PARCELS + 1))?.[0]?.[1]).toBe("too_big");
  });

  it("refuses a number over 40 characters by length, before the pattern runs", () => {
    const issues = Parcel.safeParse({ carrier: "dhl", number: "A".repeat(41) }).error?.issues;
    expect(issues?.map((i) => i.code)).toContain("too_big");
    // A long hostile string is refused as too long; the refine never tests it against the pattern.
    const hostile = Parcel.safeParse({ carrier: "dhl", number: "-".repeat(100_000) + "!" });
    expect(hostile.error?.issues.map((i) => i.message)).not.toContain(
      "order.parcels.number_invalid",
    );
  });

  it.each(["AB 12", "12/34", "łódź1", "<script>", "1?x=2"])(
    "refuses number %j with order.parcels.number_invalid",
    (number) => {
      const issues = Parcel.safeParse({ carrier: "gls", number }).error?.issues ?? [];
      expect(issues.map((i) => i.message)).toContain("order.parcels.number_invalid");
    },
  );

  it("refuses an unknown carrier, an empty number and the same parcel twice", () => {
    expect(Parcel.safeParse({ carrier: "pigeon", number: "1" }).success).toBe(false);
    expect(Parcel.safeParse({ carrier: "dpd", number: "  " }).success).toBe(false);
    expect(
      codes([
        { carrier: "dpd", number: "abc1" },
        { carrier: "dpd", number: "ABC1" },
      ])?.[0]?.[2],
    ).toBe("order.parcels.duplicate");
    // The same number at two carriers is two parcels.
    expect(
      Parcels.safeParse([
        { carrier: "dpd", number: "abc1" },
        { carrier: "gls", number: "abc1" },
      ]).success,
    ).toBe(true);
  });

  it("trims the number and needs the order's version", () => {
    const ok = SetParcelsInput.parse({
      orderId: "o1",
      parcels: [{ carrier: "inpost", number: " 52000001 " }],
      version: 3,
    });
    expect(ok.parcels[0]!.number).toBe("52000001");
    expect(SetParcelsInput.safeParse({ orderId: "o1", parcels: [] }).success).toBe(false);
  });
});

describe("the shipped e-mail", () => {
  const order = {
    number: "2026/11/0042",
    createdAt: Date.UTC(2026, 10, 20),
    locale: "pl",
    currency: "PLN",
    rate: "1",
    noVat: false,
    customerId: null,
    lines: [],
    totals: {},
  };
  const parcels = [
    { carrier: "inpost", number: "520000011395200025" },
    { carrier: "other", number: "KURIER-7" },
  ];

  it.each([
    ["pl", "Przesyłki (2):", "Inny przewoźnik KURIER-7"],
    ["en", "Parcels (2):", "Other carrier KURIER-7"],
    ["de", "Pakete (2):", "Anderer Paketdienst KURIER-7"],
  ])(
    "in %s lists every parcel, with the carrier's link where it has one",
    (locale, title, other) => {
      const mail = statusChange(
        { ...order, locale, parcels },
        { field: "status", to: "shipped" },
        { origin: "https://shop.example" },
      );
      expect(mail.text).toContain(title);
      expect(mail.text).toContain(
        "InPost 520000011395200025: https://inpost.pl/sledzenie-przesylek?number=520000011395200025",
      );
      expect(mail.text).toContain(other);
      expect(mail.html).toContain(
        '<a href="https://inpost.pl/sledzenie-przesylek?number=520000011395200025">',
      );
      expect(mail.html.match(/<a href=/g)).toHaveLength(1);
    },
  );

  it("says nothing of parcels without any, or in another status's e-mail", () => {
    const none = statusChange(order, { field: "status", to: "shipped" }, { origin: "" });
    expect(none.text).not.toContain("Przesyłki");
    const other = statusChange(
      { ...order, parcels },
      { field: "status", to: "in_production" },
      { origin: "" },
    );
    expect(other.text).not.toContain("inpost.pl");
  });
});
