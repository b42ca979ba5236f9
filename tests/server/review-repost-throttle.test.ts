import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { mediaImages, rateLimits, reviewPhotos } from "~/db/schema";
import { REVIEW_RATE_LIMIT } from "~/modules/reviews/review-page.server";
import { submitMessages } from "~/modules/reviews/submit-review.server";
import { freshIp } from "../setup/accounts";
import { picture } from "../setup/custom-requests";
import { makeProduct } from "../setup/orders";
import { expectRedirectedToDone, orderWith, postReview, reviewsOf } from "../setup/reviews";
import { setupTestDatabase } from "../setup/test-database";

// Issue 32, part 5: re-posting a written review decoded its photos again each time.

setupTestDatabase();

const jpeg = async (name: string) => ({ name, type: "image/jpeg", data: await picture() });
/** Bytes no decoder reads as a picture: the photo step refuses them, naming the file. */
const notAPicture = { name: "sofa.jpg", type: "image/jpeg", data: Buffer.from("not a picture at all") };
const imageCount = async () => (await db().select({ n: count() }).from(mediaImages))[0]!.n;

describe("a review posted again", () => {
  it("is answered as the first post was, before any photo is read", async () => {
    const { order, product } = await orderWith();
    expectRedirectedToDone(await postReview(order, product.id, {}, [await jpeg("sofa.jpg")]));
    const [review] = await reviewsOf(product.id);
    const images = await imageCount();

    // The photo step would refuse this file (422): the re-post never reaches it.
    const again = await postReview(order, product.id, { title: "Posted again" }, [notAPicture]);
    expectRedirectedToDone(again);
    const many = await Promise.all(
      Array.from({ length: 3 }, async () => postReview(order, product.id, {}, [await jpeg("again.jpg")])),
    );
    for (const outcome of many) expectRedirectedToDone(outcome);

    expect(await reviewsOf(product.id)).toEqual([review]);
    expect(await imageCount()).toBe(images);
    expect(await db().select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, review!.id))).toHaveLength(1);
  });

  it("reads no photo of a piece the order does not hold", async () => {
    const { order } = await orderWith();
    const stranger = await makeProduct({ name: "Not in this order", price: 10_000, stock: 3 });
    const forged = await postReview(order, stranger.id, {}, [notAPicture]);
    expect(forged.status).toBe(404);
    expect(forged.body).toMatchObject({ error: submitMessages.notInOrder });
  });
});

describe("reviews from one address", () => {
  it(`take ${REVIEW_RATE_LIMIT.max} posts in ten minutes, then 429 with Retry-After and nothing stored`, async () => {
    const ip = freshIp();
    const { order, product } = await orderWith();
    const posts = await Promise.all(
      Array.from({ length: REVIEW_RATE_LIMIT.max + 5 }, () => postReview(order, product.id, {}, [], { ip })),
    );
    expect(posts.filter((post) => post.status === 303)).toHaveLength(REVIEW_RATE_LIMIT.max);
    const refused = posts.filter((post) => post.status === 429);
    expect(refused).toHaveLength(5);
    for (const post of refused) {
      expect(post.body).toMatchObject({ error: submitMessages.rateLimited, errors: {} });
      expect(Number(post.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(post.headers.get("Cache-Control")).toBe("private, no-store");
    }

    // Another of the address's orders: refused before anything is read or stored.
    const other = await orderWith();
    const late = await postReview(other.order, other.product.id, {}, [await jpeg("late.jpg")], { ip });
    expect(late.status).toBe(429);
    expect(await reviewsOf(other.product.id)).toHaveLength(0);
    const [row] = await db()
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `review:${ip}`));
    expect(row?.count).toBe(REVIEW_RATE_LIMIT.max + 6);
    // Another address is not held back.
    expectRedirectedToDone(await postReview(other.order, other.product.id));
  });
});
