import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { mailOutbox, orderItems, products } from "~/db/schema";
import { removeProduct, setProductActive } from "~/modules/catalog/admin-products.server";
import { moderateReview, moderationList } from "~/modules/reviews/moderation.server";
import { productReviewsPage } from "~/modules/reviews/product-reviews.server";
import type { ReviewablePiece } from "~/modules/reviews/reviewable.server";
import { submitMessages } from "~/modules/reviews/submit-review.server";
import { loader as productLoader } from "~/routes/storefront/furniture-item";
import { ORIGIN, pageRequest } from "../setup/accounts";
import { TEST_ADMIN } from "../setup/audit";
import { args } from "../setup/custom-requests";
import { makeProduct } from "../setup/orders";
import { expectRedirectedToDone, openReviewPage, orderWith, postReview, reviewsOf, totalsOf } from "../setup/reviews";
import { setupTestDatabase } from "../setup/test-database";

// Issue 33, part 8: a verified buyer reviews a piece that has left the catalogue since. The
// review is kept against the product, and shows on its page when the product returns.

setupTestDatabase();
beforeEach(() => db().delete(mailOutbox));

const piecesOf = async (order: { id: string; number: string }) =>
  ((await openReviewPage(order)).body as { pieces: ReviewablePiece[] }).pieces;

/** A delivered order of a new product, whose name then changes: the order line keeps the old one. */
async function deliveredThenRenamed() {
  const product = await makeProduct({ price: 27_500, stock: 10, name: "Anaar Cane-Back Dining Chair" });
  const bought = await orderWith({ product, fullName: "Zainab Qureshi" });
  await db().update(products).set({ name: "Anaar Chair (2025 edition)" }).where(eq(products.id, product.id));
  return bought;
}

describe("a piece deactivated or archived after the order", () => {
  for (const [how, withdraw] of [
    ["deactivated", (id: string) => setProductActive(id, false, TEST_ADMIN)],
    // Deleting a product an order holds archives it (removeProduct): order history stays whole.
    ["deleted, so archived", async (id: string) => expect(await removeProduct(id, TEST_ADMIN)).toBe("archived")],
  ] as const) {
    it(`is still reviewed by its buyer when ${how}, and shows once the product returns`, async () => {
      const { order, product } = await deliveredThenRenamed();
      await withdraw(product.id);

      // The review page offers it, named as the order line names it, without a link to a page that is gone.
      expect(await piecesOf(order)).toMatchObject([
        { productId: product.id, name: "Anaar Cane-Back Dining Chair", inCatalogue: false, review: null },
      ]);
      expectRedirectedToDone(await postReview(order, product.id, { rating: "4", title: "Still our favourite" }));
      const [review] = await reviewsOf(product.id);
      expect(review).toMatchObject({ status: "pending", rating: 4, productId: product.id, orderId: order.id });
      expect(await piecesOf(order)).toMatchObject([{ inCatalogue: false, review: { status: "pending" } }]);

      // The owner hears of it and reads it in the moderation list.
      const [ownerMail] = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, "review-new"));
      expect(ownerMail!.text).toContain("Zainab has reviewed Anaar Chair (2025 edition)");
      expect((await moderationList("pending", 1)).map((row) => row.id)).toContain(review!.id);

      // Published while the piece is away: the reviewer's mail has no link to a missing page.
      await moderateReview(review!.id, "approve", TEST_ADMIN, null, ORIGIN);
      const [published] = await db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, order.email.toLowerCase()))
        .orderBy(mailOutbox.createdAt)
        .then((rows) => rows.filter((row) => row.kind === "review-published"));
      expect(published!.text).toContain("your review shows on its page when it returns");
      expect(published!.text).not.toContain("/furniture/");
      expect(await totalsOf(product.id)).toEqual({ reviewCount: 1, ratingTotal: 4 });

      // Back in the catalogue: its page shows the review and counts it.
      expect(await setProductActive(product.id, true, TEST_ADMIN)).toBe(true);
      const page = (await productLoader(args(pageRequest(`/furniture/${product.slug}`), { handle: product.slug }))) as {
        reviews: { total: number; reviews: { title: string }[] };
        product: { reviewCount: number };
      };
      expect(page.reviews.total).toBe(1);
      expect(page.reviews.reviews[0]!.title).toBe("Still our favourite");
      expect(await piecesOf(order)).toMatchObject([{ name: "Anaar Chair (2025 edition)", inCatalogue: true }]);
    });
  }

  it("a review written before the piece left keeps its state on the review page", async () => {
    const { order, product } = await orderWith();
    expectRedirectedToDone(await postReview(order, product.id));
    await setProductActive(product.id, false, TEST_ADMIN);
    expect(await piecesOf(order)).toMatchObject([{ inCatalogue: false, review: { status: "pending" } }]);
    // A second post is answered as the first was: nothing more is stored.
    expectRedirectedToDone(await postReview(order, product.id, { title: "Again" }));
    expect(await reviewsOf(product.id)).toHaveLength(1);
  });

  it("still takes only the buyer's own order: another order's piece or an undelivered order is refused", async () => {
    const { order } = await orderWith();
    const elsewhere = await makeProduct({ price: 10_000, stock: 3 });
    await setProductActive(elsewhere.id, false, TEST_ADMIN);
    expect(await postReview(order, elsewhere.id)).toMatchObject({
      status: 404,
      body: { error: submitMessages.notInOrder },
    });
    const early = await orderWith({ status: "in_production" });
    await setProductActive(early.product.id, false, TEST_ADMIN);
    expect((await postReview(early.order, early.product.id)).status).toBe(403);
    expect(await reviewsOf(elsewhere.id)).toHaveLength(0);
    expect(await reviewsOf(early.product.id)).toHaveLength(0);
  });
});

describe("a product row deleted outright", () => {
  // The shop never deletes a product an order holds (removeProduct archives it); a row deleted by
  // hand in the database leaves its order lines without a product (ON DELETE SET NULL) and takes
  // its reviews with it (ON DELETE CASCADE). Nothing may crash: the piece is just not reviewable.
  it("leaves the review page and the moderation list working, and refuses a review of it", async () => {
    const { order, product } = await orderWith();
    const other = await orderWith({ status: "delivered" });
    expectRedirectedToDone(await postReview(other.order, other.product.id));
    const reviewed = await orderWith({ product });
    expectRedirectedToDone(await postReview(reviewed.order, product.id));

    await db().delete(products).where(eq(products.id, product.id));
    const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line).toMatchObject({ productId: null, productName: "Sheesham Side Table" });

    const page = await openReviewPage(order);
    expect(page).toMatchObject({ status: 200, body: { reviewable: true, pieces: [] } });
    expect(await postReview(order, product.id)).toMatchObject({
      status: 404,
      body: { error: submitMessages.notInOrder },
    });
    expect(await reviewsOf(product.id)).toHaveLength(0);
    const waiting = await moderationList("pending", 1);
    expect(waiting.map((row) => row.productName)).toContain(other.product.name);
    expect(await productReviewsPage(product.id, { sort: "newest", page: 1 })).toMatchObject({ total: 0 });
  });
});
