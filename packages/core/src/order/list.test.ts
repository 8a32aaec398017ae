import { beforeAll, describe, expect, it } from "vitest";
import { countRequests } from "../dynamo/counter";
import { useTestTable } from "../../../../test/db";
import { generateOrders, loadOrders, type Generated } from "../../../../test/orders-fixture";
import * as Order from "./index";
import { warsawDayStart } from "./query";

/**
 * The back office's order list over ~500 generated orders on DynamoDB Local: every filter and
 * page compared with the same selection computed from the generated data.
 */
let all: Generated[];
const NOW = Date.parse("2026-11-20T10:00:00Z");

beforeAll(async () => {
  await useTestTable("orders-list");
  all = await loadOrders(generateOrders(520, { seed: 7, now: NOW, days: 200 }));
});

const newestFirst = (a: Generated, b: Generated) =>
  a.createdAt === b.createdAt ? b.orderId.localeCompare(a.orderId) : b.createdAt - a.createdAt;

function expected(
  f: {
    orderStatus?: string;
    paymentStatus?: string;
    from?: string;
    to?: string;
    kind?: string;
  } = {},
  search?: string,
) {
  const from = f.from ? warsawDayStart(f.from) : -Infinity;
  const to = f.to ? warsawDayStart(f.to) + 86_400_000 - 1 : Infinity;
  const needle = search?.toLowerCase();
  return all
    .filter(
      (o) =>
        (!f.orderStatus || o.status === f.orderStatus) &&
        (!f.paymentStatus || o.paymentStatus === f.paymentStatus),
    )
    .filter((o) => o.createdAt >= from && o.createdAt <= to)
    .filter((o) => !f.kind || o.kinds.includes(f.kind))
    .filter(
      (o) =>
        !needle ||
        [o.number.toLowerCase(), o.email, o.company.toLowerCase(), o.nip].some((v) =>
          v.includes(needle),
        ),
    )
    .sort(newestFirst);
}

const ids = (xs: { orderId: string }[]) => xs.map((x) => x.orderId);

describe("admin order list (read path without a Scan)", () => {
  it("lists every order newest first, 10 by default, with the exact total", async () => {
    const out = await Order.list({});
    expect(out.total).toBe(520);
    expect(ids(out.items)).toEqual(ids(expected().slice(0, 10)));
  });

  it.each([10, 25, 50, 100] as const)(
    "pages of %i: page 3 is the third slice",
    async (pageSize) => {
      const out = await Order.list({ page: 3, pageSize });
      expect(ids(out.items)).toEqual(ids(expected().slice(2 * pageSize, 3 * pageSize)));
      expect(out.total).toBe(520);
    },
  );

  it("the last page is short and oldest first sorts the other way", async () => {
    const last = await Order.list({ page: 6, pageSize: 100 });
    expect(ids(last.items)).toEqual(ids(expected().slice(500)));
    const asc = await Order.list({ pageSize: 25, sort: { by: "createdAt", dir: "asc" } });
    expect(ids(asc.items)).toEqual(ids([...expected()].reverse().slice(0, 25)));
  });

  it.each([
    { orderStatus: "new" },
    { orderStatus: "awaiting_files" },
    { paymentStatus: "paid" },
    { orderStatus: "in_production", paymentStatus: "paid" },
    { from: "2026-09-01", to: "2026-09-30" },
    { kind: "label" },
    { orderStatus: "shipped", kind: "calculator", from: "2026-07-01" },
    { paymentStatus: "awaiting", to: "2026-08-15" },
  ] as const)("filters %o: items and total equal the generated data's", async (filters) => {
    const want = expected(filters);
    const out = await Order.list({ pageSize: 25, page: 2, filters });
    expect(out.total).toBe(want.length);
    expect(ids(out.items)).toEqual(ids(want.slice(25, 50)));
  });

  it("a full-range read (kind, search, dates) is read in parallel time slices and still comes out in order both ways", async () => {
    const want = expected({ kind: "table" });
    const asc = await Order.list({
      pageSize: 100,
      page: 2,
      filters: { kind: "table" },
      sort: { by: "createdAt", dir: "asc" },
    });
    expect(asc.total).toBe(want.length);
    expect(ids(asc.items)).toEqual(ids([...want].reverse().slice(100, 200)));
    // A range after the last order, and one wholly before the first, are empty without an error.
    expect((await Order.list({ filters: { from: "2030-01-01", kind: "table" } })).total).toBe(0);
    expect((await Order.list({ filters: { to: "2020-01-01", kind: "table" } })).total).toBe(0);
    // The filter pass reads only the rows' filter attributes; the page is then read whole by key.
    const page = await Order.list({ pageSize: 10, filters: { kind: "label" } });
    expect(page.items[0]).toMatchObject({
      email: expect.any(String),
      gross: expect.any(String),
      lineCount: expect.any(Number),
    });
  });

  it("searches by a part of the e-mail, the company, the NIP, and by the whole number", async () => {
    const sample = all.find((o) => o.company)!;
    for (const search of [
      "example3.com",
      sample.company.slice(0, 12),
      sample.nip.slice(2, 9),
      sample.number,
    ]) {
      const want = expected({}, search);
      expect(want.length).toBeGreaterThan(0);
      const out = await Order.list({ search, pageSize: 100 });
      expect(out.total, search).toBe(want.length);
      expect(ids(out.items)).toEqual(ids(want.slice(0, 100)));
    }
  });

  it("an exact order number reads only its day: one Query and the page's rows by key", async () => {
    const sample = all[Math.floor(all.length / 2)]!;
    const { result, requests } = await countRequests(() => Order.list({ search: sample.number }));
    expect(ids((result as { items: { orderId: string }[] }).items)).toEqual([sample.orderId]);
    // + the flagged payments' one Query (the rows' ⚑, order/online.ts).
    expect(requests).toBe(3);
  });

  it("counts per order status and per payment status at the top", async () => {
    const c = await Order.counts();
    expect(c.total).toBe(520);
    for (const s of Order.ORDER_STATUSES)
      expect(c.orderStatus[s]).toBe(all.filter((o) => o.status === s).length);
    for (const p of Order.PAYMENT_STATUSES)
      expect(c.paymentStatus[p]).toBe(all.filter((o) => o.paymentStatus === p).length);
  });

  it("a status-filtered first page costs one request per pair plus the counters (no Scan)", async () => {
    const { requests } = await countRequests(() =>
      Order.list({ filters: { orderStatus: "new", paymentStatus: "paid" } }),
    );
    // One pair, the counters, and the flagged payments' one Query (the rows' ⚑).
    expect(requests).toBe(3);
  });

  it("the export holds exactly the filtered list, in order, with a header row", async () => {
    const filters = { paymentStatus: "paid" as const, from: "2026-06-01" };
    const want = expected(filters);
    const { csv, count } = await Order.exportCsv({ filters }, "en");
    expect(count).toBe(want.length);
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Number,Date,Order status,Payment status,E-mail,Name,Company,Tax ID (NIP),Product kinds,Lines,Currency,Net PLN,Gross PLN",
    );
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual(want.map((o) => o.number));
    expect(lines.slice(1).every((l) => l.split(",")[3] === "paid")).toBe(true);
  });
});
