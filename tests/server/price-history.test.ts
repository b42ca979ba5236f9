import { asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productOptionValues, products, productVariants, variantPriceHistory } from "~/db/schema";
import { lowestPriceBefore } from "~/modules/catalog/price-history.server";
import { saveVariantSet } from "~/modules/catalog/variants.server";
import { makeProduct } from "../setup/orders";
import { setupTestDatabase } from "../setup/test-database";
import { sku, sofa } from "../setup/variants";

// Issue 35: every price a variant has had, kept by the database at commit (drizzle/0029), and the
// lowest of a window before a moment, which a sale's 'was' price will read.

setupTestDatabase();

/** A variant's recorded prices, oldest first. */
const historyOf = async (variantId: string) =>
  (
    await db()
      .select({ price: variantPriceHistory.price })
      .from(variantPriceHistory)
      .where(eq(variantPriceHistory.variantId, variantId))
      .orderBy(asc(variantPriceHistory.recordedAt), asc(variantPriceHistory.id))
  ).map((row) => row.price);

const rowsOfProduct = async (productId: string) =>
  (await db().select().from(variantPriceHistory).where(eq(variantPriceHistory.productId, productId))).length;

// The sofa: base 200,000; Velvet +45,000; 2-seater -30,000; Linen 2-seater at its own 150,000.
describe("the price history", () => {
  it("gives a new product's variants their first price, and forgets a variant removed", async () => {
    const stool = await makeProduct({ price: 7_500, stock: 2 });
    expect(await historyOf(stool.variantId)).toEqual([7_500]);
    const { product, variant } = await sofa();
    expect(await historyOf(variant("linen3").id)).toEqual([200_000]);
    expect(await historyOf(variant("velvet3").id)).toEqual([245_000]);
    expect(await historyOf(variant("linen2").id)).toEqual([150_000]);
    expect(await historyOf(variant("velvet2").id)).toEqual([215_000]);
    // The default variant the sofa had before its options went with its history.
    expect(await rowsOfProduct(product.id)).toBe(4);
  });

  it("records a variant's own price, set and cleared", async () => {
    const { skus, variant } = await sofa();
    await db().update(productVariants).set({ price: 180_000 }).where(eq(productVariants.sku, skus.linen3));
    await db().update(productVariants).set({ price: null }).where(eq(productVariants.sku, skus.linen2));
    expect(await historyOf(variant("linen3").id)).toEqual([200_000, 180_000]);
    expect(await historyOf(variant("linen2").id)).toEqual([150_000, 170_000]);
    expect(await historyOf(variant("velvet3").id)).toEqual([245_000]);
  });

  it("records a surcharge's change in the variants that carry it", async () => {
    const { set, variant } = await sofa();
    const velvet = set.options[0]!.values.find((value) => value.value === "Velvet")!;
    await db().update(productOptionValues).set({ surcharge: 50_000 }).where(eq(productOptionValues.id, velvet.id));
    expect(await historyOf(variant("velvet3").id)).toEqual([245_000, 250_000]);
    expect(await historyOf(variant("velvet2").id)).toEqual([215_000, 220_000]);
    expect(await historyOf(variant("linen3").id)).toEqual([200_000]);
  });

  it("records a base price's change in the variants without their own price", async () => {
    const { product, variant } = await sofa();
    await db().update(products).set({ price: 210_000 }).where(eq(products.id, product.id));
    expect(await historyOf(variant("linen3").id)).toEqual([200_000, 210_000]);
    expect(await historyOf(variant("velvet2").id)).toEqual([215_000, 225_000]);
    expect(await historyOf(variant("linen2").id)).toEqual([150_000]);
  });

  it("records what the variant editor's save changes, once, and new variants' first price", async () => {
    const { product, draft, variant } = await sofa();
    const edited = structuredClone(draft);
    edited.options[1]!.values[1]!.surcharge = -25_000;
    edited.options[0]!.values.push({ value: "Boucle", surcharge: 60_000 });
    const boucle = sku("SOF-B3");
    edited.variants.push({ sku: boucle, values: ["Boucle", "3-seater"], stock: 1 });
    expect(await db().transaction((tx) => saveVariantSet(tx, product, edited))).toEqual({ ok: true });
    expect(await historyOf(variant("velvet2").id)).toEqual([215_000, 220_000]);
    expect(await historyOf(variant("linen3").id)).toEqual([200_000]);
    expect(await historyOf(variant("linen2").id)).toEqual([150_000]);
    const [added] = await db().select().from(productVariants).where(eq(productVariants.sku, boucle));
    expect(await historyOf(added!.id)).toEqual([260_000]);
  });

  it("records a transaction's last price once, and nothing for a save that changes no price", async () => {
    const { product, draft, skus, variant } = await sofa();
    await db().transaction(async (tx) => {
      for (const price of [190_000, 185_000, 180_000])
        await tx.update(productVariants).set({ price }).where(eq(productVariants.sku, skus.linen3));
    });
    expect(await historyOf(variant("linen3").id)).toEqual([200_000, 180_000]);
    const before = await rowsOfProduct(product.id);
    // The same options and prices with other stock, and the admin form writing the same base price.
    const restocked = { ...draft, variants: draft.variants.map((row) => ({ ...row, stock: 0 })) };
    restocked.variants[0] = { ...restocked.variants[0]!, price: 180_000 };
    expect(await db().transaction((tx) => saveVariantSet(tx, product, restocked))).toEqual({ ok: true });
    await db().update(products).set({ price: 200_000 }).where(eq(products.id, product.id));
    expect(await rowsOfProduct(product.id)).toBe(before);
  });
});

