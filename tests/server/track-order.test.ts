import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { orderItems, orders, rateLimits } from "~/db/schema";
import { createOrPromoteAdmin } from "~/modules/accounts/admin-account.server";
import { TRACKING_RATE_LIMIT, takeTrackingAllowance, type TrackingResult } from "~/modules/orders/tracking.server";
import { loader } from "~/routes/storefront/track-order";
import {
  freshIp,
  ORIGIN,
  registerCustomer,
  routeArgs,
  setupAccounts,
  signedInCookie,
  userRow,
} from "../setup/accounts";

setupAccounts();

const owner = { email: "ayesha.khan@example.com", password: "ayesha-password-1", name: "Ayesha Khan" };
const other = { email: "bilal@example.com", password: "bilal-password-1", name: "Bilal Ahmed" };
const admin = { email: "owner@shop.example", password: "owner-password-1", name: "Shop Owner" };
const cookies = { owner: "", other: "", admin: "" };

// The order under test, with a fixed id so that prefixes can be chosen.
const ORDER_ID = "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d";
const CANCELLED_ID = "0fedcba9-8765-4321-8fed-cba987654321";
const personal = {
  fullName: "Ayesha Khan",
  email: "ayesha.khan@example.com",
  phone: "+923001234567",
  address: "House 12, Street 4, Model Town",
  city: "Lahore",
  notes: "Call before delivery, gate 2",
};

async function insertOrder(id: string, values: Partial<typeof orders.$inferInsert> = {}) {
  await db()
    .insert(orders)
    .values({
      id,
      number: id.slice(0, 8).toUpperCase(),
      totalAmount: 2 * 45_000 + 12_500,
      idempotencyKey: randomUUID(),
      createdAt: new Date("2024-01-05T10:00:00Z"),
      ...personal,
      ...values,
    });
  await db()
    .insert(orderItems)
    .values([
      {
        orderId: id,
        productName: "Noor Walnut Dining Chair",
        productSlug: "noor-walnut-dining-chair",
        quantity: 2,
        unitPrice: 45_000,
        totalPrice: 90_000,
      },
      { orderId: id, productName: "Brass Side Table", quantity: 1, unitPrice: 12_500, totalPrice: 12_500 },
    ]);
}

beforeAll(async () => {
  cookies.owner = await registerCustomer(owner);
  cookies.other = await registerCustomer(other);
  expect(await createOrPromoteAdmin(admin)).toBe("created");
  cookies.admin = await signedInCookie(freshIp(), admin);
  const ownerRow = await userRow(owner.email);
  await insertOrder(ORDER_ID, { userId: ownerRow!.id, status: "work_started" });
  await insertOrder(CANCELLED_ID, {
    userId: ownerRow!.id,
    status: "cancelled",
    cancelledAt: new Date("2024-01-07T10:00:00Z"),
  });
});

interface Tracked {
  status: number;
  headers: Headers;
  body: TrackingResult;
}

/** GET /track-order?… through the route's loader, as one client (address) and optionally signed in. */
async function track(
  query: Record<string, string>,
  { cookie, ip = freshIp() }: { cookie?: string; ip?: string } = {},
): Promise<Tracked> {
  const headers = new Headers({ "x-forwarded-for": ip });
  if (cookie) headers.set("cookie", cookie);
  const request = new Request(`${ORIGIN}/track-order?${new URLSearchParams(query)}`, { headers });
  const result = (await loader(routeArgs(request))) as unknown as {
    data: TrackingResult;
    init: { status: number; headers: HeadersInit };
  };
  return { status: result.init.status, headers: new Headers(result.init.headers), body: result.data };
}

function found(result: Tracked) {
  expect(result.status).toBe(200);
  if (result.body.state !== "found") throw new Error(`expected an order, got ${JSON.stringify(result.body)}`);
  return result.body;
}

/** Nothing personal anywhere in what is sent to the browser. */
function expectNoPersonalData(result: Tracked) {
  const sent = JSON.stringify(result.body);
  for (const value of [
    "Ayesha",
    "Khan",
    "ayesha.khan",
    "3001234567",
    "300 1234567",
    "1234567",
    "House 12",
    "Model Town",
    "Call before",
  ]) {
    expect(sent).not.toContain(value);
  }
}

