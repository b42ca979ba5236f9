import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { cartItems, productReviews, products, visitors } from "~/db/schema";
import { NEW_VISITOR_RATE_LIMIT, VISITOR_COOKIE } from "~/modules/accounts/visitor.server";
import { handleCartAction } from "~/modules/cart/cart-action.server";
import { moderateReview } from "~/modules/reviews/moderation.server";
import { HELPFUL_RATE_LIMIT } from "~/modules/reviews/review-vote-action.server";
import { handleWishlistAction } from "~/modules/wishlist/wishlist-action.server";
import { action as helpfulAction } from "~/routes/resources/review-helpful";
import { freshIp, ORIGIN, registerCustomer, setupAccounts } from "../setup/accounts";
import { TEST_ADMIN } from "../setup/audit";
import { args } from "../setup/custom-requests";
import { makeProduct } from "../setup/orders";
import { orderWith, outcomeOf, postReview, reviewsOf } from "../setup/reviews";

/**
 * Issue 32, part 3 and the helpful vote: a post without a cookie makes a visitor row (kept 30
 * days) only when something is saved, new visitors are limited per client address, and a
 * 'Helpful' counts once per voter, a cookie-less voter once per address and review.
 */
setupAccounts();

const visitorCount = async () => (await db().select({ n: count() }).from(visitors))[0]!.n;

/** A form post from one client address, as a browser sends it; the action's status, notice and headers. */
async function post(
  handler: (request: Request) => Promise<unknown>,
  path: string,
  form: Record<string, string>,
  { ip, cookie }: { ip: string; cookie?: string },
) {
  const headers = new Headers({ origin: ORIGIN, "x-forwarded-for": ip });
  if (cookie) headers.set("cookie", cookie);
  const request = new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(form) });
  const result = (await handler(request)) as { data: { notice: { text: string } | null }; init: ResponseInit | null };
  const answer = new Headers(result.init?.headers);
  const setCookie = answer.get("Set-Cookie");
  return {
    status: result.init?.status ?? 200,
    text: result.data.notice?.text,
    setCookie,
    retryAfter: answer.get("Retry-After"),
    cookie: setCookie?.split(";")[0],
  };
}

