import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { createCookie } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { cartItems, products, visitors, wishlistItems } from "~/db/schema";
import { seedDemoData } from "~/demo/seed.server";
import { handleAuth } from "~/modules/accounts/auth-action.server";
import { readBasketOwner, userOwner, visitorOwner } from "~/modules/accounts/basket-owner.server";
import { VISITOR_COOKIE, forgetStaleVisitors } from "~/modules/accounts/visitor.server";
import { handleCartAction } from "~/modules/cart/cart-action.server";
import { addToCart, getCart, removeCartLine, setCartQuantity } from "~/modules/cart/cart.server";
import { handleWishlistAction } from "~/modules/wishlist/wishlist-action.server";
import { addToWishlist, wishlistProductIds } from "~/modules/wishlist/wishlist.server";
import { claimVisitorBasket, visitorBasketClaim } from "../../server/visitor-basket";
import {
  ORIGIN,
  linkIn,
  mailsTo,
  pageRequest,
  registerCustomer,
  setupAccounts,
  thrownResponse,
  userRow,
} from "../setup/accounts";

/**
 * A visitor without an account has a cart and a wishlist on the server, by a
 * random token in an httpOnly cookie, with a customer's rules; nobody else
 * reads or changes them; signing in merges them into the account.
 */
const database = setupAccounts();
const db = () => database.handle.db;

const product = async (slug: string) => {
  const [row] = await db().select().from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`no product ${slug}`);
  return row;
};

/** Posts a form to an action as a browser does: the answer's status, notice and the visitor cookie it set. */
async function post(
  handler: (request: Request) => Promise<unknown>,
  path: string,
  form: Record<string, string>,
  cookie?: string,
) {
  const result = (await handler(pageRequest(path, { cookie, form }))) as {
    data: { notice: { text?: string } | null };
    init: ResponseInit | null;
  };
  const headers = new Headers(result.init?.headers);
  const setCookie = headers.get("Set-Cookie");
  return {
    status: result.init?.status ?? 200,
    notice: result.data.notice,
    setCookie,
    /** The cookie header the browser sends from now on. */
    cookie: setCookie ? setCookie.split(";")[0]! : cookie,
  };
}

const ownerOf = async (cookie: string) => (await readBasketOwner(pageRequest("/", { cookie })))!;

let customerCookie = "";
let customerId = "";

beforeAll(async () => {
  await seedDemoData(db());
  customerCookie = await registerCustomer({ email: "zara@example.com", password: "zara-password-1" });
  customerId = (await userRow("zara@example.com"))!.id;
});

