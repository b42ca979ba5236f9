import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import { db } from "~/db/client.server";
import { cartItems, orderItems, orders, products, productVariants, users } from "~/db/schema";
import { createOrPromoteAdmin } from "~/modules/accounts/admin-account.server";
import { variantPriceSql } from "~/modules/catalog/variant-sql.server";
import { checkoutSchema, type CheckoutInput } from "~/modules/orders/checkout.schema";
import { ownedBy, userOwner, type BasketOwner } from "~/modules/accounts/basket-owner.server";
import { getDeliveryPolicy } from "~/modules/delivery/delivery-policy.server";
import { checkoutQuote } from "~/modules/orders/checkout-quote";
import { placeOrder, type PlaceOrderOptions, type PlaceOrderResult } from "~/modules/orders/place-order.server";
import type { TrackingResult } from "~/modules/orders/tracking.server";
import { loader } from "~/routes/storefront/track-order";
import { freshIp, ORIGIN, registerCustomer, routeArgs, signedInCookie, userRow } from "./accounts";

/**
 * Shared helpers for the order tests (placing and tracking). They reach the
 * test database through `db()`: each test file calls `setupTestDatabase()`
 * (or `setupAccounts()`) itself and so gets a fresh database of its own.
 */

// --- Placing orders -------------------------------------------------------

/** Customers straight into `users` (no better-auth needed). */
export async function makeCustomers(count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, () => {
    const id = randomUUID();
    return { id, name: `Customer ${id.slice(0, 8)}`, email: `customer-${id}@example.com`, emailVerified: true };
  });
  await db().insert(users).values(rows);
  return rows.map((row) => row.id);
}
export const makeCustomer = async () => (await makeCustomers(1))[0]!;

export async function makeProduct(values: { price: number; stock: number; name?: string; images?: string[] }) {
  const slug = `test-product-${randomUUID()}`;
  const [row] = await db()
    .insert(products)
    .values({ slug, name: values.name ?? `Product ${slug.slice(-8)}`, categoryId: null, ...values })
    .returning();
  return { ...row!, variantId: await onlyVariantId(row!.id) };
}

/** A product without options is sold as its one variant (made by the database with the product). */
export async function onlyVariantId(productId: string): Promise<string> {
  const variants = await db()
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  expect(variants).toHaveLength(1);
  return variants[0]!.id;
}

export function checkoutInput(extra: Record<string, unknown> = {}): CheckoutInput {
  return checkoutSchema.parse({
    fullName: "Ayesha Khan",
    email: "Ayesha.Khan@Example.com",
    phone: "0300 1234567",
    address: "12 Mall Road, Gulberg",
    city: "Lahore",
    idempotencyKey: randomUUID(),
    ...extra,
  });
}

/**
 * The total the checkout page would show for this cart and input: the goods at today's prices
 * and the delivery the shop's policy charges (checkoutQuote, which the page itself uses).
 */
export async function shownTotalOf(owner: BasketOwner, input: CheckoutInput, now = new Date()): Promise<number> {
  const [row] = await db()
    .select({ subtotal: sql<number>`coalesce(sum(${cartItems.quantity} * ${variantPriceSql}), 0)::int` })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(ownedBy(cartItems, owner));
  return checkoutQuote(await getDeliveryPolicy(), input, input.deliveryOption, Number(row?.subtotal ?? 0), now).total;
}

/**
 * placeOrder as the checkout form calls it: with the total the page showed, unless the test
 * gives one (the price-change tests do). A user id stands for that customer's cart.
 */
export async function placeAsShown(
  owner: string | BasketOwner,
  input: CheckoutInput,
  options: PlaceOrderOptions = {},
): Promise<PlaceOrderResult> {
  const basket = typeof owner === "string" ? userOwner(owner) : owner;
  const shownTotal = input.shownTotal ?? (await shownTotalOf(basket, input, options.now));
  return placeOrder(basket, { ...input, shownTotal }, options);
}

export const cartOf = (userId: string) =>
  db()
    .select({ productId: cartItems.productId, variantId: cartItems.variantId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(cartItems.productId);
export const ordersOf = (userId: string) => db().select().from(orders).where(eq(orders.userId, userId));
export const itemsFor = (productIds: string[]) =>
  db().select().from(orderItems).where(inArray(orderItems.productId, productIds));
export async function stockOf(productId: string) {
  const [row] = await db().select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row!.stock;
}

/** Everything an order placement may touch, for one customer and their products. */
export async function snapshot(userId: string, productIds: string[]) {
  return {
    cart: await cartOf(userId),
    orders: await ordersOf(userId),
    items: await itemsFor(productIds),
    stock: await Promise.all(productIds.map(stockOf)),
  };
}

export function expectOk(result: PlaceOrderResult) {
  if (!result.ok) throw new Error(`expected an order, got ${result.status}: ${result.message}`);
  return result;
}

// --- Tracking orders ------------------------------------------------------

const owner = { email: "ayesha.khan@example.com", password: "ayesha-password-1", name: "Ayesha Khan" };
const other = { email: "bilal@example.com", password: "bilal-password-1", name: "Bilal Ahmed" };
const admin = { email: "owner@shop.example", password: "owner-password-1", name: "Shop Owner" };

/** Where links in order mails point in tests. */
export const SHOP_ORIGIN = { origin: "http://127.0.0.1:3000" };

// The order under test, with a fixed id so that prefixes can be chosen.
export const ORDER_ID = "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d";
export const CANCELLED_ID = "0fedcba9-8765-4321-8fed-cba987654321";
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
      subtotal: 2 * 45_000 + 12_500,
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

/**
 * The tracking fixtures, in beforeAll: the owner (Ayesha Khan), another customer
 * and an admin, signed in, and the owner's two orders (ORDER_ID, being worked on,
 * and CANCELLED_ID). Call after `setupAccounts()`; the cookies are filled in beforeAll.
 */
export function setupTrackedOrders() {
  const cookies = { owner: "", other: "", admin: "" };
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
  return cookies;
}

export interface Tracked {
  status: number;
  headers: Headers;
  body: TrackingResult;
}

/** GET /track-order?… through the route's loader, as one client (address) and optionally signed in. */
export async function track(
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

export function found(result: Tracked) {
  expect(result.status).toBe(200);
  if (result.body.state !== "found") throw new Error(`expected an order, got ${JSON.stringify(result.body)}`);
  return result.body;
}