describe("lowestPriceBefore", () => {
  const at = new Date("2026-06-01T00:00:00Z");
  const daysBefore = (days: number, ms = 0) => new Date(at.getTime() - days * 86_400_000 + ms);

  /** A product's one variant with exactly this history instead of its own. */
  async function withHistory(rows: [Date, number][]) {
    const { variantId, id: productId } = await makeProduct({ price: 1, stock: 1 });
    await db().delete(variantPriceHistory).where(eq(variantPriceHistory.variantId, variantId));
    if (rows.length)
      await db()
        .insert(variantPriceHistory)
        .values(rows.map(([recordedAt, price]) => ({ variantId, productId, price, recordedAt })));
    return variantId;
  }

  it("is null when the history does not reach back the whole window", async () => {
    const young = await withHistory([[daysBefore(29), 50_000]]);
    const justShort = await withHistory([[daysBefore(30, 1), 50_000]]);
    const none = await withHistory([]);
    const lowest = await lowestPriceBefore(db(), [young, justShort, none], at);
    expect([...lowest.values()]).toEqual([null, null, null]);
    // A shorter window that the same history does cover.
    expect((await lowestPriceBefore(db(), [young], at, 29)).get(young)).toBe(50_000);
  });

  it("is the lowest of the price in force at the window's opening and every price within it", async () => {
    const cutAndRaise = await withHistory([
      [daysBefore(40), 60_000], // replaced before the window opens: not counted
      [daysBefore(35), 100_000], // in force at the opening
      [daysBefore(10), 80_000],
      [daysBefore(5), 120_000],
      [at, 50_000], // not before `at`
    ]);
    const steady = await withHistory([
      [daysBefore(45), 90_000],
      [daysBefore(3), 110_000],
    ]);
    const fromOpening = await withHistory([
      [daysBefore(30), 70_000], // exactly at the opening: in force then
      [daysBefore(1), 75_000],
    ]);
    const lowest = await lowestPriceBefore(db(), [cutAndRaise, steady, fromOpening], at);
    expect(Object.fromEntries(lowest)).toEqual({ [cutAndRaise]: 80_000, [steady]: 90_000, [fromOpening]: 70_000 });
    expect((await lowestPriceBefore(db(), [cutAndRaise], at, 7)).get(cutAndRaise)).toBe(80_000);
    expect((await lowestPriceBefore(db(), [cutAndRaise], at, 3)).get(cutAndRaise)).toBe(120_000);
    expect(await lowestPriceBefore(db(), [], at)).toEqual(new Map());
  });

  it("reads the history the database keeps", async () => {
    const { skus, variant } = await sofa();
    await db().update(productVariants).set({ price: 170_000 }).where(eq(productVariants.sku, skus.linen3));
    const ids = [variant("linen3").id, variant("velvet3").id];
    await db()
      .update(variantPriceHistory)
      .set({ recordedAt: daysBefore(31) })
      .where(inArray(variantPriceHistory.variantId, ids));
    // Both of linen's rows moved to before the window: the later one (170,000) was in force.
    const lowest = await lowestPriceBefore(db(), ids, at);
    expect(Object.fromEntries(lowest)).toEqual({ [ids[0]!]: 170_000, [ids[1]!]: 245_000 });
  });
});
