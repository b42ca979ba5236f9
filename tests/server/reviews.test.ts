import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productReviews } from "~/db/schema";
import { moderateReview } from "~/modules/reviews/moderation.server";
import { productReviewsPage } from "~/modules/reviews/product-reviews.server";
import { reviewInviteFor } from "~/modules/reviews/reviewable.server";
import { submitMessages } from "~/modules/reviews/submit-review.server";
import { reviewKey } from "~/modules/orders/delivered-links.server";
import type { SessionUser } from "~/modules/accounts/session.server";
import { auditEntries, TEST_ADMIN } from "../setup/audit";
import { makeProduct } from "../setup/orders";
import { expectRedirectedToDone, openReviewPage, orderWith, postReview, reviewsOf, totalsOf } from "../setup/reviews";
import { setupTestDatabase } from "../setup/test-database";

// The review rules (DECISIONS 'Honest numbers'): only a customer whose order with the piece was
// delivered or completed reviews it, once; nothing shows until the admin approves it.

setupTestDatabase();

describe("who may review", () => {
  it("refuses an order not yet delivered, whatever the post says, and stores nothing", async () => {
    for (const status of ["pending", "confirmed", "in_production", "ready_for_delivery", "cancelled"] as const) {
      const { order, product } = await orderWith({ status });
      const outcome = await postReview(order, product.id);
      expect(outcome.status, status).toBe(403);
      expect(outcome.body).toMatchObject({ error: submitMessages.notDelivered });
      expect(await reviewsOf(product.id)).toHaveLength(0);
      // Its page says when reviews open, and offers no form.
      const page = await openReviewPage(order);
      expect(page.body).toMatchObject({ reviewable: false, pieces: [] });
    }
  });

  it("takes a delivered or completed order's review, pending until approved", async () => {
    for (const status of ["delivered", "completed"] as const) {
      const { order, product } = await orderWith({ status, fullName: "Ayesha Khan Durrani" });
      expectRedirectedToDone(await postReview(order, product.id, { rating: "4" }));
      const [review] = await reviewsOf(product.id);
      expect(review).toMatchObject({ status: "pending", rating: 4, authorName: "Ayesha D.", orderId: order.id });
      // Pending: neither the product's totals nor its page show it.
      expect(await totalsOf(product.id)).toEqual({ reviewCount: 0, ratingTotal: 0 });
      expect((await productReviewsPage(product.id, { sort: "newest", page: 1 })).total).toBe(0);
    }
  });

  it("opens only with the order's own key, or for its customer: another order's key, a wrong key or none is 404", async () => {
    const { order, product } = await orderWith();
    const other = await orderWith();
    for (const key of [reviewKey(other.order.id), "not-the-key", null]) {
      expect((await openReviewPage(order, { key })).status).toBe(404);
      expect((await postReview(order, product.id, {}, [], { key })).status).toBe(404);
    }
    expect(await reviewsOf(product.id)).toHaveLength(0);
    expect((await openReviewPage(order)).status).toBe(200);
  });

  it("refuses a product that is not in the order (a forged product id)", async () => {
    const { order } = await orderWith();
    const elsewhere = await makeProduct({ price: 10_000, stock: 3 });
    const outcome = await postReview(order, elsewhere.id);
    expect(outcome.status).toBe(404);
    expect(outcome.body).toMatchObject({ error: submitMessages.notInOrder });
    expect(await reviewsOf(elsewhere.id)).toHaveLength(0);
  });

  it("checks the fields: stars from 1 to 5, a title and a text, no text-direction controls", async () => {
    const { order, product } = await orderWith();
    for (const [fields, field] of [
      [{ rating: "6" }, "rating"],
      [{ rating: "" }, "rating"],
      [{ title: "   " }, "title"],
      [{ body: "" }, "body"],
      [{ body: "x".repeat(3001) }, "body"],
    ] as const) {
      const outcome = await postReview(order, product.id, fields);
      expect(outcome.status, JSON.stringify(fields)).toBe(400);
      expect((outcome.body as { errors: Record<string, string> }).errors[field]).toBeTruthy();
    }
    // A text-direction control is refused as the form is read, before the page's checks (a plain 400).
    const unsafe = await postReview(order, product.id, { title: "Great \u202Eelbat" });
    expect(unsafe).toMatchObject({ status: 400, body: null });
    expect(await reviewsOf(product.id)).toHaveLength(0);
  });
});

