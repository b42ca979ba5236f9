import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { ADMIN_ORDERS_PAGE_SIZE } from "~/modules/orders/admin-order-links";
import { ORDERS_CSV_COLUMNS } from "~/modules/orders/orders-csv";
import { CSV_BATCH_SIZE } from "~/modules/orders/orders-csv.server";
import { loader as csvLoader } from "~/routes/resources/admin-orders-csv";
import { pageRequest, routeArgs, thrownResponse } from "../setup/accounts";
import { orderRow, ordersPage, setupAdminOrders } from "../setup/admin-orders";
import { parseCsv } from "../setup/csv";
import { SHOP_TIME_ZONE } from "~/utils/shop-time";

// The admin Orders tab's CSV export, through the route module as React Router calls it.

const cookies = setupAdminOrders();

const page = (query: Record<string, string> = {}) => ordersPage(cookies.admin, query);
const exportCsv = async (query: Record<string, string>, { cookie }: { cookie?: string } = { cookie: cookies.admin }) =>
  (await csvLoader(routeArgs(pageRequest(`/admin/orders.csv?${new URLSearchParams(query)}`, { cookie })))) as Response;

describe("the CSV export", () => {
  const tricky = ['Ali, "the" Khan', "Sara\nBaig", "علی خان", '=HYPERLINK("http://evil.example","Click")'];

  beforeAll(async () => {
    // Placed now, with the database's own microsecond timestamps.
    await db()
      .insert(orders)
      .values(tricky.map((fullName, i) => ({ ...orderRow({ fullName, email: `csv.${i}@tricky.example` }) })));
  });

  it("writes names with commas, quotes, line breaks, Urdu and formulas so they read back the same", async () => {
    const response = await exportCsv({ q: "tricky.example" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE }).format(new Date());
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="orders-${today}.csv"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    const [header, ...records] = parseCsv(text.slice(1));
    expect(header).toEqual([...ORDERS_CSV_COLUMNS]);
    expect(records).toHaveLength(tricky.length);
    const names = records.map((record) => record[1]);
    expect(names.toSorted()).toEqual([...tricky.slice(0, 3), `'${tricky[3]}`].toSorted());
    for (const record of records) {
      expect(record).toHaveLength(ORDERS_CSV_COLUMNS.length);
      for (const cell of record) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
      expect(record[3]).toBe("Pending");
      expect(record[4]).toBe("10000");
      expect(record[5]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    }
  });

  it("exports every matching order across its batches, newest first, as the tab lists them", async () => {
    const response = await exportCsv({});
    const records = parseCsv((await response.text()).replace(/^\uFEFF/, "")).slice(1);
    const { list } = await page();
    expect(list.total).toBeGreaterThan(CSV_BATCH_SIZE);
    expect(records).toHaveLength(list.total);
    expect(new Set(records.map((record) => record[0])).size).toBe(list.total);
    expect(records.slice(0, ADMIN_ORDERS_PAGE_SIZE).map((record) => record[0])).toEqual(list.orders.map((o) => o.id));

    const filtered = parseCsv((await (await exportCsv({ status: "delivered", q: "customer" })).text()).slice(1)).slice(
      1,
    );
    const { list: shown } = await page({ status: "delivered", q: "customer" });
    expect(filtered).toHaveLength(shown.total);
    expect(filtered.every((record) => record[3] === "Delivered" && record[1]!.startsWith("Customer"))).toBe(true);
  });

  it("answers 403 to a customer and to a signed-out request", async () => {
    for (const cookie of [cookies.customer, undefined]) {
      const response = await thrownResponse(() => exportCsv({}, { cookie }));
      expect(response.status).toBe(403);
    }
  });
});
