import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestTable } from "../../../../test/db";
import { db } from "../dynamo/db";
import { nbpSource } from "./nbp";
import { forTaxPoint, previousWorkingDay, setManual } from "./index";
import { LocalNbp } from "./testing/nbp.server";

/** NBP's table A through its documented API (a local server speaking it) and DynamoDB Local. */
let nbp: LocalNbp;
let base: string;
beforeAll(async () => {
  await useTestTable("exchange-rate");
  nbp = new LocalNbp();
  base = await nbp.start();
});
afterAll(() => nbp?.stop());

describe("the last working day before the tax point (art. 31a)", () => {
  it.each([
    ["a Tuesday → the Monday", "2026-11-24", "2026-11-23"],
    ["a Monday → the Friday before", "2026-11-23", "2026-11-20"],
    ["a Sunday → the Friday", "2026-11-22", "2026-11-20"],
    ["after Independence Day (Wed 11 Nov 2026) → Tue 10 Nov", "2026-11-12", "2026-11-10"],
    [
      "after Easter Monday 2026 (6 Apr) → Good Friday 3 Apr (a working day in Poland)",
      "2026-04-07",
      "2026-04-03",
    ],
    ["2 Jan 2026 → 31 Dec 2025", "2026-01-02", "2025-12-31"],
    ["29 Dec 2025 → 23 Dec (24-26 Dec holidays, 27-28 weekend)", "2025-12-29", "2025-12-23"],
    ["after Corpus Christi 2026 (Thu 4 Jun) → Wed 3 Jun", "2026-06-05", "2026-06-03"],
  ])("%s", (_, taxPoint, expected) => {
    expect(previousWorkingDay(taxPoint)).toBe(expected);
  });
});

describe("the NBP adapter", () => {
  it("reads table A's mid, number and date as NBP answers them", async () => {
    nbp.publish("EUR", "2026-11-20", "226/A/NBP/2026", 4.2537);
    expect(await nbpSource(base).rateOn("EUR", "2026-11-20")).toEqual({
      currency: "EUR",
      rate: "4.2537",
      table: "226/A/NBP/2026",
      date: "2026-11-20",
    });
    expect(nbp.requests.at(-1)).toBe("/api/exchangerates/rates/a/eur/2026-11-20/");
  });

  it("a day without a table (404 Brak danych) is no rate, not an error", async () => {
    expect(await nbpSource(base).rateOn("EUR", "2026-11-21")).toBeNull();
  });

  it("a refused date (400) and a server error are errors with NBP's reason", async () => {
    nbp.today = "2026-11-26";
    await expect(nbpSource(base).rateOn("EUR", "2026-12-01")).rejects.toThrow(
      /NBP 400.*Invalid date range/,
    );
    nbp.failNext({ status: 503, body: "Service Unavailable" });
    await expect(nbpSource(base).rateOn("EUR", "2026-11-20")).rejects.toThrow(/NBP 503/);
    nbp.today = "2099-12-31";
  });
});

describe("the rate of an invoice", () => {
  it("fetches the previous working day's rate once, then answers it from the table", async () => {
    nbp.publish("EUR", "2026-11-23", "227/A/NBP/2026", 4.2611);
    const source = nbpSource(base);
    const before = nbp.requests.length;
    expect(await forTaxPoint("EUR", "2026-11-24", source)).toMatchObject({
      rate: "4.2611",
      table: "227/A/NBP/2026",
      date: "2026-11-23",
    });
    expect(await forTaxPoint("EUR", "2026-11-24", source)).toMatchObject({ rate: "4.2611" });
    expect(nbp.requests.length).toBe(before + 1);
    const item = await db().entities.exchangeRate.get({ currency: "EUR", date: "2026-11-23" }).go();
    expect(item.data).toMatchObject({ source: "nbp", rate: "4.2611" });
  });

  it("a working day NBP published nothing for steps one more working day back", async () => {
    // Wed 2026-11-04 has no table here: Thu 5th's tax point takes Tue 3rd.
    nbp.publish("EUR", "2026-11-03", "213/A/NBP/2026", 4.25);
    expect(await forTaxPoint("EUR", "2026-11-05", nbpSource(base))).toMatchObject({
      rate: "4.25",
      date: "2026-11-03",
    });
  });

  it("without a source (locally) a missing rate asks for one by hand; once entered it is used", async () => {
    await expect(forTaxPoint("EUR", "2026-10-14", null)).rejects.toMatchObject({
      code: "exchange_rate.missing",
      params: { currency: "EUR", date: "2026-10-13" },
    });
    const admin = { userId: "u-admin", email: "admin@example.com" };
    await setManual(
      { currency: "EUR", date: "2026-10-13", rate: "4.2700", table: "199/A/NBP/2026" },
      admin,
    );
    expect(await forTaxPoint("EUR", "2026-10-14", null)).toEqual({
      currency: "EUR",
      rate: "4.2700",
      table: "199/A/NBP/2026",
      date: "2026-10-13",
    });
    // Correcting it needs the version read; a second entry without one is stale.
    await expect(
      setManual(
        { currency: "EUR", date: "2026-10-13", rate: "4.2800", table: "199/A/NBP/2026" },
        admin,
      ),
    ).rejects.toMatchObject({ code: "conflict.stale" });
    await setManual(
      { currency: "EUR", date: "2026-10-13", rate: "4.2800", table: "199/A/NBP/2026", version: 1 },
      admin,
    );
    expect(await forTaxPoint("EUR", "2026-10-14", null)).toMatchObject({ rate: "4.2800" });
  });

  it("a rate of the wrong shape is refused before anything is stored", async () => {
    const admin = { userId: "u-admin", email: "admin@example.com" };
    await expect(
      setManual(
        { currency: "EUR", date: "2026-10-12", rate: "4,27", table: "199/A/NBP/2026" },
        admin,
      ),
    ).rejects.toThrow(/exchange_rate.rate_invalid/);
  });

  it("NBP not answering leaves the rate missing (to retry or enter), nothing stored", async () => {
    nbp.failNext({ status: 500, body: "Internal Server Error" });
    await expect(forTaxPoint("EUR", "2026-09-16", nbpSource(base))).rejects.toMatchObject({
      code: "exchange_rate.missing",
    });
    const item = await db().entities.exchangeRate.get({ currency: "EUR", date: "2026-09-15" }).go();
    expect(item.data).toBeNull();
  });
});
