import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { cartItems, products, visitors, wishlistItems } from "~/db/schema";
import { seedDemoData } from "~/demo/seed.server";
import { userOwner, visitorOwner } from "~/modules/accounts/basket-owner.server";
import { VISITOR_COOKIE, forgetStaleVisitors } from "~/modules/accounts/visitor.server";
import { handleCartAction } from "~/modules/cart/cart-action.server";
import { addToCart, getCart } from "~/modules/cart/cart.server";
import { handleWishlistAction } from "~/modules/wishlist/wishlist-action.server";
import { addToWishlist, wishlistProductIds } from "~/modules/wishlist/wishlist.server";
import { claimVisitorBasket, visitorBasketClaim } from "../../server/visitor-basket";
import { ORIGIN, registerCustomer, setupAccounts, userRow } from "../setup/accounts";
import { basketOwnerOfCookie, postForm, productBySlug } from "../setup/visitor";

/** Signing in merges a visitor's cart and wishlist into the account; visitors unseen for 30 days are forgotten. */
const database = setupAccounts();
const db = () => database.handle.db;

let customerCookie = "";
let customerId = "";

beforeAll(async () => {
  await seedDemoData(db());
  customerCookie = await registerCustomer({ email: "zara@example.com", password: "zara-password-1" });
  customerId = (await userRow("zara@example.com"))!.id;
});

describe("signing in merges the visitor's cart and wishlist into the account", () => {
  it("adds quantities capped at stock, keeps one line per product, unites the wishlists, and forgets the visitor", async () => {
    const sectional = await productBySlug("ravi-l-shaped-sectional-sofa"); // stock 3
    const nightstand = await productBySlug("chiniot-carved-nightstand");
    const vase = await productBySlug("multani-blue-pottery-vase");
    const account = userOwner(customerId);
    await addToCart(account, sectional.id, 2);
    await addToWishlist(account, vase.id);

    const visit = await postForm(handleCartAction, "/cart", { intent: "add", productId: sectional.id, quantity: "2" });
    await postForm(handleCartAction, "/cart", { intent: "add", productId: nightstand.id, quantity: "1" }, visit.cookie);
    await postForm(handleWishlistAction, "/wishlist", { intent: "add", productId: vase.id }, visit.cookie);
    await postForm(handleWishlistAction, "/wishlist", { intent: "add", productId: nightstand.id }, visit.cookie);
    const visitor = await basketOwnerOfCookie(visit.cookie!);

    await claimVisitorBasket(visitor.visitorId!, customerId);
    const merged = await getCart(account);
    expect(merged.lines.map((line) => [line.slug, line.quantity]).sort()).toEqual(
      [
        ["chiniot-carved-nightstand", 1],
        ["ravi-l-shaped-sectional-sofa", 3],
      ].sort(),
    );
    expect((await wishlistProductIds(account)).sort()).toEqual([nightstand.id, vase.id].sort());
    expect(await db().select().from(visitors).where(eq(visitors.id, visitor.visitorId!))).toEqual([]);
    expect(await db().select().from(cartItems).where(eq(cartItems.visitorId, visitor.visitorId!))).toEqual([]);

    // Twice is once.
    await claimVisitorBasket(visitor.visitorId!, customerId);
    expect(await getCart(account)).toEqual(merged);
    await db().delete(cartItems).where(eq(cartItems.userId, customerId));
    await db().delete(wishlistItems).where(eq(wishlistItems.userId, customerId));
  });

  it("drops a line whose product sold out meanwhile", async () => {
    const stool = (
      await db()
        .select()
        .from(products)
        .where(sql`stock = 1`)
        .limit(1)
    )[0]!;
    const visit = await postForm(handleCartAction, "/cart", { intent: "add", productId: stool.id, quantity: "1" });
    await db().update(products).set({ stock: 0 }).where(eq(products.id, stool.id));
    await claimVisitorBasket((await basketOwnerOfCookie(visit.cookie!)).visitorId!, customerId);
    expect((await getCart(userOwner(customerId))).lines).toEqual([]);
    await db().update(products).set({ stock: 1 }).where(eq(products.id, stool.id));
  });

  it("happens on the first page after signing in, and that answer removes the visitor cookie", async () => {
    const vase = await productBySlug("multani-blue-pottery-vase");
    const visit = await postForm(handleCartAction, "/cart", { intent: "add", productId: vase.id, quantity: "1" });
    const host = new Hono().use(visitorBasketClaim()).get("*", (c) => c.text("page"));
    const page = (cookie: string) => host.request(`${ORIGIN}/cart`, { headers: { cookie } });

    // Still a visitor: nothing moves.
    const before = await page(visit.cookie!);
    expect(before.headers.getSetCookie()).toEqual([]);
    expect(await getCart(userOwner(customerId))).toMatchObject({ lines: [] });

    const after = await page(`${visit.cookie}; ${customerCookie}`);
    expect(await after.text()).toBe("page");
    expect(after.headers.getSetCookie()).toEqual([expect.stringMatching(new RegExp(`^${VISITOR_COOKIE}=; Max-Age=0`))]);
    expect((await getCart(userOwner(customerId))).lines.map((line) => line.productId)).toEqual([vase.id]);
    await db().delete(cartItems).where(eq(cartItems.userId, customerId));
  });
});

describe("old visitors are cleaned up", () => {
  it("deletes visitors unseen for 30 days with their carts, and keeps the others", async () => {
    const vase = await productBySlug("multani-blue-pottery-vase");
    const old = await postForm(handleCartAction, "/cart", { intent: "add", productId: vase.id, quantity: "1" });
    const recent = await postForm(handleCartAction, "/cart", { intent: "add", productId: vase.id, quantity: "1" });
    const oldOwner = await basketOwnerOfCookie(old.cookie!);
    const recentOwner = await basketOwnerOfCookie(recent.cookie!);
    await db()
      .update(visitors)
      .set({ lastSeenAt: sql`now() - interval '31 days'` })
      .where(eq(visitors.id, oldOwner.visitorId!));
    await db()
      .update(visitors)
      .set({ lastSeenAt: sql`now() - interval '29 days'` })
      .where(eq(visitors.id, recentOwner.visitorId!));

    expect(await forgetStaleVisitors()).toBeGreaterThanOrEqual(1);
    expect(await getCart(visitorOwner(oldOwner.visitorId!))).toMatchObject({ lines: [] });
    expect((await getCart(visitorOwner(recentOwner.visitorId!))).lines).toHaveLength(1);
  });
});
