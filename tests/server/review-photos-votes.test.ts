import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { mailOutbox, mediaImages, reviewPhotos } from "~/db/schema";
import { changeOrderStatus } from "~/modules/orders/change-status.server";
import { moderateReview } from "~/modules/reviews/moderation.server";
import { productReviewsPage } from "~/modules/reviews/product-reviews.server";
import { loader as mediaLoader } from "~/routes/resources/media";
import { action as helpfulAction } from "~/routes/resources/review-helpful";
import { loader as photoLoader } from "~/routes/resources/review-photo";
import { freshIp, ORIGIN, registerCustomer, setupAccounts } from "../setup/accounts";
import { TEST_ADMIN } from "../setup/audit";
import { args, picture } from "../setup/custom-requests";
import { SHOP_ORIGIN } from "../setup/orders";
import { expectRedirectedToDone, openReviewPage, orderWith, outcomeOf, postReview, reviewsOf } from "../setup/reviews";

// A review's photos (private until approved), 'Helpful' votes, and the delivered mail's invitation.

setupAccounts();

const jpeg = async (name: string) => ({ name, type: "image/jpeg", data: await picture() });

const photoRequest = (imageId: string, cookie?: string) =>
  new Request(`${ORIGIN}/reviews/photos/${imageId}.webp?w=400`, {
    headers: { "x-forwarded-for": freshIp(), ...(cookie ? { cookie } : {}) },
  });

describe("photos", () => {
  it("takes up to three, stored private: served by the review's address once approved, never by /media/", async () => {
    const { order, product } = await orderWith();
    const files = await Promise.all(["sofa-1.jpg", "sofa-2.jpg", "sofa-3.jpg"].map(jpeg));
    expectRedirectedToDone(await postReview(order, product.id, {}, files));
    const [review] = await reviewsOf(product.id);
    const photos = await db().select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, review!.id));
    expect(photos.map((photo) => photo.position).sort()).toEqual([0, 1, 2]);
    const imageId = photos[0]!.imageId;
    const [image] = await db().select().from(mediaImages).where(eq(mediaImages.id, imageId));
    expect(image!.isPrivate).toBe(true);

    // Pending: not to a visitor, nor by /media/.
    expect((await photoLoader(args(photoRequest(imageId), { file: `${imageId}.webp` }))).status).toBe(404);
    const media = await outcomeOf(() =>
      mediaLoader(args(new Request(`${ORIGIN}/media/${imageId}.webp`), { file: `${imageId}.webp` })),
    );
    expect(media.status).toBe(404);

    await moderateReview(review!.id, "approve", TEST_ADMIN);
    const served = await photoLoader(args(photoRequest(imageId), { file: `${imageId}.webp` }));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect((await productReviewsPage(product.id, { sort: "newest", page: 1 })).reviews[0]!.photos).toHaveLength(3);

    await moderateReview(review!.id, "hide", TEST_ADMIN);
    expect((await photoLoader(args(photoRequest(imageId), { file: `${imageId}.webp` }))).status).toBe(404);
  });

  it("refuses a fourth photo, or a file that is not a picture, naming it, and stores nothing", async () => {
    const { order, product } = await orderWith();
    const before = (await db().select({ n: count() }).from(mediaImages))[0]!.n;
    const four = await Promise.all(["a.jpg", "b.jpg", "c.jpg", "d.jpg"].map(jpeg));
    // A fourth file is refused as the form is read (the form's own check, in the browser, says it first).
    const tooMany = await postReview(order, product.id, {}, four);
    expect(tooMany).toMatchObject({ status: 413, body: null });
    const notAPicture = await postReview(order, product.id, {}, [
      { name: "receipt.jpg", type: "image/jpeg", data: Buffer.from("not a picture at all") },
    ]);
    expect(notAPicture.status).toBe(422);
    expect(notAPicture.body).toMatchObject({
      errors: { photos: "receipt.jpg is not a JPEG, PNG, WebP or AVIF picture." },
    });
    expect(await reviewsOf(product.id)).toHaveLength(0);
    expect((await db().select({ n: count() }).from(mediaImages))[0]!.n).toBe(before);
  });
});

describe("'Helpful'", () => {
  const vote = (reviewId: string, cookie?: string) => {
    const headers = new Headers({ origin: ORIGIN, "x-forwarded-for": freshIp() });
    if (cookie) headers.set("cookie", cookie);
    const body = new URLSearchParams({ back: "/elsewhere" });
    return outcomeOf(() =>
      helpfulAction(
        args(new Request(`${ORIGIN}/reviews/${reviewId}/helpful`, { method: "POST", headers, body }), { id: reviewId }),
      ),
    );
  };

  it("counts one vote per reader, only on an approved review, and sorts 'most helpful' by it", async () => {
    const first = await orderWith();
    const second = await orderWith({ product: first.product });
    await postReview(first.order, first.product.id, { title: "Older, helpful" });
    await postReview(second.order, first.product.id, { title: "Newer" });
    const rows = await reviewsOf(first.product.id);
    const older = rows.find((row) => row.title === "Older, helpful")!;

    expect((await vote(older.id)).status).toBe(404); // pending: nothing to vote on
    for (const row of rows) await moderateReview(row.id, "approve", TEST_ADMIN);

    const reader = await registerCustomer({ email: "reader@example.com", password: "reader-password-1" });
    const voted = await vote(older.id, reader);
    expect(voted.status).toBe(303);
    // Not an address of another page: back to the product.
    expect(voted.location).toBe(`/furniture/${first.product.slug}#review-${older.id}`);
    await vote(older.id, reader); // the same reader again
    const visitor = await vote(older.id); // a visitor without an account: a vote of their browser
    expect(visitor.status).toBe(303);

    const helpful = await productReviewsPage(first.product.id, { sort: "helpful", page: 1 });
    expect(helpful.reviews.map((review) => [review.title, review.helpfulCount])).toEqual([
      ["Older, helpful", 2],
      ["Newer", 0],
    ]);
    const newest = await productReviewsPage(first.product.id, { sort: "newest", page: 1 });
    expect(newest.reviews[0]!.title).toBe("Newer");
  });
});

describe("the delivered mail", () => {
  it("invites a review with a link that opens the order's review page", async () => {
    const { order } = await orderWith({ status: "ready_for_delivery" });
    const admin = { kind: "admin" as const, by: TEST_ADMIN };
    expect(await changeOrderStatus(order.id, "delivered", admin, SHOP_ORIGIN)).toMatchObject({ ok: true });
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.topic, `order-status:${order.id}`), eq(mailOutbox.kind, "order-status")));
    expect(mail!.text).toContain("Review your pieces");
    const match = new RegExp(`/orders/${order.number}/review\\?key=([\\w-]+)`).exec(mail!.text);
    expect(match).not.toBeNull();
    const page = await openReviewPage(order, { key: match![1]! });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ reviewable: true, number: order.number });
  });
});