const shown = {
  name: "Ayesha Khan",
  email: "ayesha.khan@example.com",
  phone: "+92 300 1234567",
  address: "House 12, Street 4, Model Town\nLahore",
  notes: "Call before delivery, gate 2",
};
const masked = {
  name: "A*** K***",
  email: "a***@example.com",
  phone: "+92 3** *****67",
  address: "***, Lahore",
  notes: null,
};

describe("finding an order", () => {
  it("finds it by its full id, in any case, with status, items, total and date", async () => {
    const { order } = found(await track({ order: ORDER_ID.toUpperCase() }));
    expect(order).toMatchObject({
      number: "A1B2C3D4",
      status: "work_started",
      totalAmount: 102_500,
      paymentMethod: "cod",
      placedAt: "2024-01-05T10:00:00.000Z",
      cancelledAt: null,
    });
    expect(
      order.items.map(({ name, quantity, unitPrice, totalPrice }) => ({ name, quantity, unitPrice, totalPrice })),
    ).toEqual([
      { name: "Brass Side Table", quantity: 1, unitPrice: 12_500, totalPrice: 12_500 },
      { name: "Noor Walnut Dining Chair", quantity: 2, unitPrice: 45_000, totalPrice: 90_000 },
    ]);
  });

  it.each(["a1b2c3d4", "A1B2C3D4", " #A1B2C3D4 ", "a1b2c3d4-e5f6", "A1B2C3D4E5F64A", "a1b2c3d4-e5f6-4a7b-8c"])(
    "finds it by the number or a longer prefix (%j)",
    async (input) => {
      expect(found(await track({ order: input })).order.number).toBe("A1B2C3D4");
    },
  );

  it("does not match a longer prefix that differs after the number", async () => {
    const result = await track({ order: "a1b2c3d4-e5f7" });
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({
      state: "not-found",
      title: "Order Not Found",
      message: "No order found with this ID. Please check and try again.",
    });
  });

  it("says so for an unknown number", async () => {
    const result = await track({ order: "FFFFFFFF" });
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ state: "not-found", title: "Order Not Found" });
  });

  it("refuses a blank ID and fewer than 8 characters, and shows the empty form without one", async () => {
    expect(await track({ order: "  " })).toMatchObject({
      status: 400,
      body: { state: "invalid", message: "Please enter an order ID" },
    });
    expect(await track({ order: "A1B2C3D" })).toMatchObject({
      status: 400,
      body: { state: "invalid", message: "Please enter at least the 8 characters of your order number." },
    });
    expect(await track({ order: "a1b2c3d4%" })).toMatchObject({ status: 400, body: { state: "invalid" } });
    expect(await track({})).toMatchObject({ status: 200, body: { state: "idle" } });
  });

  it("is never cached", async () => {
    expect((await track({ order: "A1B2C3D4" })).headers.get("cache-control")).toBe("private, no-store");
  });

  it("shows a cancelled order as cancelled", async () => {
    const { order } = found(await track({ order: "0FEDCBA9" }));
    expect(order).toMatchObject({ status: "cancelled", cancelledAt: "2024-01-07T10:00:00.000Z" });
  });
});