describe("a visitor's cart", () => {
  it("is made at the first add, with an httpOnly cookie, and keeps a customer's rules", async () => {
    const sectional = await product("ravi-l-shaped-sectional-sofa"); // stock 3
    const first = await post(handleCartAction, "/cart", { intent: "add", productId: sectional.id, quantity: "2" });
    expect(first.status).toBe(200);
    expect(first.notice?.text).toBe("2 item(s) added to your cart!");
    expect(first.setCookie).toMatch(
      new RegExp(`^${VISITOR_COOKIE}=[^;]+; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax$`),
    );

    // The same cookie: the same cart, one line per product, never past the stock.
    const again = await post(
      handleCartAction,
      "/cart",
      { intent: "add", productId: sectional.id, quantity: "5" },
      first.cookie,
    );
    expect(again.notice?.text).toBe("1 item(s) added to your cart!");
    const owner = await ownerOf(first.cookie!);
    expect(owner).toMatchObject({ userId: null });
    const { lines } = await getCart(owner);
    expect(lines.map((line) => [line.slug, line.quantity])).toEqual([["ravi-l-shaped-sectional-sofa", 3]]);

    const line = lines[0]!;
    const tooMany = await post(
      handleCartAction,
      "/cart",
      { intent: "set", lineId: line.id, quantity: "4" },
      first.cookie,
    );
    expect(tooMany).toMatchObject({ status: 409, notice: { text: "Failed to update quantity. Only 3 in stock." } });
    expect(
      (await post(handleCartAction, "/cart", { intent: "set", lineId: line.id, quantity: "1" }, first.cookie)).status,
    ).toBe(200);
    expect((await getCart(owner)).lines[0]!.quantity).toBe(1);

    // The database keeps only the token's digest: the cookie's value is not a key of it.
    const token = decodeURIComponent(first.cookie!.split("=")[1]!);
    const rows = await db().select().from(visitors);
    expect(rows.map((row) => row.id)).not.toContain(token);
    expect(rows.some((row) => row.id === owner.visitorId)).toBe(true);
  });

  it("is nobody else's: another visitor and a customer can neither read nor change it", async () => {
    const lamp = await product(
      (
        await db()
          .select()
          .from(products)
          .where(sql`stock > 2`)
          .limit(1)
      )[0]!.slug,
    );
    const mine = await post(handleCartAction, "/cart", { intent: "add", productId: lamp.id, quantity: "1" });
    const theirs = await post(handleCartAction, "/cart", { intent: "add", productId: lamp.id, quantity: "2" });
    expect(mine.cookie).not.toBe(theirs.cookie);
    const myOwner = await ownerOf(mine.cookie!);
    const myLine = (await getCart(myOwner)).lines[0]!;
    expect(myLine.quantity).toBe(1);

    // The other visitor's forms name my line: 'not found', and nothing changes.
    const set = await post(
      handleCartAction,
      "/cart",
      { intent: "set", lineId: myLine.id, quantity: "2" },
      theirs.cookie,
    );
    expect(set.status).toBe(404);
    const removed = await post(handleCartAction, "/cart", { intent: "remove", lineId: myLine.id }, theirs.cookie);
    expect(removed.status).toBe(404);
    // A signed-in customer likewise, and the other way round.
    expect(await setCartQuantity(userOwner(customerId), myLine.id, 2)).toMatchObject({ ok: false, status: 404 });
    expect(await removeCartLine(userOwner(customerId), myLine.id)).toBe(false);
    await addToCart(userOwner(customerId), lamp.id, 1);
    const customerLine = (await getCart(userOwner(customerId))).lines[0]!;
    expect(await setCartQuantity(myOwner, customerLine.id, 2)).toMatchObject({ ok: false, status: 404 });
    expect(await removeCartLine(myOwner, customerLine.id)).toBe(false);

    expect((await getCart(myOwner)).lines).toEqual([myLine]);
    expect((await getCart(await ownerOf(theirs.cookie!))).lines.map((line) => line.quantity)).toEqual([2]);
    await removeCartLine(userOwner(customerId), customerLine.id);
  });

  it("cannot be chosen: a cookie the shop did not issue gets a fresh cart, and junk is ignored", async () => {
    const vase = await product("multani-blue-pottery-vase");
    // A well-formed token the shop never issued (as the cookie would carry it).
    const forged = (await createCookie(VISITOR_COOKIE).serialize("A".repeat(43))).split(";")[0]!;
    const forgedOwner = (await readBasketOwner(pageRequest("/", { cookie: forged })))!;
    expect(await getCart(forgedOwner)).toEqual({ lines: [], total: 0 });
    const added = await post(handleCartAction, "/cart", { intent: "add", productId: vase.id, quantity: "1" }, forged);
    expect(added.cookie).not.toBe(forged);
    expect(await readBasketOwner(pageRequest("/", { cookie: `${VISITOR_COOKIE}=not-a-token` }))).toBeNull();
  });

  it("and a visitor's wishlist works the same way, once per product", async () => {
    const vase = await product("multani-blue-pottery-vase");
    const saved = await post(handleWishlistAction, "/wishlist", { intent: "add", productId: vase.id });
    expect(saved.notice?.text).toBeTruthy();
    await post(handleWishlistAction, "/wishlist", { intent: "add", productId: vase.id }, saved.cookie);
    expect(await wishlistProductIds(await ownerOf(saved.cookie!))).toEqual([vase.id]);
    await post(handleWishlistAction, "/wishlist", { intent: "remove", productId: vase.id }, saved.cookie);
    expect(await wishlistProductIds(await ownerOf(saved.cookie!))).toEqual([]);
  });
});

