import { userOwner } from "~/modules/accounts/basket-owner.server";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cartItems, products, wishlistItems } from "~/db/schema";
import { seedDemoData } from "~/demo/seed.server";
import { handleCartAction } from "~/modules/cart/cart-action.server";
import { addToCart, cartCount, getCart, removeCartLine, setCartQuantity } from "~/modules/cart/cart.server";
import { handleWishlistAction } from "~/modules/wishlist/wishlist-action.server";
import { getWishlist, wishlistProductIds } from "~/modules/wishlist/wishlist.server";
import { pageRequest, registerCustomer, setupAccounts, userRow } from "../setup/accounts";

const database = setupAccounts();
const db = () => database.handle.db;

let cookieA = "";
let cookieB = "";
let userA = "";
let userB = "";
const product = async (slug: string) => {
  const [row] = await db().select().from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`no product ${slug}`);
  return row;
};

beforeAll(async () => {
  await seedDemoData(db());
  cookieA = await registerCustomer({ email: "amna@example.com", password: "correct horse 1" });
  cookieB = await registerCustomer({ email: "bilal@example.com", password: "correct horse 2" });
  userA = (await userRow("amna@example.com"))!.id;
  userB = (await userRow("bilal@example.com"))!.id;
});

/** Posts a form to an action the way a browser does, signed in as `cookie` (or not). */
async function post(
  handler: (request: Request) => Promise<unknown>,
  path: string,
  form: Record<string, string>,
  cookie?: string,
) {
  try {
    return await handler(pageRequest(path, { cookie, form }));
  } catch (thrown) {
    return thrown;
  }
}
const statusOf = (result: unknown) =>
  result instanceof Response ? result.status : ((result as { init?: { status?: number } }).init?.status ?? 200);
const noticeOf = (result: unknown) =>
  (result as { data?: { notice?: { text?: string } }; notice?: { text?: string } }).data?.notice ??
  (result as { notice?: { text?: string } }).notice;