describe("who sees the customer's details", () => {
  it("masks them for a visitor, on the server", async () => {
    const result = await track({ order: "A1B2C3D4" });
    const body = found(result);
    expect(body.order.details).toBe("masked");
    expect(body.order.customer).toEqual(masked);
    expect(body.contactMismatch).toBe(false);
    expectNoPersonalData(result);
  });

  it("masks them for another signed-in customer", async () => {
    const result = await track({ order: "A1B2C3D4" }, { cookie: cookies.other });
    expect(found(result).order.customer).toEqual(masked);
    expectNoPersonalData(result);
  });

  it("shows them to the signed-in owner", async () => {
    const { order } = found(await track({ order: "a1b2c3d4" }, { cookie: cookies.owner }));
    expect(order.details).toBe("full");
    expect(order.customer).toEqual(shown);
  });

  it("shows them to an admin", async () => {
    const { order } = found(await track({ order: "a1b2c3d4" }, { cookie: cookies.admin }));
    expect(order.customer).toEqual(shown);
  });

  it.each([
    "ayesha.khan@example.com",
    "  Ayesha.Khan@EXAMPLE.com ",
    "0300 1234567",
    "+92-300-1234567",
    "0092 3001234567",
  ])("shows them to a visitor who types the order's e-mail or phone (%j)", async (contact) => {
    const body = found(await track({ order: "A1B2C3D4", contact }));
    expect(body.order.customer).toEqual(shown);
    expect(body.contactMismatch).toBe(false);
  });

  it.each(["someone@example.com", "0300 7654321", "Ayesha Khan", "1234567"])(
    "keeps them masked for a wrong e-mail or phone (%j)",
    async (contact) => {
      const result = await track({ order: "A1B2C3D4", contact }, { cookie: cookies.other });
      const body = found(result);
      expect(body.order.customer).toEqual(masked);
      expect(body.contactMismatch).toBe(true);
      expectNoPersonalData({ ...result, body: { ...body, query: { order: "", contact: "" } } });
    },
  );
});

describe("the rate limit", () => {
  it("refuses rapid lookups from one address with 429, while another address still works", async () => {
    const ip = freshIp();
    const results: Tracked[] = [];
    for (let index = 0; index < 30; index += 1) results.push(await track({ order: "A1B2C3D4" }, { ip }));

    const statuses = results.map((result) => result.status);
    expect(statuses.slice(0, TRACKING_RATE_LIMIT.max)).toEqual(Array(TRACKING_RATE_LIMIT.max).fill(200));
    expect(statuses.slice(TRACKING_RATE_LIMIT.max)).toEqual(Array(30 - TRACKING_RATE_LIMIT.max).fill(429));
    const refused = results.at(-1)!;
    expect(refused.body).toMatchObject({
      state: "rate-limited",
      message: "Too many attempts. Please wait a minute and try again.",
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    // Unknown numbers count as well: guessing is what the limit is for.
    expect((await track({ order: "FFFFFFFF" }, { ip })).status).toBe(429);

    expect(found(await track({ order: "A1B2C3D4" }, { ip: freshIp() })).order.number).toBe("A1B2C3D4");

    // The count lives in the database, shared by every instance of the shop.
    const [row] = await db()
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `track-order:${ip}`));
    expect(row?.count).toBeGreaterThan(TRACKING_RATE_LIMIT.max);
  });

  it("does not count refused input", async () => {
    const ip = freshIp();
    for (let index = 0; index < 15; index += 1) expect((await track({ order: "" }, { ip })).status).toBe(400);
    expect((await track({ order: "A1B2C3D4" }, { ip })).status).toBe(200);
  });

  it("counts concurrent lookups exactly and opens again after the window", async () => {
    const client = `test-${randomUUID()}`;
    const start = Date.now();
    const answers = await Promise.all(Array.from({ length: 25 }, () => takeTrackingAllowance(client, start)));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(TRACKING_RATE_LIMIT.max);
    expect((await takeTrackingAllowance(client, start + TRACKING_RATE_LIMIT.windowMs - 1)).allowed).toBe(false);
    expect(await takeTrackingAllowance(client, start + TRACKING_RATE_LIMIT.windowMs)).toEqual({
      allowed: true,
      retryAfterSeconds: 60,
    });
    const rows = await db()
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `track-order:${client}`));
    expect(rows).toMatchObject([{ count: 1, lastRequest: start + TRACKING_RATE_LIMIT.windowMs }]);
  });

  it("counts IPv6 clients per /64", async () => {
    const ip = `2001:db8:${Math.floor(Math.random() * 65_535).toString(16)}:1::`;
    for (let index = 0; index < TRACKING_RATE_LIMIT.max; index += 1) {
      expect((await track({ order: "A1B2C3D4" }, { ip: `${ip}${index + 1}` })).status).toBe(200);
    }
    expect((await track({ order: "A1B2C3D4" }, { ip: `${ip}abcd` })).status).toBe(429);
  });
});
