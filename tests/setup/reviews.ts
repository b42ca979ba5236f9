import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { db } from "~/db/client.server";
import { cartItems, orders, productReviews, products } from "~/db/schema";
import { reviewKey } from "~/modules/orders/delivered-links.server";
import { action as reviewAction, loader as reviewLoader } from "~/routes/storefront/order-review";
import { freshIp, ORIGIN } from "./accounts";
import { args } from "./custom-requests";
import { checkoutInput, expectOk, makeCustomer, makeProduct, onlyVariantId, placeAsShown } from "./orders";

/** What a loader or action answered, thrown (a redirect, a 404) or returned (`data()` with a status). */
export interface Outcome {
  status: number;
  location: string | null;
  body: unknown;
  /** The answer's headers (a refusal's Retry-After). */
  headers: Headers;
}

const answered = (response: Response): Outcome => ({
  status: response.status,
  location: response.headers.get("location"),
  body: null,
  headers: response.headers,
});

export async function outcomeOf(run: () => unknown): Promise<Outcome> {
  try {
    const value = await run();
    if (value instanceof Response) return answered(value);
    const init = (value as { init?: ResponseInit | null }).init;
    return {
      status: init?.status ?? 200,
      location: null,
      body: (value as { data?: unknown }).data ?? value,
      headers: new Headers(init?.headers),
    };
  } catch (error) {
    if (error instanceof Response) return answered(error);
    throw error;
  }
}

/**
 * An order of `product` (a new one unless given) by a new customer with `email`, placed through
 * checkout and then set to `status` (directly: the status rules are the orders' tests' business).
 */
export async function orderWith({
  email = `buyer-${randomUUID().slice(0, 8)}@example.com`,
  status = "delivered" as (typeof orders.$inferSelect)["status"],
  product = null as typeof products.$inferSelect | null,
  fullName = "Ayesha Khan",
} = {}) {
  const piece = product ?? (await makeProduct({ price: 45_000, stock: 20, name: "Sheesham Side Table" }));
  const user = await makeCustomer();
  await db()
    .insert(cartItems)
    .values({ userId: user, productId: piece.id, variantId: await onlyVariantId(piece.id), quantity: 1 });
  const { order } = expectOk(await placeAsShown(user, checkoutInput({ email, fullName })));
  await db().update(orders).set({ status }).where(eq(orders.id, order.id));
  const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
  return { order: row!, product: piece, userId: user };
}

/** A review form's multipart post to /orders/:number/review. */
export function reviewForm(
  number: string,
  fields: Record<string, string>,
  files: { name: string; type: string; data: Buffer }[] = [],
  { cookie, ip = freshIp() }: { cookie?: string; ip?: string } = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files)
    body.append("photos", new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const headers = new Headers({ origin: ORIGIN, "x-forwarded-for": ip });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${ORIGIN}/orders/${number}/review`, { method: "POST", headers, body });
}

export const reviewFields = (productId: string, overrides: Record<string, string> = {}) => ({
  productId,
  rating: "5",
  title: "Solid and beautiful",
  body: "The grain is lovely and it arrived on the day we were told. Set up in ten minutes.",
  ...overrides,
});

/** Posts a review of the order's product by the mailed link (its key), and answers what the action did. */
export function postReview(
  order: { id: string; number: string },
  productId: string,
  overrides: Record<string, string> = {},
  files: { name: string; type: string; data: Buffer }[] = [],
  { key = reviewKey(order.id), cookie, ip }: { key?: string | null; cookie?: string; ip?: string } = {},
) {
  const fields = { ...reviewFields(productId, overrides), ...(key ? { key } : {}) };
  return outcomeOf(() =>
    reviewAction(args(reviewForm(order.number, fields, files, { cookie, ip }), { number: order.number })),
  );
}

/** GETs the order's review page (with the link's key unless `key` is null). */
export function openReviewPage(
  order: { id: string; number: string },
  { key = reviewKey(order.id), cookie }: { key?: string | null; cookie?: string } = {},
) {
  const headers = new Headers({ "x-forwarded-for": freshIp() });
  if (cookie) headers.set("cookie", cookie);
  const query = key ? `?key=${encodeURIComponent(key)}` : "";
  const request = new Request(`${ORIGIN}/orders/${order.number}/review${query}`, { headers });
  return outcomeOf(() => reviewLoader(args(request, { number: order.number })));
}

export const reviewsOf = (productId: string) =>
  db().select().from(productReviews).where(eq(productReviews.productId, productId));

export async function totalsOf(productId: string) {
  const [row] = await db()
    .select({ reviewCount: products.reviewCount, ratingTotal: products.ratingTotal })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
}

export function expectRedirectedToDone(outcome: Outcome) {
  expect(outcome.status).toBe(303);
  expect(outcome.location).toMatch(/\/review\?.*done=/);
}
