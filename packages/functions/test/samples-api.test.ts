import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Samples } from "@printshop/core";
import { startTestServer } from "./server";

let server: Awaited<ReturnType<typeof startTestServer>>;

const valid = {
  company: "Etykieciarnia Sp. z o.o.",
  street: "ul. Długa 1",
  postcode: "00-001",
  city: "Warszawa",
  person: "Anna Nowak",
  phone: "+48 600 700 800",
  email: "anna@example.com",
  notes: "Proszę o folie VOID",
};

let ipCounter = 1;
/** Each test its own client address (the local server trusts X-Forwarded-For from loopback). */
const freshIp = () => `198.51.100.${ipCounter++}`;

async function order(input: unknown, opts: { locale?: string; ip?: string } = {}) {
  const res = await fetch(`${server.url}/trpc/shop.samples.order?batch=1`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-locale": opts.locale ?? "pl",
      origin: server.url,
      "x-forwarded-for": opts.ip ?? freshIp(),
    },
    body: JSON.stringify({ 0: input }),
  });
  const body = (await res.json()) as any[];
  return { status: res.status, body: body[0] };
}

async function rest(path: string, input: unknown, ip = freshIp()) {
  const res = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, "x-forwarded-for": ip },
    body: JSON.stringify(input),
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe("free-sample requests", () => {
  beforeAll(async () => {
    server = await startTestServer({ sites: false });
  });
  afterAll(async () => server?.close());

  it("stores a valid request and answers { success: true }", async () => {
    const res = await order({
      ...valid,
      email: "first@example.com",
      text: "Etykiety na rolce: 50 × 50 mm, 500",
    });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toEqual({ success: true });
    const stored = (await Samples.list()).find((r) => r.email === "first@example.com");
    expect(stored).toMatchObject({
      company: valid.company,
      postcode: "00-001",
      city: "Warszawa",
      person: "Anna Nowak",
      notes: "Proszę o folie VOID",
      locale: "pl",
      status: "new",
    });
    expect(stored?.text).toContain("50 × 50");
  });

  it.each(Samples.REQUIRED_FIELDS)(
    "refuses a request without %s: 'The field cannot be empty' under that field, nothing stored",
    async (field) => {
      const before = (await Samples.list()).length;
      const res = await order({ ...valid, [field]: "   " }, { locale: "en" });
      expect(res.status).toBe(400);
      expect(res.body.error.data.fields).toEqual([
        { field, code: "required", message: "The field cannot be empty" },
      ]);
      expect((await Samples.list()).length).toBe(before);
    },
  );

  it("reports every empty field at once, in Polish for pl", async () => {
    const res = await order({ notes: "x" });
    expect(res.status).toBe(400);
    expect(res.body.error.data.fields.map((f: any) => f.field)).toEqual([
      ...Samples.REQUIRED_FIELDS,
    ]);
    expect(res.body.error.data.fields[0].message).toBe("Pole nie może być puste");
  });

  it("stores the country the samples go to (an ISO code; none sent: Poland) and refuses one not on the list, translated (issue 28, fault 10)", async () => {
    expect(
      (await order({ ...valid, email: "de@example.com", country: "DE" }, { locale: "de" })).status,
    ).toBe(200);
    expect((await order({ ...valid, email: "nocountry@example.com" })).status).toBe(200);
    const list = await Samples.list();
    expect(list.find((r) => r.email === "de@example.com")?.country).toBe("DE");
    expect(list.find((r) => r.email === "nocountry@example.com")?.country).toBe("PL");
    const before = list.length;
    const messages = {
      pl: "Wybierz kraj z listy",
      en: "Choose a country from the list",
      de: "Wählen Sie ein Land aus der Liste",
    };
    for (const [locale, message] of Object.entries(messages)) {
      const res = await order(
        { ...valid, email: `xx-${locale}@example.com`, country: "Atlantis" },
        { locale },
      );
      expect(res.status).toBe(400);
      expect(res.body.error.data.fields).toEqual([
        { field: "country", code: "samples.country_invalid", message },
      ]);
    }
    expect((await Samples.list()).length).toBe(before);
  });

  it("accepts a request without notes (optional) and refuses a malformed e-mail", async () => {
    const { notes: _notes, ...noNotes } = valid;
    expect((await order({ ...noNotes, email: "nonotes@example.com" })).status).toBe(200);
    const bad = await order({ ...valid, email: "not-an-email" }, { locale: "de" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.data.fields).toEqual([
      {
        field: "email",
        code: "samples.email_invalid",
        message: "Geben Sie eine gültige E-Mail-Adresse ein",
      },
    ]);
  });

  it("rejects a request whose hidden honeypot field is filled, and stores nothing", async () => {
    const before = (await Samples.list()).length;
    const res = await order(
      { ...valid, email: "bot@example.com", website: "http://spam.example" },
      { locale: "en" },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.data.code).toBe("samples.rejected");
    expect((await Samples.list()).length).toBe(before);
  });

  it("limits requests per e-mail address, with a clear message, whatever the address they come from", async () => {
    const email = "Repeat@Example.com";
    for (let i = 0; i < Samples.LIMITS.email.limit; i++)
      expect((await order({ ...valid, email })).status).toBe(200);
    const over = await order({ ...valid, email: "repeat@example.com" }, { locale: "en" });
    expect(over.status).toBe(429);
    expect(over.body.error.data.code).toBe("samples.too_many_email");
    expect(over.body.error.message).toMatch(/already been ordered for this e-mail/);
  });

  it("limits requests per IP address, with a clear message", async () => {
    const ip = freshIp();
    for (let i = 0; i < Samples.LIMITS.ip.limit; i++)
      expect((await order({ ...valid, email: `ip${i}@example.com` }, { ip })).status).toBe(200);
    const over = await order({ ...valid, email: "ip-over@example.com" }, { ip, locale: "pl" });
    expect(over.status).toBe(429);
    expect(over.body.error.data.code).toBe("samples.too_many_ip");
    expect(over.body.error.message).toMatch(/Z tego adresu/);
    // Another address is not affected.
    expect((await order({ ...valid, email: "other-ip@example.com" })).status).toBe(200);
  });

  it("POST /api/calculator/order and its /en and /de twins take the seed's body (company as `name`) in their locale", async () => {
    const ok = await rest("/api/calculator/order", {
      ...valid,
      company: undefined,
      name: "Firma z REST",
      email: "rest@example.com",
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true });
    expect((await Samples.list()).find((r) => r.email === "rest@example.com")?.company).toBe(
      "Firma z REST",
    );
    const en = await rest("/en/api/calculator/order", { ...valid, phone: "" });
    expect(en.status).toBe(400);
    expect(en.body.error.fields).toEqual([
      { field: "phone", code: "required", message: "The field cannot be empty" },
    ]);
    const de = await rest("/de/api/calculator/order", { ...valid, city: "" });
    expect(de.body.error.fields[0].message).toBe("Das Feld darf nicht leer sein");
    const stored = await rest("/de/api/calculator/order", { ...valid, email: "de@example.com" });
    expect(stored.status).toBe(200);
    expect((await Samples.list()).find((r) => r.email === "de@example.com")?.locale).toBe("de");
  });

  it("the seed's one city/postcode field: split when it holds both, and a 60,000-character city is a translated 400 (no backtracking pattern runs on it)", async () => {
    const split = await rest("/en/api/calculator/order", {
      ...valid,
      postcode: undefined,
      city: "Zielona Góra, 65-001",
      email: "split@example.com",
    });
    expect(split.status).toBe(200);
    expect((await Samples.list()).find((r) => r.email === "split@example.com")).toMatchObject({
      postcode: "65-001",
      city: "Zielona Góra",
    });
    const before = (await Samples.list()).length;
    for (const city of [
      "a" + " ".repeat(60_000) + "!",
      "00-950 " + ", ".repeat(30_000) + "x",
      "Warszawa " + "0".repeat(60_000),
    ]) {
      const res = await rest("/en/api/calculator/order", { ...valid, postcode: undefined, city });
      expect(res.status).toBe(400);
      const field = res.body.error.fields.find((f: { field: string }) => f.field === "city");
      expect(field.message).toMatch(/^[A-Z].* /);
    }
    expect((await Samples.list()).length).toBe(before);
  });
});

describe("free-sample requests for the administrator", () => {
  it("admin.samples.list shows the stored requests newest first; a customer is refused", async () => {
    const { callerWith, makeUser, sessionCookieFor } = await import("./accounts");
    const admin = await makeUser("administrator");
    const customer = await makeUser("customer");
    const { caller } = callerWith((await sessionCookieFor(admin.userId)).cookie);
    const list = (await caller.admin.samples.list({ pageSize: 100 })).items;
    expect(list.length).toBeGreaterThan(3);
    expect(list.map((r) => r.createdAt)).toEqual(
      [...list.map((r) => r.createdAt)].sort((a, b) => b - a),
    );
    expect(list.some((r) => r.email === "first@example.com" && r.company === valid.company)).toBe(
      true,
    );
    const { caller: asCustomer } = callerWith((await sessionCookieFor(customer.userId)).cookie);
    await expect(asCustomer.admin.samples.list({})).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