describe("visitors are made only when something is saved", () => {
  it("a cookie-less removal, quantity change or refused add makes no visitor and sets no cookie", async () => {
    const table = await makeProduct({ price: 20_000, stock: 4 });
    const soldOut = await makeProduct({ price: 20_000, stock: 0 });
    const withdrawn = await makeProduct({ price: 20_000, stock: 4 });
    await db().update(products).set({ isActive: false }).where(eq(products.id, withdrawn.id));
    const before = await visitorCount();
    const ip = freshIp();
    const posts: [typeof handleCartAction, string, Record<string, string>, number][] = [
      [handleCartAction, "/cart", { intent: "remove", lineId: randomUUID() }, 404],
      [handleCartAction, "/cart", { intent: "set", lineId: randomUUID(), quantity: "2" }, 404],
      [handleCartAction, "/cart", { intent: "add", productId: randomUUID(), quantity: "1" }, 404],
      [
        handleCartAction,
        "/cart",
        { intent: "add", productId: withdrawn.id, variantId: withdrawn.variantId, quantity: "1" },
        404,
      ],
      [
        handleCartAction,
        "/cart",
        { intent: "add", productId: soldOut.id, variantId: soldOut.variantId, quantity: "1" },
        409,
      ],
      [
        handleCartAction,
        "/cart",
        { intent: "add", productId: table.id, variantId: table.variantId, quantity: "0" },
        400,
      ],
      [handleCartAction, "/cart", { intent: "add", productId: "not-a-product", quantity: "1" }, 400],
      [handleWishlistAction, "/wishlist", { intent: "remove", productId: table.id }, 200],
      [handleWishlistAction, "/wishlist", { intent: "add", productId: randomUUID() }, 404],
      [handleWishlistAction, "/wishlist", { intent: "add", productId: withdrawn.id }, 404],
    ];
    // Each several times: 30 posts of one client, more than it may make visitors in an hour.
    for (let round = 0; round < 3; round++) {
      for (const [handler, path, form, status] of posts) {
        const answer = await post(handler, path, form, { ip });
        expect(answer.status, JSON.stringify(form)).toBe(status);
        expect(answer.setCookie, JSON.stringify(form)).toBeNull();
      }
    }
    expect(await visitorCount()).toBe(before);

    // The same client's add that saves a line still makes one: nothing above counted against it.
    const added = await post(
      handleCartAction,
      "/cart",
      { intent: "add", productId: table.id, variantId: table.variantId, quantity: "1" },
      { ip },
    );
    expect(added).toMatchObject({ status: 200, text: "1 item(s) added to your cart!" });
    expect(added.setCookie).toMatch(new RegExp(`^${VISITOR_COOKIE}=`));
    expect(await visitorCount()).toBe(before + 1);
  });

  it(`one address makes at most ${NEW_VISITOR_RATE_LIMIT.max} visitors an hour; then 429 with Retry-After, and nothing made`, async () => {
    const vase = await makeProduct({ price: 9_000, stock: 50 });
    const ip = freshIp();
    const before = await visitorCount();
    const made: string[] = [];
    for (let add = 0; add < NEW_VISITOR_RATE_LIMIT.max; add++) {
      const answer = await post(
        handleCartAction,
        "/cart",
        { intent: "add", productId: vase.id, variantId: vase.variantId, quantity: "1" },
        { ip },
      );
      expect(answer.status).toBe(200);
      made.push(answer.cookie!);
    }
    for (const [handler, path, form] of [
      [handleCartAction, "/cart", { intent: "add", productId: vase.id, variantId: vase.variantId, quantity: "1" }],
      [handleWishlistAction, "/wishlist", { intent: "add", productId: vase.id }],
    ] as const) {
      const refused = await post(handler, path, form, { ip });
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(3600);
      expect(refused.text).toMatch(
        /^Too many new carts and wishlists .* Please try again in \d+ minute\(s\), or sign in\.$/,
      );
      expect(refused.setCookie).toBeNull();
    }
    expect(await visitorCount()).toBe(before + NEW_VISITOR_RATE_LIMIT.max);
    const lines = await db().select({ n: count() }).from(cartItems).where(eq(cartItems.productId, vase.id));
    expect(lines[0]!.n).toBe(NEW_VISITOR_RATE_LIMIT.max);

    // The limit is on new visitors only: a visitor already made, a customer and another address go on.
    const again = await post(
      handleCartAction,
      "/cart",
      { intent: "add", productId: vase.id, variantId: vase.variantId, quantity: "1" },
      { ip, cookie: made[0] },
    );
    expect(again).toMatchObject({ status: 200, text: "1 item(s) added to your cart!" });
    const customer = await registerCustomer({
      email: `flood-${randomUUID()}@example.com`,
      password: "flood-password-1",
    });
    const signedIn = await post(
      handleWishlistAction,
      "/wishlist",
      { intent: "add", productId: vase.id },
      { ip, cookie: customer },
    );
    expect(signedIn.status).toBe(200);
    const elsewhere = await post(
      handleCartAction,
      "/cart",
      { intent: "add", productId: vase.id, variantId: vase.variantId, quantity: "1" },
      {
        ip: freshIp(),
      },
    );
    expect(elsewhere.status).toBe(200);
    expect(await visitorCount()).toBe(before + NEW_VISITOR_RATE_LIMIT.max + 1);
  });
});