describe("cart", () => {
  it("adds a product, and adding it again raises the quantity, never past the stock", async () => {
    const sectional = await product("ravi-l-shaped-sectional-sofa"); // stock 3
    expect(await addToCart(userOwner(userA), sectional.id, 1)).toMatchObject({ ok: true, quantity: 1, added: 1 });
    expect(await addToCart(userOwner(userA), sectional.id, 1)).toMatchObject({ ok: true, quantity: 2, added: 1 });
    expect(await addToCart(userOwner(userA), sectional.id, 5)).toMatchObject({
      ok: true,
      quantity: 3,
      added: 1,
      capped: true,
    });
    expect(await addToCart(userOwner(userA), sectional.id, 1)).toMatchObject({ ok: true, quantity: 3, added: 0 });
    const lines = await db().select().from(cartItems).where(eq(cartItems.userId, userA));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(3);
    expect(await cartCount(userOwner(userA))).toBe(3);
  });

  it("refuses products that are out of stock or not on sale", async () => {
    const soldOut = await product("anarkali-velvet-loveseat-sofa");
    expect(soldOut.stock).toBe(0);
    expect(await addToCart(userOwner(userA), soldOut.id, 1)).toMatchObject({ ok: false, status: 409 });
    const withdrawn = await product("noor-walnut-three-seater-sofa");
    await db().update(products).set({ isActive: false }).where(eq(products.id, withdrawn.id));
    expect(await addToCart(userOwner(userA), withdrawn.id, 1)).toMatchObject({ ok: false, status: 404 });
    await db().update(products).set({ isActive: true }).where(eq(products.id, withdrawn.id));
  });

  it("many quick adds at once make one line within the stock", async () => {
    const bed = await product("margalla-platform-bed"); // stock 1
    const results = await Promise.all(Array.from({ length: 8 }, () => addToCart(userOwner(userB), bed.id, 1)));
    expect(results.every((result) => result.ok)).toBe(true);
    const lines = await db().select().from(cartItems).where(eq(cartItems.productId, bed.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(1);
  });

  it("sets quantities within 1..stock only", async () => {
    const { lines } = await getCart(userOwner(userA));
    const line = lines[0]!;
    expect(await setCartQuantity(userOwner(userA), line.id, 2)).toMatchObject({ ok: true, quantity: 2 });
    expect(await setCartQuantity(userOwner(userA), line.id, 4)).toMatchObject({
      ok: false,
      status: 409,
      message: "Only 3 in stock.",
    });
    expect((await getCart(userOwner(userA))).lines[0]!.quantity).toBe(2);
  });

  it("totals price times quantity and leaves out withdrawn products", async () => {
    const coffee = await product("chiniot-carved-coffee-table");
    await addToCart(userOwner(userA), coffee.id, 2);
    const cart = await getCart(userOwner(userA));
    expect(cart.total).toBe(cart.lines.reduce((sum, line) => sum + line.price * line.quantity, 0));
    expect(cart.lines.map((line) => line.slug)).toContain("chiniot-carved-coffee-table");
    await db().update(products).set({ isActive: false }).where(eq(products.id, coffee.id));
    expect((await getCart(userOwner(userA))).lines.map((line) => line.slug)).not.toContain(
      "chiniot-carved-coffee-table",
    );
    await db().update(products).set({ isActive: true }).where(eq(products.id, coffee.id));
  });

  it("another customer can neither change nor remove a line (not found, nothing changes)", async () => {
    const line = (await getCart(userOwner(userA))).lines[0]!;
    expect(await setCartQuantity(userOwner(userB), line.id, 1)).toMatchObject({ ok: false, status: 404 });
    expect(await removeCartLine(userOwner(userB), line.id)).toBe(false);
    const set = await post(handleCartAction, "/cart", { intent: "set", lineId: line.id, quantity: "1" }, cookieB);
    expect(statusOf(set)).toBe(404);
    const removed = await post(handleCartAction, "/cart", { intent: "remove", lineId: line.id }, cookieB);
    expect(statusOf(removed)).toBe(404);
    expect((await getCart(userOwner(userA))).lines[0]).toEqual(line);
  });

  it("the action refuses bad input with a message and changes nothing", async () => {
    const before = await getCart(userOwner(userA));
    const line = before.lines[0]!;
    for (const quantity of ["0", "-2", "1.5", "abc", "100000"]) {
      const result = await post(handleCartAction, "/cart", { intent: "set", lineId: line.id, quantity }, cookieA);
      expect(statusOf(result), quantity).toBe(400);
      expect(noticeOf(result)?.text).toBeTruthy();
    }
    expect(statusOf(await post(handleCartAction, "/cart", { intent: "add", productId: "not-a-uuid" }, cookieA))).toBe(
      400,
    );
    expect(statusOf(await post(handleCartAction, "/cart", { intent: "explode" }, cookieA))).toBe(400);
    expect(await getCart(userOwner(userA))).toEqual(before);
  });

  it("the action adds with the spec's notice and removes the customer's own line", async () => {
    const bedside = await product("sohni-bedside-table");
    const added = await post(
      handleCartAction,
      "/cart",
      { intent: "add", productId: bedside.id, quantity: "2" },
      cookieA,
    );
    expect(noticeOf(added)).toEqual({ tone: "success", title: "Added to cart", text: "2 item(s) added to your cart!" });
    const line = (await getCart(userOwner(userA))).lines.find((item) => item.productId === bedside.id)!;
    const removed = await post(handleCartAction, "/cart", { intent: "remove", lineId: line.id }, cookieA);
    expect(noticeOf(removed)).toEqual({ tone: "success", title: "Item removed", text: "Item removed from cart." });
    expect((await getCart(userOwner(userA))).lines.find((item) => item.productId === bedside.id)).toBeUndefined();
  });
});

describe("wishlist", () => {
  it("adds once however often asked, and removes", async () => {
    const vase = await product("multani-blue-pottery-vase");
    for (let i = 0; i < 3; i++) {
      const result = await post(handleWishlistAction, "/wishlist", { intent: "add", productId: vase.id }, cookieA);
      expect(noticeOf(result)?.text).toBe("Item added to wishlist!");
    }
    expect(await db().select().from(wishlistItems).where(eq(wishlistItems.userId, userA))).toHaveLength(1);
    expect(await wishlistProductIds(userOwner(userA))).toEqual([vase.id]);
    expect((await getWishlist(userOwner(userA)))[0]).toMatchObject({
      productId: vase.id,
      name: "Multani Blue Pottery Vase",
    });

    // Another customer removing it changes nothing of A's.
    await post(handleWishlistAction, "/wishlist", { intent: "remove", productId: vase.id }, cookieB);
    expect(await wishlistProductIds(userOwner(userA))).toEqual([vase.id]);

    const removed = await post(handleWishlistAction, "/wishlist", { intent: "remove", productId: vase.id }, cookieA);
    expect(noticeOf(removed)?.text).toBe("Item removed from your wishlist.");
    expect(await wishlistProductIds(userOwner(userA))).toEqual([]);
  });

  it("refuses unknown or withdrawn products and bad input", async () => {
    const missing = await post(
      handleWishlistAction,
      "/wishlist",
      { intent: "add", productId: crypto.randomUUID() },
      cookieA,
    );
    expect(statusOf(missing)).toBe(404);
    expect(
      statusOf(await post(handleWishlistAction, "/wishlist", { intent: "add", productId: "1 or 1=1" }, cookieA)),
    ).toBe(400);
    // A visitor without an account is refused the same way (visitors: tests/server/visitor-basket.test.ts).
    const signedOut = await post(handleWishlistAction, "/wishlist", { intent: "add", productId: crypto.randomUUID() });
    expect(statusOf(signedOut)).toBe(404);
    expect(await wishlistProductIds(userOwner(userA))).toEqual([]);
  });
});