describe("signing in merges the visitor's cart and wishlist into the account", () => {
  it("adds quantities capped at stock, keeps one line per product, unites the wishlists, and forgets the visitor", async () => {
    const sectional = await product("ravi-l-shaped-sectional-sofa"); // stock 3
    const nightstand = await product("chiniot-carved-nightstand");
    const vase = await product("multani-blue-pottery-vase");
    const account = userOwner(customerId);
    await addToCart(account, sectional.id, 2);
    await addToWishlist(account, vase.id);

    const visit = await post(handleCartAction, "/cart", { intent: "add", productId: sectional.id, quantity: "2" });
    await post(handleCartAction, "/cart", { intent: "add", productId: nightstand.id, quantity: "1" }, visit.cookie);
    await post(handleWishlistAction, "/wishlist", { intent: "add", productId: vase.id }, visit.cookie);
    await post(handleWishlistAction, "/wishlist", { intent: "add", productId: nightstand.id }, visit.cookie);
    const visitor = await ownerOf(visit.cookie!);

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
    const visit = await post(handleCartAction, "/cart", { intent: "add", productId: stool.id, quantity: "1" });
    await db().update(products).set({ stock: 0 }).where(eq(products.id, stool.id));
    await claimVisitorBasket((await ownerOf(visit.cookie!)).visitorId!, customerId);
    expect((await getCart(userOwner(customerId))).lines).toEqual([]);
    await db().update(products).set({ stock: 1 }).where(eq(products.id, stool.id));
  });

  it("happens on the first page after signing in, and that answer removes the visitor cookie", async () => {
    const vase = await product("multani-blue-pottery-vase");
    const visit = await post(handleCartAction, "/cart", { intent: "add", productId: vase.id, quantity: "1" });
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
    const vase = await product("multani-blue-pottery-vase");
    const old = await post(handleCartAction, "/cart", { intent: "add", productId: vase.id, quantity: "1" });
    const recent = await post(handleCartAction, "/cart", { intent: "add", productId: vase.id, quantity: "1" });
    const oldOwner = await ownerOf(old.cookie!);
    const recentOwner = await ownerOf(recent.cookie!);
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

describe("back where you were", () => {
  it("the confirmation mail of a sign-up from a product page brings the new customer back to it", async () => {
    const email = "hamid@example.com";
    await handleAuth(
      pageRequest("/auth", {
        form: {
          intent: "sign-up",
          fullName: "Hamid Raza",
          email,
          password: "hamid-password-1",
          redirectTo: "/furniture/ravi-l-shaped-sectional-sofa",
        },
      }),
    );
    const [mail] = await mailsTo(email, "verify-email");
    expect(linkIn(mail!.text)).toMatch(/callbackURL=%2Ffurniture%2Fravi-l-shaped-sectional-sofa$/);
  });

  it("another site as the return target becomes the home page, in the mail and after signing in", async () => {
    const email = "kiran@example.com";
    await handleAuth(
      pageRequest("/auth", {
        form: {
          intent: "sign-up",
          fullName: "Kiran",
          email,
          password: "kiran-password-1",
          redirectTo: "//evil.example",
        },
      }),
    );
    const [mail] = await mailsTo(email, "verify-email");
    expect(linkIn(mail!.text)).toMatch(/callbackURL=%2F$/);
    const response = await thrownResponse(() =>
      handleAuth(
        pageRequest("/auth", {
          form: { email: "zara@example.com", password: "zara-password-1", redirectTo: "https://evil.example/cart" },
        }),
      ),
    );
    expect(response.headers.get("Location")).toBe("/");
  });
});
