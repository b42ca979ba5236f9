import { sql } from "drizzle-orm";
import { createCookie } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { products, visitors } from "~/db/schema";
import { seedDemoData } from "~/demo/seed.server";
import { readBasketOwner, userOwner } from "~/modules/accounts/basket-owner.server";
import { VISITOR_COOKIE } from "~/modules/accounts/visitor.server";
import { handleCartAction } from "~/modules/cart/cart-action.server";
import { addToCart, getCart, removeCartLine, setCartQuantity } from "~/modules/cart/cart.server";
import { handleWishlistAction } from "~/modules/wishlist/wishlist-action.server";
import { wishlistProductIds } from "~/modules/wishlist/wishlist.server";
import { pageRequest, registerCustomer, setupAccounts, userRow } from "../setup/accounts";
import { basketOwnerOfCookie, postForm, productBySlug } from "../setup/visitor";

/**
 * A visitor without an account has a cart and a wishlist on the server, by a
 * random token in an httpOnly cookie, with a customer's rules; nobody else
 * reads or changes them. Merging at sign-in: visitor-merge.test.ts.
 */
const database = setupAccounts();
const db = () => database.handle.db;

let customerId = "";

beforeAll(async () => {
  await seedDemoData(db());
  await registerCustomer({ email: "zara@example.com", password: "zara-password-1" });
  customerId = (await userRow("zara@example.com"))!.id;
});

describe("a visitor's cart", () => {
  it("is made at the first add, with an httpOnly cookie, and keeps a customer's rules", async () => {
    const sectional = await productBySlug("ravi-l-shaped-sectional-sofa"); // stock 3
    const first = await postForm(handleCartAction, "/cart", { intent: "add", productId: sectional.id, quantity: "2" });
    expect(first.status).toBe(200);
    expect(first.notice?.text).toBe("2 item(s) added to your cart!");
    expect(first.setCookie).toMatch(
      new RegExp(`^${VISITOR_COOKIE}=[^;]+; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax$`),
    );

    // The same cookie: the same cart, one line per product, never past the stock.
    const again = await postForm(
      handleCartAction,
      "/cart",
      { intent: "add", productId: sectional.id, quantity: "5" },
      first.cookie,
    );
    expect(again.notice?.text).toBe("1 item(s) added to your cart!");
    const owner = await basketOwnerOfCookie(first.cookie!);
    expect(owner).toMatchObject({ userId: null });
    const { lines } = await getCart(owner);
    expect(lines.map((line) => [line.slug, line.quantity])).toEqual([["ravi-l-shaped-sectional-sofa", 3]]);

    const line = lines[0]!;
    const tooMany = await postForm(
      handleCartAction,
      "/cart",
      { intent: "set", lineId: line.id, quantity: "4" },
      first.cookie,
    );
    expect(tooMany).toMatchObject({ status: 409, notice: { text: "Failed to update quantity. Only 3 in stock." } });
    expect(
      (await postForm(handleCartAction, "/cart", { intent: "set", lineId: line.id, quantity: "1" }, first.cookie))
        .status,
    ).toBe(200);
    expect((await getCart(owner)).lines[0]!.quantity).toBe(1);

    // The database keeps only the token's digest: the cookie's value is not a key of it.
    const token = decodeURIComponent(first.cookie!.split("=")[1]!);
    const rows = await db().select().from(visitors);
    expect(rows.map((row) => row.id)).not.toContain(token);
    expect(rows.some((row) => row.id === owner.visitorId)).toBe(true);
  });

  it("is nobody else's: another visitor and a customer can neither read nor change it", async () => {
    const lamp = await productBySlug(
      (
        await db()
          .select()
          .from(products)
          .where(sql`stock > 2`)
          .limit(1)
      )[0]!.slug,
    );
    const mine = await postForm(handleCartAction, "/cart", { intent: "add", productId: lamp.id, quantity: "1" });
    const theirs = await postForm(handleCartAction, "/cart", { intent: "add", productId: lamp.id, quantity: "2" });
    expect(mine.cookie).not.toBe(theirs.cookie);
    const myOwner = await basketOwnerOfCookie(mine.cookie!);
    const myLine = (await getCart(myOwner)).lines[0]!;
    expect(myLine.quantity).toBe(1);

    // The other visitor's forms name my line: 'not found', and nothing changes.
    const set = await postForm(
      handleCartAction,
      "/cart",
      { intent: "set", lineId: myLine.id, quantity: "2" },
      theirs.cookie,
    );
    expect(set.status).toBe(404);
    const removed = await postForm(handleCartAction, "/cart", { intent: "remove", lineId: myLine.id }, theirs.cookie);
    expect(removed.status).toBe(404);
    // A signed-in customer likewise, and the other way round.
    expect(await setCartQuantity(userOwner(customerId), myLine.id, 2)).toMatchObject({ ok: false, status: 404 });
    expect(await removeCartLine(userOwner(customerId), myLine.id)).toBe(false);
    await addToCart(userOwner(customerId), lamp.id, 1);
    const customerLine = (await getCart(userOwner(customerId))).lines[0]!;
    expect(await setCartQuantity(myOwner, customerLine.id, 2)).toMatchObject({ ok: false, status: 404 });
    expect(await removeCartLine(myOwner, customerLine.id)).toBe(false);

    expect((await getCart(myOwner)).lines).toEqual([myLine]);
    expect((await getCart(await basketOwnerOfCookie(theirs.cookie!))).lines.map((line) => line.quantity)).toEqual([2]);
    await removeCartLine(userOwner(customerId), customerLine.id);
  });

  it("cannot be chosen: a cookie the shop did not issue gets a fresh cart, and junk is ignored", async () => {
    const vase = await productBySlug("multani-blue-pottery-vase");
    // A well-formed token the shop never issued (as the cookie would carry it).
    const forged = (await createCookie(VISITOR_COOKIE).serialize("A".repeat(43))).split(";")[0]!;
    const forgedOwner = (await readBasketOwner(pageRequest("/", { cookie: forged })))!;
    expect(await getCart(forgedOwner)).toEqual({ lines: [], total: 0, makingDays: 0 });
    const added = await postForm(
      handleCartAction,
      "/cart",
      { intent: "add", productId: vase.id, quantity: "1" },
      forged,
    );
    expect(added.cookie).not.toBe(forged);
    expect(await readBasketOwner(pageRequest("/", { cookie: `${VISITOR_COOKIE}=not-a-token` }))).toBeNull();
  });

  it("and a visitor's wishlist works the same way, once per product", async () => {
    const vase = await productBySlug("multani-blue-pottery-vase");
    const saved = await postForm(handleWishlistAction, "/wishlist", { intent: "add", productId: vase.id });
    expect(saved.notice?.text).toBeTruthy();
    await postForm(handleWishlistAction, "/wishlist", { intent: "add", productId: vase.id }, saved.cookie);
    expect(await wishlistProductIds(await basketOwnerOfCookie(saved.cookie!))).toEqual([vase.id]);
    await postForm(handleWishlistAction, "/wishlist", { intent: "remove", productId: vase.id }, saved.cookie);
    expect(await wishlistProductIds(await basketOwnerOfCookie(saved.cookie!))).toEqual([]);
  });
});