describe("'Helpful' votes", () => {
  const vote = (reviewId: string, { ip, cookie, back = "" }: { ip: string; cookie?: string; back?: string }) => {
    const headers = new Headers({ origin: ORIGIN, "x-forwarded-for": ip });
    if (cookie) headers.set("cookie", cookie);
    const body = new URLSearchParams({ back });
    const request = new Request(`${ORIGIN}/reviews/${reviewId}/helpful`, { method: "POST", headers, body });
    return outcomeAndCookie(() => helpfulAction(args(request, { id: reviewId })));
  };

  async function approvedReview() {
    const { order, product } = await orderWith();
    await postReview(order, product.id, { title: "Solid and well finished" });
    const [review] = await reviewsOf(product.id);
    await moderateReview(review!.id, "approve", TEST_ADMIN);
    return { review: review!, product };
  }

  const helpfulCount = async (reviewId: string) =>
    (await db().select().from(productReviews).where(eq(productReviews.id, reviewId)))[0]!.helpfulCount;

  it("without a cookie count once per address and review, make one visitor, then are limited (was: a new voter each post)", async () => {
    const { review } = await approvedReview();
    const ip = freshIp();
    const before = await visitorCount();
    const answers = [];
    for (let post = 0; post < HELPFUL_RATE_LIMIT.max + 5; post++) answers.push(await vote(review.id, { ip }));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.slice(0, HELPFUL_RATE_LIMIT.max)).toEqual(answers.slice(0, HELPFUL_RATE_LIMIT.max).map(() => 303));
    expect(statuses.slice(HELPFUL_RATE_LIMIT.max)).toEqual([429, 429, 429, 429, 429]);
    const refused = answers.at(-1)!;
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({
      ok: false,
      message: "Too many votes at once; please try again in a few minutes.",
    });
    expect(answers.filter((answer) => answer.setCookie !== null)).toHaveLength(1);
    expect(await helpfulCount(review.id)).toBe(1);
    expect(await visitorCount()).toBe(before + 1);

    // The voter the first post made, again and again: still once.
    const cookie = answers[0]!.setCookie!.split(";")[0]!;
    for (let post = 0; post < 3; post++) expect((await vote(review.id, { ip: freshIp(), cookie })).status).toBe(303);
    expect(await helpfulCount(review.id)).toBe(1);
    // Another reader, from another address, counts.
    await vote(review.id, { ip: freshIp() });
    expect(await helpfulCount(review.id)).toBe(2);
  });

  it("for a review that cannot be voted on makes no visitor", async () => {
    const before = await visitorCount();
    const ip = freshIp();
    for (let post = 0; post < 5; post++) {
      const answer = await vote(randomUUID(), { ip });
      expect(answer.status).toBe(404);
      expect(answer.setCookie).toBeNull();
    }
    expect(await visitorCount()).toBe(before);
  });

  it("a line break in the return field goes back to the product, never a 500", async () => {
    const { review, product } = await approvedReview();
    const page = `/furniture/${product.slug}`;
    for (const back of [`${page}\r\nSet-Cookie: evil=1`, `${page}?reviews=helpful\n`, `${page}?x=\u0000`]) {
      const answer = await vote(review.id, { ip: freshIp(), back });
      expect(answer.status, JSON.stringify(back)).toBe(303);
      expect(answer.location, JSON.stringify(back)).toBe(`${page}#review-${review.id}`);
    }
    // A target on the product's own page, with its sort, is kept.
    const kept = await vote(review.id, { ip: freshIp(), back: `${page}?reviews=helpful&rpage=2` });
    expect(kept.location).toBe(`${page}?reviews=helpful&rpage=2#review-${review.id}`);
  });
});

/** The action's outcome, with the Set-Cookie and Retry-After it answers with. */
async function outcomeAndCookie(run: () => unknown) {
  let headers = new Headers();
  const outcome = await outcomeOf(async () => {
    try {
      const value = await run();
      headers = new Headers((value as { init?: ResponseInit }).init?.headers);
      return value;
    } catch (error) {
      if (error instanceof Response) headers = error.headers;
      throw error;
    }
  });
  return { ...outcome, setCookie: headers.get("Set-Cookie"), retryAfter: headers.get("Retry-After") };
}
