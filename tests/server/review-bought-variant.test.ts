import { and, eq, inArray } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productOptions, productOptionValues } from "~/db/schema";
import { loadVariantSet } from "~/modules/catalog/variants.server";
import { variantLabel } from "~/modules/catalog/variants";
import { orderLines } from "~/modules/orders/order-lines.server";
import { AdminReviewCard } from "~/modules/reviews/components/admin-review-card";
import { ReviewItem } from "~/modules/reviews/components/review-item";
import { moderateReview, moderationList } from "~/modules/reviews/moderation.server";
import { productReviewsPage } from "~/modules/reviews/product-reviews.server";
import { TEST_ADMIN } from "../setup/audit";
import { expectRedirectedToDone, orderWith, postReview, reviewsOf } from "../setup/reviews";
import { setupTestDatabase } from "../setup/test-database";
import { sofa } from "../setup/variants";
import { orderOfVariants, stockUp } from "../setup/variant-orders";

// Issue 34, item 4: a review of a piece sold in options says which variant its writer bought,
// as their order recorded it, on the product page and in the admin's moderation list.

setupTestDatabase();

/** The order's review of the product, written and (unless told otherwise) approved. */
async function reviewed(order: { id: string; number: string }, productId: string, approve = true) {
  expectRedirectedToDone(await postReview(order, productId));
  const review = (await reviewsOf(productId)).find((row) => row.orderId === order.id)!;
  if (approve) expect(await moderateReview(review.id, "approve", TEST_ADMIN)).toMatchObject({ ok: true });
  return review;
}

const shownOnPage = async (productId: string) =>
  (await productReviewsPage(productId, { sort: "newest", page: 1 })).reviews;

const inModeration = async (filter: "pending" | "approved", reviewId: string) =>
  (await moderationList(filter, 1)).find((row) => row.id === reviewId)!;

const drawItem = (review: Awaited<ReturnType<typeof shownOnPage>>[number]) =>
  renderToStaticMarkup(createElement(ReviewItem, { review, back: "/furniture/x" }));

/** The admin's card, inside a router (its forms are fetchers). */
function drawAdminCard(review: Awaited<ReturnType<typeof inModeration>>) {
  const Stub = createRoutesStub([
    { path: "/admin/reviews", Component: () => createElement(AdminReviewCard, { review }) },
  ]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: ["/admin/reviews"] }));
}

const boughtLine = (html: string, testId: string) =>
  html.match(new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`))?.[1] ?? null;

describe("a review of a piece sold in options", () => {
  it("says the variant the order bought, on the product page and in the moderation list", async () => {
    const { product, variant } = await sofa();
    const order = await orderOfVariants([[product, variant("velvet3").id, 1]], { status: "delivered" });
    const review = await reviewed(order, product.id, false);

    const waiting = await inModeration("pending", review.id);
    expect(waiting.bought).toEqual(["Velvet, 3-seater"]);
    expect(boughtLine(drawAdminCard(waiting), "admin-review-bought")).toBe("Bought: Velvet, 3-seater");

    await moderateReview(review.id, "approve", TEST_ADMIN);
    const [shown] = await shownOnPage(product.id);
    expect(shown).toMatchObject({ id: review.id, bought: ["Velvet, 3-seater"] });
    expect(boughtLine(drawItem(shown!), "review-bought")).toBe("Bought: Velvet, 3-seater");
    // The order stays on the server: the page is told what was bought, not which order.
    expect(shown).not.toHaveProperty("orderId");
  });

  it("lists each variant of an order that held several, as the order lists its lines, and only the reviewed product's", async () => {
    const { product, variant } = await sofa();
    const other = await sofa();
    await stockUp(product.id);
    const order = await orderOfVariants(
      [
        [product, variant("velvet3").id, 1],
        [product, variant("linen2").id, 2],
        // Another piece of the same order, sold in options too: not what this review is about.
        [other.product, other.variant("linen3").id, 1],
      ],
      { status: "delivered" },
    );
    const review = await reviewed(order, product.id);
    // The order's own account of its lines, in the order the invoice and the mails list them.
    const recorded = (await orderLines(db(), order.id))
      .filter((line) => line.productId === product.id)
      .map((line) => line.variantLabel);
    expect([...recorded].sort()).toEqual(["Linen, 2-seater", "Velvet, 3-seater"]);
    const [shown] = await shownOnPage(product.id);
    expect(shown!.bought).toEqual(recorded);
    expect(boughtLine(drawItem(shown!), "review-bought")).toBe(`Bought: ${recorded.join("; ")}`);
    expect((await inModeration("approved", review.id)).bought).toEqual(recorded);
  });

  it("keeps the label the order recorded when the product's options are renamed after", async () => {
    const { product, variant } = await sofa();
    const order = await orderOfVariants([[product, variant("velvet3").id, 1]], { status: "completed" });
    const review = await reviewed(order, product.id);
    const fabric = db()
      .select({ id: productOptions.id })
      .from(productOptions)
      .where(and(eq(productOptions.productId, product.id), eq(productOptions.name, "Fabric")));
    await db()
      .update(productOptionValues)
      .set({ value: "Royal Velvet" })
      .where(and(inArray(productOptionValues.optionId, fabric), eq(productOptionValues.value, "Velvet")));
    // Today's catalogue names the variant anew...
    const set = await loadVariantSet(db(), product.id);
    expect(
      variantLabel(
        set.variants.find((row) => row.id === variant("velvet3").id)!,
        set.options,
      ),
    ).toBe("Royal Velvet, 3-seater");
    // ...the review still says what was bought.
    expect((await shownOnPage(product.id))[0]!.bought).toEqual(["Velvet, 3-seater"]);
    expect((await inModeration("approved", review.id)).bought).toEqual(["Velvet, 3-seater"]);
  });
});

describe("a review of a piece without options", () => {
  it("says nothing of a variant", async () => {
    const { order, product } = await orderWith({ status: "delivered" });
    const review = await reviewed(order, product.id);
    const [shown] = await shownOnPage(product.id);
    expect(shown!.bought).toEqual([]);
    expect(drawItem(shown!)).not.toContain("Bought:");
    const card = await inModeration("approved", review.id);
    expect(card.bought).toEqual([]);
    expect(drawAdminCard(card)).not.toContain("Bought:");
  });
});
