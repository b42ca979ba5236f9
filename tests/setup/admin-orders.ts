import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll } from "vitest";
import { db } from "~/db/client.server";
import { ORDER_STATUSES, orderItems, orders } from "~/db/schema";
import { createOrPromoteAdmin } from "~/modules/accounts/admin-account.server";
import { loader } from "~/routes/admin/orders";
import { freshIp, pageRequest, registerCustomer, routeArgs, setupAccounts, signedInCookie } from "./accounts";
import { makeProduct } from "./orders";

// Helpers of the admin Orders tab's tests: orders inserted straight into the table, and
// the results of route modules (data(), thrown responses) read back.

export type OrderRow = typeof orders.$inferInsert;
export const SEEDED = 1_000;
export const base = Date.UTC(2025, 0, 1, 12, 0, 0);

export function orderRow(values: Partial<OrderRow> & { id?: string } = {}): OrderRow & { id: string } {
  const id = values.id ?? randomUUID();
  return {
    id,
    number: id.slice(0, 8).toUpperCase(),
    totalAmount: 10_000,
    fullName: "Test Customer",
    email: "test@example.com",
    phone: "+923001234567",
    address: "House 1, Street 2",
    city: "Lahore",
    idempotencyKey: randomUUID(),
    ...values,
    // Orders made here have free delivery unless a test says otherwise: the total is the goods.
    subtotal: values.subtotal ?? values.totalAmount ?? 10_000,
    deliveryFee: "deliveryFee" in values ? values.deliveryFee : 0,
  };
}

/** 1,000 orders straight into the table: every status, varied totals, and times that repeat (ties for paging). */
export async function seedOrders() {
  const rows = Array.from({ length: SEEDED }, (_, i) =>
    orderRow({
      status: ORDER_STATUSES[(i * 7 + (i % 5)) % ORDER_STATUSES.length],
      totalAmount: ((i * 7919) % 480_000) + 2_500,
      fullName: i % 100 === 0 ? `Zainab Qureshi ${i}` : `Customer ${i}`,
      email: i % 100 === 0 ? `zainab.${i}@Mail.PK` : `buyer${i}@example.com`,
      paymentMethod: i % 3 === 0 ? "bank_transfer" : "cod",
      // Large orders owe half in advance; every fourth has paid it (or the whole of a small one).
      ...moneyOf(((i * 7919) % 480_000) + 2_500, i),
      customerConfirmedAt: i % 2 === 0 ? new Date(base) : null,
      // Three orders share each minute, so the newest-first order needs its tie-breaker.
      createdAt: new Date(base - Math.floor(i / 3) * 60_000),
    }),
  );
  for (let start = 0; start < rows.length; start += 250) {
    await db()
      .insert(orders)
      .values(rows.slice(start, start + 250));
  }
}

/** A loader's or action's `data(body, init)` result, or a plain object (status 200). */
export function unwrap<T>(result: unknown): { status: number; body: T; headers: Headers } {
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { init, data } = result as { init: ResponseInit | null; data: T };
    return { status: init?.status ?? 200, body: data, headers: new Headers(init?.headers) };
  }
  return { status: 200, body: result as T, headers: new Headers() };
}

export async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db().execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** An order of `quantity` of a new product that has `stock` left. */
export async function orderOfProduct(stock: number, quantity: number, values: Partial<OrderRow> = {}) {
  const product = await makeProduct({ price: 30_000, stock, name: "Sheesham Bed" });
  const order = orderRow({ totalAmount: 30_000 * quantity, createdAt: new Date(base + 3_600_000), ...values });
  await db().insert(orders).values(order);
  await db()
    .insert(orderItems)
    .values({
      orderId: order.id,
      productId: product.id,
      variantId: product.variantId,
      productName: product.name,
      quantity,
      unitPrice: 30_000,
      totalPrice: 30_000 * quantity,
    });
  return { orderId: order.id, productId: product.id };
}
export const statusOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;

const admin = { email: "owner@shop.example", password: "owner-password-1", name: "Shop Owner" };

/**
 * The Orders tab tests' set-up: a fresh database (setupAccounts()), then, in beforeAll,
 * a signed-in admin, a signed-in customer and the 1,000 seeded orders. Call once at top
 * level; the cookies are filled in beforeAll.
 */
export function setupAdminOrders() {
  setupAccounts();
  const cookies = { admin: "", customer: "" };
  beforeAll(async () => {
    await createOrPromoteAdmin(admin);
    cookies.admin = await signedInCookie(freshIp(), admin);
    cookies.customer = await registerCustomer({ email: "nosy@example.com", password: "nosy-password-1", name: "Nosy" });
    await seedOrders();
  });
  return cookies;
}

export type Page = Extract<Awaited<ReturnType<typeof loader>>, { data: unknown }>["data"];
/** The Orders tab's loader data for `query`, as the signed-in `cookie`. */
export const ordersPage = async (cookie: string, query: Record<string, string> = {}) =>
  unwrap<Page>(await loader(routeArgs(pageRequest(`/admin?${new URLSearchParams(query)}`, { cookie })))).body;

/** The advance a seeded order owes (half, from PKR 150,000) and what it has paid. */
function moneyOf(total: number, i: number) {
  const advanceDue = total >= 150_000 ? Math.ceil(total / 2) : 0;
  return { advanceDue, amountPaid: i % 4 === 0 ? advanceDue || total : 0 };
}
