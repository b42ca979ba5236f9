import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { orders, productOptionValues } from "~/db/schema";
import { TOP_VARIANT_COUNT } from "~/modules/admin/analytics";
import { loadAnalytics, topProductsByRevenue, topVariantsByRevenue } from "~/modules/admin/analytics.server";
import { TopVariants } from "~/modules/admin/components/analytics-variants";
import { bestSellerIds } from "~/modules/orders/best-sellers.server";
import { loader as homeLoader } from "~/routes/storefront/home";
import { makeProduct } from "../setup/orders";
import { setupTestDatabase } from "../setup/test-database";
import { orderOfVariants, stockUp } from "../setup/variant-orders";
import { sofa } from "../setup/variants";

// Issue 34, item 4: the best sellers by variant (the admin's analytics) beside the best sellers
// by product, over the same orders; and the home page's best sellers, where a product sold in
// options is one card, its variants' sales together.

setupTestDatabase();

let noor: Awaited<ReturnType<typeof sofa>>;
let lamp: Awaited<ReturnType<typeof makeProduct>>;

beforeAll(async () => {
  noor = await sofa();
  await stockUp(noor.product.id);
  // A product without options, sold as its one variant: more units than any one variant of the
  // sofa, fewer than the sofa's variants together.
  lamp = await makeProduct({ price: 100_000, stock: 50, name: "Brass Floor Lamp" });
  const { product, variant } = noor;
  // Linen 3-seater PKR 200,000; velvet 3-seater 245,000; linen 2-seater 150,000; velvet 2-seater 215,000.
  await orderOfVariants([
    [product, variant("velvet3").id, 1],
    [product, variant("linen2").id, 2],
  ]);
  await orderOfVariants(
    [
      [product, variant("linen3").id, 1],
      [product, variant("linen2").id, 1],
    ],
    { status: "delivered" },
  );
  await orderOfVariants([[lamp, lamp.variantId, 4]], { status: "confirmed" });
  // Neither of these is a sale: a cancelled order, and a test order placed during the preview.
  await orderOfVariants([[product, variant("linen3").id, 9]], { status: "cancelled" });
  await orderOfVariants([[product, variant("velvet2").id, 3]], { isTest: true });
}, 120_000);

describe("best sellers by variant", () => {
  it("rank each variant sold by revenue over the orders that count, with its SKU, units and revenue", async () => {
    const { skus } = noor;
    expect(await topVariantsByRevenue()).toEqual([
      { product: "Noor Sofa", variant: "Linen, 2-seater", sku: skus.linen2, units: 3, revenue: 450_000 },
      { product: "Noor Sofa", variant: "Velvet, 3-seater", sku: skus.velvet3, units: 1, revenue: 245_000 },
      { product: "Noor Sofa", variant: "Linen, 3-seater", sku: skus.linen3, units: 1, revenue: 200_000 },
    ]);
    expect(await topVariantsByRevenue(2)).toHaveLength(2);
    expect(TOP_VARIANT_COUNT).toBeGreaterThanOrEqual(3);
    // The tab's table: a row per variant, its product, label and SKU side by side.
    const html = renderToStaticMarkup(createElement(TopVariants, { variants: await topVariantsByRevenue() }));
    const rows = [...html.matchAll(/<tr class="border-t[^"]*">(.*?)<\/tr>/g)].map((row) =>
      [...row[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => cell[1]),
    );
    expect(rows.map((cells) => cells.slice(0, 4))).toEqual([
      ["Noor Sofa", "Linen, 2-seater", skus.linen2, "3"],
      ["Noor Sofa", "Velvet, 3-seater", skus.velvet3, "1"],
      ["Noor Sofa", "Linen, 3-seater", skus.linen3, "1"],
    ]);
  });

  it("agree with the best sellers by product: the sofa's variants add up to the sofa", async () => {
    const { topProducts, topVariants } = await loadAnalytics();
    expect(topProducts).toEqual([
      { name: "Noor Sofa", units: 5, revenue: 895_000 },
      { name: "Brass Floor Lamp", units: 4, revenue: 400_000 },
    ]);
    const sofaRows = topVariants.filter((row) => row.product === "Noor Sofa");
    expect(sofaRows.reduce((sum, row) => sum + row.revenue, 0)).toBe(topProducts[0]!.revenue);
    expect(sofaRows.reduce((sum, row) => sum + row.units, 0)).toBe(topProducts[0]!.units);
    // A product without options has no variant to tell apart: it is in the products' table only.
    expect(topVariants.some((row) => row.product === "Brass Floor Lamp")).toBe(false);
  });

  it("keep the label each order recorded when an option is renamed after the sale", async () => {
    const before = await topVariantsByRevenue();
    const renamed = await db()
      .update(productOptionValues)
      .set({ value: "Belgian Linen" })
      .where(eq(productOptionValues.value, "Linen"))
      .returning({ id: productOptionValues.id });
    expect(renamed).toHaveLength(1);
    expect(await topVariantsByRevenue()).toEqual(before);
    // Put back for the tests after.
    await db()
      .update(productOptionValues)
      .set({ value: "Linen" })
      .where(eq(productOptionValues.value, "Belgian Linen"));
  });

  it("stop counting an order once it is cancelled, in both tables alike", async () => {
    const { product, variant } = noor;
    const order = await orderOfVariants([[product, variant("velvet3").id, 2]], { status: "in_production" });
    expect((await topVariantsByRevenue())[0]).toMatchObject({
      variant: "Velvet, 3-seater",
      units: 3,
      revenue: 735_000,
    });
    expect((await topProductsByRevenue())[0]).toMatchObject({ name: "Noor Sofa", units: 7, revenue: 1_385_000 });
    await db().update(orders).set({ status: "cancelled" }).where(eq(orders.id, order.id));
    expect((await topVariantsByRevenue())[0]).toMatchObject({ variant: "Linen, 2-seater", units: 3 });
    expect((await topProductsByRevenue())[0]).toMatchObject({ name: "Noor Sofa", units: 5, revenue: 895_000 });
  });
});

describe("the home page's best sellers", () => {
  it("count a product's variants together: the sofa (5 units over three variants) leads the lamp (4), on one card", async () => {
    expect(await bestSellerIds(8)).toEqual([noor.product.id, lamp.id]);
    const cards = (await homeLoader()).shelves.bestSellers;
    expect(cards.map((card) => card.slug)).toEqual([noor.product.slug, lamp.slug]);
  });
});