describe("one review per customer and product", () => {
  it("a second post, from the same order or another order of the same e-mail, stores nothing more", async () => {
    const { order, product } = await orderWith({ email: "sana@example.com" });
    expectRedirectedToDone(await postReview(order, product.id));
    expectRedirectedToDone(await postReview(order, product.id, { title: "Changed my mind" }));
    const again = await orderWith({ email: "sana@example.com", product });
    expectRedirectedToDone(await postReview(again.order, product.id, { rating: "1" }));
    const rows = await reviewsOf(product.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: "Solid and beautiful", rating: 5 });
  });

  it("ten posts at once store one review", async () => {
    const { order, product } = await orderWith();
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => postReview(order, product.id)));
    for (const outcome of outcomes) expect(outcome.status).toBe(303);
    expect(await reviewsOf(product.id)).toHaveLength(1);
  });

  it("another customer of the same piece reviews it too", async () => {
    const first = await orderWith();
    const second = await orderWith({ product: first.product });
    expectRedirectedToDone(await postReview(first.order, first.product.id));
    expectRedirectedToDone(await postReview(second.order, first.product.id, { rating: "3" }));
    expect(await reviewsOf(first.product.id)).toHaveLength(2);
  });
});

describe("moderation", () => {
  it("approving shows the review and counts it once; hiding takes it back; each is audited", async () => {
    const { order, product } = await orderWith();
    await postReview(order, product.id, { rating: "4" });
    const [review] = await reviewsOf(product.id);

    expect(await moderateReview(review!.id, "approve", TEST_ADMIN)).toEqual({ ok: true, changed: true });
    expect(await moderateReview(review!.id, "approve", TEST_ADMIN)).toEqual({ ok: true, changed: false });
    expect(await totalsOf(product.id)).toEqual({ reviewCount: 1, ratingTotal: 4 });
    const page = await productReviewsPage(product.id, { sort: "newest", page: 1 });
    expect(page.total).toBe(1);
    expect(page.distribution).toEqual([0, 1, 0, 0, 0]);
    expect(page.reviews[0]).toMatchObject({ title: "Solid and beautiful", rating: 4 });
    expect(await auditEntries("review.approved")).toHaveLength(1);

    expect(await moderateReview(review!.id, "hide", TEST_ADMIN)).toEqual({ ok: true, changed: true });
    expect(await totalsOf(product.id)).toEqual({ reviewCount: 0, ratingTotal: 0 });
    expect((await productReviewsPage(product.id, { sort: "newest", page: 1 })).total).toBe(0);
    expect(await auditEntries("review.hidden")).toHaveLength(1);

    // Hiding a pending review never touches the totals.
    const other = await orderWith({ product });
    await postReview(other.order, product.id, { rating: "2" });
    const pending = (await reviewsOf(product.id)).find((row) => row.status === "pending")!;
    await moderateReview(pending.id, "hide", TEST_ADMIN);
    expect(await totalsOf(product.id)).toEqual({ reviewCount: 0, ratingTotal: 0 });
  });

  it("five admins approving at once count the review once", async () => {
    const { order, product } = await orderWith();
    await postReview(order, product.id, { rating: "5" });
    const [review] = await reviewsOf(product.id);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => moderateReview(review!.id, "approve", TEST_ADMIN)),
    );
    expect(results.filter((result) => result.ok && result.changed)).toHaveLength(1);
    expect(await totalsOf(product.id)).toEqual({ reviewCount: 1, ratingTotal: 5 });
  });

  it("the shop's answer is saved, audited, shown under the review and removed when blank", async () => {
    const { order, product } = await orderWith();
    await postReview(order, product.id);
    const [review] = await reviewsOf(product.id);
    await moderateReview(review!.id, "approve", TEST_ADMIN);
    await moderateReview(review!.id, "reply", TEST_ADMIN, "Thank you, Ayesha: enjoy it for years.");
    const page = await productReviewsPage(product.id, { sort: "newest", page: 1 });
    expect(page.reviews[0]!.reply).toBe("Thank you, Ayesha: enjoy it for years.");
    expect(await auditEntries("review.replied")).toHaveLength(1);
    await moderateReview(review!.id, "reply", TEST_ADMIN, null);
    const [row] = await db().select().from(productReviews).where(eq(productReviews.id, review!.id));
    expect(row!.reply).toBeNull();
  });
});

describe("the product page's invitation", () => {
  const viewer = (userId: string, email: string): SessionUser => ({
    id: userId,
    name: "Customer",
    email,
    phone: null,
    emailVerified: true,
    isAdmin: false,
    twoFactorEnabled: false,
    sessionId: "test",
  });

  it("offers the form to a customer with a delivered order, says where their review stands after, and nothing to others", async () => {
    const { order, product, userId } = await orderWith({ email: "hina@example.com" });
    expect(await reviewInviteFor(viewer(userId, "hina@example.com"), product.id)).toEqual({
      kind: "write",
      orderNumber: order.number,
    });
    await postReview(order, product.id);
    expect(await reviewInviteFor(viewer(userId, "hina@example.com"), product.id)).toEqual({
      kind: "written",
      status: "pending",
    });

    const undelivered = await orderWith({ status: "in_production", product });
    expect(await reviewInviteFor(viewer(undelivered.userId, "other@example.com"), product.id)).toBeNull();
    const stranger = await orderWith();
    expect(await reviewInviteFor(viewer(stranger.userId, "stranger@example.com"), product.id)).toBeNull();
    expect(await reviewInviteFor(null, product.id)).toBeNull();
  });
});
