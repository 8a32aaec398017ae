import { beforeAll, describe, expect, it } from "vitest";
import { useTestTable } from "../../../../test/db";
import { db } from "../dynamo/db";
import { demoCatalogue, load } from "../seed/index";

/**
 * ElectroDB stores only what an entity declares: a `map` drops undeclared properties on write.
 * Each typed entity is written with every property its writers set and read back equal; the demo
 * catalogue is loaded and every typed item compared with the seed it came from.
 */
const t = (s: string) => ({ pl: `${s} pl`, en: `${s} en`, de: `${s} de` });
const without = <T extends object>(item: T | null, ...keys: string[]) =>
  item && Object.fromEntries(Object.entries(item).filter(([k]) => !keys.includes(k)));

describe("typed entities round-trip", () => {
  beforeAll(async () => {
    await useTestTable("entities");
  });

  it("category, product, banner and menu item keep their translated maps", async () => {
    const s = db().entities;
    const category = {
      categoryId: 901,
      slug: "k",
      sort: 3,
      active: false,
      title: t("cat"),
      version: 4,
    };
    await s.category.put(category).go();
    expect((await s.category.get({ categoryId: 901 }).go()).data).toEqual(category);

    const product = {
      productId: 902,
      kind: "table" as const,
      categoryId: 901,
      calculatorId: 7,
      slug: "p-902",
      sort: 1,
      active: true,
      defaultMaterial: 3,
      discount: 5,
      vat0: true,
      vat5: false,
      vat8: true,
      info: { eco: 9, standard: 5, express: 2 },
      title: t("prod"),
      description: t("desc"),
      version: 2,
    };
    await s.product.put(product).go();
    expect((await s.product.get({ productId: 902 }).go()).data).toEqual(product);

    const banner = {
      bannerId: 903,
      active: true,
      caption: t("cap"),
      button: t("btn"),
      link: "/x",
      sort: 2,
      version: 1,
    };
    await s.banner.put(banner).go();
    expect((await s.banner.get({ bannerId: 903 }).go()).data).toEqual(banner);

    const menuItem = {
      menuItemId: 904,
      active: true,
      sort: 1,
      title: t("menu"),
      link: "/m",
      version: 1,
    };
    await s.menuItem.put(menuItem).go();
    expect((await s.menuItem.get({ menuItemId: 904 }).go()).data).toEqual(menuItem);
  });

  it("page and post keep title and body per language", async () => {
    const s = db().entities;
    const page = {
      pageId: 905,
      slug: "strona",
      title: t("page"),
      body: { pl: "<p>a</p>", en: "<p>b</p>", de: "<p>c</p>" },
      active: true,
      version: 3,
    };
    await s.page.put(page).go();
    expect((await s.page.get({ slug: "strona" }).go()).data).toEqual(page);
    const post = {
      postId: 906,
      slug: "wpis",
      title: t("post"),
      body: t("body"),
      active: false,
      publishedAt: 1_700_000_000_000,
      version: 1,
    };
    await s.post.put(post).go();
    expect((await s.post.get({ slug: "wpis" }).go()).data).toEqual(post);
  });

  it("payment and shipping methods keep translations and the allowed payments", async () => {
    const s = db().entities;
    const payment = {
      paymentMethodId: 907,
      icon: "icon-card",
      translations: t("pay"),
      active: true,
      version: 1,
    };
    await s.paymentMethod.put(payment).go();
    expect((await s.paymentMethod.get({ paymentMethodId: 907 }).go()).data).toEqual(payment);
    const shipping = {
      shippingMethodId: 908,
      icon: "icon-van",
      price: "12.50",
      payments: [1, 3, 907],
      translations: t("ship"),
      version: 1,
    };
    await s.shippingMethod.put(shipping).go();
    expect((await s.shippingMethod.get({ shippingMethodId: 908 }).go()).data).toEqual(shipping);
  });

  it("an attribute keeps its child attributes with their values", async () => {
    const s = db().entities;
    const attribute = {
      productId: 902,
      attributeId: 909,
      title: t("attr"),
      active: true,
      addToPrice: false,
      priceChange: true,
      sort: 1,
      values: [
        { id: 1, title: t("v1") },
        { id: 2, title: t("v2") },
      ],
      children: [{ title: t("child"), values: [{ id: 3, title: t("v3") }] }],
      version: 1,
    };
    await s.attribute.put(attribute).go();
    expect((await s.attribute.get({ productId: 902, attributeId: 909 }).go()).data).toEqual(
      attribute,
    );
  });

  it("an upload keeps its preflight verdict, pages and issues with their parameters", async () => {
    const s = db().entities;
    const upload = {
      cartId: "c1",
      uploadId: "u1",
      lineId: "l1",
      key: "print-files/u1.pdf",
      fileName: "a.pdf",
      contentType: "application/pdf",
      size: 1234,
      status: "attached" as const,
      preflight: {
        verdict: "warning" as const,
        pages: 2,
        issues: [
          {
            code: "no_bleed",
            params: { page: 1, width: 50, height: 30, wantWidth: 54, wantHeight: 34 },
          },
          { code: "multiple_pages", params: { pages: 2 } },
          { code: "size_not_checked" },
        ],
      },
      createdAt: 1_700_000_000_000,
      expiresAt: 1_800_000_000,
    };
    await s.upload.put(upload).go();
    expect((await s.upload.get({ cartId: "c1", uploadId: "u1" }).go()).data).toEqual(upload);
    const unread = {
      ...upload,
      uploadId: "u2",
      preflight: { verdict: "unchecked" as const, issues: [{ code: "not_pdf" }] },
    };
    await s.upload.put(unread).go();
    expect((await s.upload.get({ cartId: "c1", uploadId: "u2" }).go()).data).toEqual(unread);
  });

  it("cart, order, account and label references keep every property their writers set", async () => {
    const s = db().entities;
    const params = [
      { title: t("size"), value: "50 × 50 mm" },
      { title: t("material"), value: t("white film") },
    ];
    const label = {
      width: 50,
      height: 40,
      quantity: 500,
      material: 1,
      print: 1,
      enrichment: 1,
      application: 0,
      diameter: 76,
      gap: 4,
      winding: 1,
      sheeting: false,
    };
    const line = {
      id: "l1",
      kind: "label" as const,
      productId: null,
      title: t("labels"),
      params,
      config: { kind: "label" as const, input: label },
      mode: "express" as const,
      quantity: 500,
      vat: 23,
      netGrosze: 12345,
      discountGrosze: 0,
      days: 3,
      comment: "matt",
      addedAt: 1_700_000_000_000,
    };
    const calc = {
      ...line,
      id: "l2",
      kind: "calculator" as const,
      productId: 20,
      config: {
        kind: "calculator" as const,
        calculatorId: 5,
        selections: { "501": 5011, "502": 16 },
        quantity: 100,
      },
    };
    const cart = {
      cartId: "cart-1",
      lines: [line, calc],
      lineCount: 2,
      currency: "EUR",
      noVat: true,
      customerId: "u1",
      version: 3,
      updatedAt: 1,
      expiresAt: 2,
    };
    await s.cart.put(cart).go();
    expect((await s.cart.get({ cartId: "cart-1" }).go()).data).toEqual(cart);

    const customer = {
      firstName: "Anna",
      lastName: "Nowak",
      phone: "600100200",
      type: 1 as const,
      billingCompany: "Firma",
      billingName: "",
      billingTax: "5260250274",
      billingAddress1: "Prosta 1",
      billingAddress2: "",
      billingPostcode: "00-001",
      billingCity: "Warszawa",
      billingCountry: "PL",
      differentDeliveryAddress: true,
      deliveryName: "Magazyn",
      deliveryAddress1: "Krzywa 2",
      deliveryAddress2: "",
      deliveryPostcode: "00-002",
      deliveryCity: "Warszawa",
      deliveryCountry: "PL",
      deliveryContactPerson: "Jan",
      deliveryPhone: "600100201",
      deliveryEmail: "",
      email: "anna@example.com",
      notes: "",
    };
    const amounts = {
      net: "100.00",
      gross: "123.00",
      discount: "0.00",
      netAfterDiscount: "100.00",
      grossAfterDiscount: "123.00",
    };
    const { netGrosze: _n, discountGrosze: _d, addedAt: _a, ...rest } = calc;
    const order = {
      orderId: "o1",
      number: "20261123-O1",
      customerId: "u1",
      cartId: "cart-1",
      locale: "pl",
      currency: "EUR",
      rate: "4.25",
      noVat: true,
      vatNumber: "DE123456789",
      lines: [{ ...rest, comment: null, ...amounts }],
      totals: {
        ...amounts,
        shippingNet: "10.00",
        shippingGross: "12.30",
        toPayNet: "110.00",
        toPayGross: "135.30",
      },
      paymentMethodId: 1,
      shippingMethodId: 2,
      customer,
      paymentStatus: "awaiting" as const,
      status: "new" as const,
      createdAt: 1_700_000_000_000,
      version: 1,
    };
    await s.order.put(order).go();
    expect((await s.order.get({ orderId: "o1" }).go()).data).toEqual(order);

    const { email: _e, notes: _x, ...profile } = customer;
    await s.user
      .put({
        userId: "u1",
        email: "anna@example.com",
        passwordHash: "h",
        profile,
        marketingConsent: true,
      })
      .go();
    expect((await s.user.get({ userId: "u1" }).go()).data?.profile).toEqual(profile);

    const references = [{ id: "ref-1", name: "Small white", input: label }];
    await s.labelReferences.put({ references, version: 2 }).go();
    expect((await s.labelReferences.get({}).go()).data).toEqual({ references, version: 2 });
  });

  it("a write the zod schema behind a custom attribute refuses is not stored", async () => {
    const s = db().entities;
    const bad = {
      calculatorId: 990,
      productId: 1,
      equation: "1",
      copies: { "100": "one" } as unknown as Record<string, number>,
      options: [],
    };
    await expect(s.calculator.put(bad).go()).rejects.toThrow(/Invalid value provided/);
    expect((await s.calculator.get({ calculatorId: 990 }).go()).data).toBeNull();
  });

  it("the demo catalogue reads back as the seed wrote it", async () => {
    await load();
    const data = demoCatalogue();
    const { category, banner, menuItem } = (
      await db().collections.catalogue({}).go({ pages: "all" })
    ).data;
    for (const c of data.categories)
      expect(category.find((x) => x.categoryId === c.id)?.title).toEqual(c.title);
    for (const b of data.banners) {
      const stored = banner.find((x) => x.bannerId === b.id);
      expect(stored?.caption).toEqual(b.caption);
      expect(stored?.button).toEqual(b.button);
    }
    for (const m of data.menu)
      expect(menuItem.find((x) => x.menuItemId === m.id)?.title).toEqual(m.title);
    for (const p of data.pages)
      expect(
        without((await db().entities.page.get({ slug: p.slug }).go()).data, "active", "version"),
      ).toEqual({ pageId: p.id, slug: p.slug, title: p.title, body: p.body });
    for (const p of data.posts)
      expect((await db().entities.post.get({ slug: p.slug }).go()).data).toMatchObject({
        postId: p.id,
        title: p.title,
        body: p.body,
      });
    const payments = (await db().entities.paymentMethod.query.byId({}).go({ pages: "all" })).data;
    for (const p of data.paymentMethods)
      expect(payments.find((x) => x.paymentMethodId === p.id)?.translations).toEqual(
        p.translations,
      );
    const shipping = (await db().entities.shippingMethod.query.byId({}).go({ pages: "all" })).data;
    for (const m of data.shippingMethods) {
      const stored = shipping.find((x) => x.shippingMethodId === m.id);
      expect(stored?.translations).toEqual(m.translations);
      expect(stored?.payments).toEqual(
        Object.keys(m.payment)
          .filter((id) => m.payment[id])
          .map(Number),
      );
    }
    for (const { id, ...c } of data.calculators)
      expect(
        without((await db().entities.calculator.get({ calculatorId: id }).go()).data, "version"),
      ).toEqual({ ...c, calculatorId: id });
    expect((await db().entities.labelPricing.get({}).go()).data?.settings).toEqual(
      data.labelPricing,
    );
  });
});
