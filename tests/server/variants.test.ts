import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { orderItems, productOptions, products, productVariants } from "~/db/schema";
import { userOwner } from "~/modules/accounts/basket-owner.server";
import { addToCart, getCart } from "~/modules/cart/cart.server";
import type { VariantSetDraft } from "~/modules/catalog/variant-draft";
import { loadVariantSet, saveVariantSet } from "~/modules/catalog/variants.server";
import { variantLabel, variantPrice } from "~/modules/catalog/variants";
import { changeOrderStatus } from "~/modules/orders/change-status.server";
import { TEST_ADMIN } from "../setup/audit";
import {
  checkoutInput,
  expectOk,
  makeCustomer,
  makeCustomers,
  makeProduct,
  placeAsShown,
  SHOP_ORIGIN,
} from "../setup/orders";
import { setupTestDatabase } from "../setup/test-database";
import { loader as productLoader } from "~/routes/storefront/furniture-item";
import { updateProduct } from "~/modules/catalog/admin-products.server";
import { pageRequest } from "../setup/accounts";
import { args } from "../setup/custom-requests";
import { shopCalendar } from "~/utils/shop-time";

// Issue 34 (first part): a product is sold as variants. Their stock, price and name reach the
// cart and the order; the last unit of one variant is never sold twice; bad drafts store nothing.

setupTestDatabase();

let skuCounter = 0;
const sku = (stem: string) => `${stem}-${Date.now().toString(36).toUpperCase()}-${++skuCounter}`;

/** A sofa in two fabrics (velvet +PKR 45,000) and two sizes; 3-seater velvet has one unit left. */
async function sofa() {
  const product = await makeProduct({ price: 200_000, stock: 0, name: "Noor Sofa" });
  const skus = { linen3: sku("SOF-L3"), velvet3: sku("SOF-V3"), linen2: sku("SOF-L2"), velvet2: sku("SOF-V2") };
  const draft: VariantSetDraft = {
    options: [
      {
        name: "Fabric",
        display: "swatches",
        values: [
          { value: "Linen", swatchColor: "#d8cbb3" },
          { value: "Velvet", surcharge: 45_000, swatchColor: "#4b2e39" },
        ],
      },
      { name: "Size", values: [{ value: "3-seater" }, { value: "2-seater", surcharge: -30_000 }] },
    ],
    variants: [
      { sku: skus.linen3, values: ["Linen", "3-seater"], stock: 4 },
      { sku: skus.velvet3, values: ["Velvet", "3-seater"], stock: 1 },
      { sku: skus.linen2, values: ["Linen", "2-seater"], price: 150_000, stock: 2 },
      { sku: skus.velvet2, values: ["Velvet", "2-seater"], madeToOrder: true, leadTimeWeeks: 6 },
    ],
  };
  expect(await db().transaction((tx) => saveVariantSet(tx, product, draft))).toEqual({ ok: true });
  const set = await loadVariantSet(db(), product.id);
  const bySku = (code: string) => set.variants.find((variant) => variant.sku === code)!;
  return { product, set, skus, variant: (key: keyof typeof skus) => bySku(skus[key]) };
}

const stockOfProduct = async (id: string) =>
  (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

describe("the model", () => {
  it("prices and names each variant, and keeps the product's stock as the sum of its variants'", async () => {
    const { product, set, variant } = await sofa();
    expect(set.options.map((option) => option.name)).toEqual(["Fabric", "Size"]);
    expect(variantPrice(product.price, variant("velvet3"), set.options)).toBe(245_000);
    expect(variantPrice(product.price, variant("linen3"), set.options)).toBe(200_000);
    // Its own price wins over the surcharges.
    expect(variantPrice(product.price, variant("linen2"), set.options)).toBe(150_000);
    expect(variantLabel(variant("velvet2"), set.options)).toBe("Velvet, 2-seater");
    // The default variant made with the product is gone; 4 + 1 + 2 (+ 0 made to order).
    expect(set.variants).toHaveLength(4);
    expect(await stockOfProduct(product.id)).toBe(7);
  });

  it("refuses a stock written on a product with options: its stock is kept per variant", async () => {
    const { product } = await sofa();
    await expect(db().update(products).set({ stock: 50 }).where(eq(products.id, product.id))).rejects.toThrow();
    expect(await stockOfProduct(product.id)).toBe(7);
  });

  it("keeps a variant by its SKU when the options are saved again (its cart lines and orders stay with it)", async () => {
    const { product, variant, skus } = await sofa();
    const before = variant("linen3").id;
    const draft: VariantSetDraft = {
      options: [{ name: "Fabric", values: [{ value: "Linen" }] }],
      variants: [{ sku: skus.linen3.toLowerCase(), values: ["linen"], stock: 9 }],
    };
    expect(await db().transaction((tx) => saveVariantSet(tx, product, draft))).toEqual({ ok: true });
    const set = await loadVariantSet(db(), product.id);
    expect(set.variants.map((row) => [row.id, row.sku, row.stock])).toEqual([[before, skus.linen3, 9]]);
    expect(await stockOfProduct(product.id)).toBe(9);
  });
});

describe("bad drafts store nothing", () => {
  const base = (): VariantSetDraft => ({
    options: [{ name: "Size", values: [{ value: "King" }, { value: "Queen" }] }],
    variants: [
      { sku: sku("BED-K"), values: ["King"], stock: 1 },
      { sku: sku("BED-Q"), values: ["Queen"], stock: 1 },
    ],
  });
  const cases: [string, (draft: VariantSetDraft) => void, RegExp][] = [
    ["a duplicate SKU", (d) => (d.variants[1]!.sku = d.variants[0]!.sku.toLowerCase()), /is used twice/],
    ["a value used twice", (d) => d.options[0]!.values.push({ value: "king" }), /used twice in Size/],
    [
      "more than 3 options",
      (d) => d.options.push(...["A", "B", "C"].map((name) => ({ name, values: [{ value: "One" }] }))),
      /at most 3 options/,
    ],
    [
      "more than 200 variants",
      (d) => {
        d.options[0]!.values = Array.from({ length: 30 }, (_, i) => ({ value: `W${i}` }));
        d.options.push({ name: "Height", values: Array.from({ length: 7 }, (_, i) => ({ value: `H${i}` })) });
        d.variants = d.options[0]!.values.flatMap((w, i) =>
          d.options[1]!.values.map((h, j) => ({ sku: `BIG-${i}-${j}`, values: [w.value, h.value] })),
        );
      },
      /at most 200 variants/,
    ],
    ["a surcharge that makes a price negative", (d) => (d.options[0]!.values[1]!.surcharge = -500_000), /below zero/],
    ["a variant without a value of each option", (d) => (d.variants[0]!.values = []), /needs one value of each option/],
    ["a value that is not the option's", (d) => (d.variants[0]!.values = ["Single"]), /not a value of Size/],
    ["the same combination twice", (d) => (d.variants[1]!.values = ["King"]), /Two variants are King/],
    [
      "stock on a piece made to order",
      (d) => Object.assign(d.variants[0]!, { madeToOrder: true, leadTimeWeeks: 6, stock: 2 }),
      /keeps no stock/,
    ],
    [
      "a lead time past a year",
      (d) => Object.assign(d.variants[0]!, { madeToOrder: true, leadTimeWeeks: 60, stock: 0 }),
      /1 to 52 weeks/,
    ],
    ["a swatch colour that is not one", (d) => (d.options[0]!.values[0]!.swatchColor = "red;"), /#6b4f3a/],
  ];

  it.each(cases)("refuses %s with a clear message", async (_name, spoil, message) => {
    const bed = await makeProduct({ price: 90_000, stock: 3, name: "Palang" });
    const draft = base();
    spoil(draft);
    const result = await db().transaction((tx) => saveVariantSet(tx, bed, draft));
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(message) });
    // Nothing stored: the product keeps its one variant and no options.
    const variants = await db().select().from(productVariants).where(eq(productVariants.productId, bed.id));
    expect(variants.map((row) => row.stock)).toEqual([3]);
    expect(await db().select().from(productOptions).where(eq(productOptions.productId, bed.id))).toEqual([]);
  });

  it("refuses an SKU another product has", async () => {
    const { skus } = await sofa();
    const bed = await makeProduct({ price: 90_000, stock: 3, name: "Palang" });
    const draft = base();
    draft.variants[0]!.sku = skus.velvet3;
    expect(await db().transaction((tx) => saveVariantSet(tx, bed, draft))).toEqual({
      ok: false,
      message: `The SKU ${skus.velvet3} belongs to another product.`,
    });
  });
});

describe("the cart and the order, per variant", () => {
  it("takes two variants of one sofa as two lines, at their own prices, with their names", async () => {
    const { product, variant } = await sofa();
    const owner = userOwner(await makeCustomer());
    expect(await addToCart(owner, product.id, 1)).toEqual({
      ok: false,
      status: 400,
      message: "Please choose one of this piece's options first.",
    });
    expect(await addToCart(owner, product.id, 1, variant("velvet3").id)).toMatchObject({ ok: true, quantity: 1 });
    // Capped at the variant's own stock (one), not the product's total (seven).
    expect(await addToCart(owner, product.id, 3, variant("velvet3").id)).toMatchObject({
      ok: true,
      quantity: 1,
      added: 0,
    });
    expect(await addToCart(owner, product.id, 2, variant("linen2").id)).toMatchObject({ ok: true, quantity: 2 });
    const cart = await getCart(owner);
    expect(cart.lines.map((line) => [line.variantLabel, line.price, line.quantity])).toEqual([
      ["Velvet, 3-seater", 245_000, 1],
      ["Linen, 2-seater", 150_000, 2],
    ]);
    expect(cart.total).toBe(545_000);
  });

  it("refuses a variant of another product, whatever the post says", async () => {
    const first = await sofa();
    const second = await sofa();
    const owner = userOwner(await makeCustomer());
    expect(await addToCart(owner, first.product.id, 1, second.variant("linen3").id)).toMatchObject({
      ok: false,
      status: 404,
    });
    expect((await getCart(owner)).lines).toEqual([]);
  });

  it("orders each variant with its SKU and name, takes its stock, and a cancellation gives it back", async () => {
    const { product, variant, skus } = await sofa();
    const user = await makeCustomer();
    await addToCart(userOwner(user), product.id, 1, variant("velvet3").id);
    await addToCart(userOwner(user), product.id, 2, variant("velvet2").id);
    const { order } = expectOk(await placeAsShown(user, checkoutInput()));
    // The made-to-order piece (6 weeks) shapes the window: nothing comes before it is made.
    const sixWeeksOn = shopCalendar(new Date(Date.now() + 42 * 86_400_000)).date;
    expect(order.deliveryEarliest! >= sixWeeksOn).toBe(true);
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.map((item) => [item.sku, item.variantLabel, item.unitPrice, item.quantity]).sort()).toEqual(
      [
        [skus.velvet3, "Velvet, 3-seater", 245_000, 1],
        [skus.velvet2, "Velvet, 2-seater", 215_000, 2],
      ].sort(),
    );
    const stocks = async () =>
      Object.fromEntries(
        (
          await db()
            .select({ sku: productVariants.sku, stock: productVariants.stock })
            .from(productVariants)
            .where(inArray(productVariants.sku, Object.values(skus)))
        ).map((row) => [row.sku, row.stock]),
      );
    // The velvet 3-seater's last unit is taken; the made-to-order piece keeps no stock.
    expect(await stocks()).toEqual({ [skus.linen3]: 4, [skus.velvet3]: 0, [skus.linen2]: 2, [skus.velvet2]: 0 });
    expect(await stockOfProduct(product.id)).toBe(6);
    const admin = { kind: "admin" as const, by: TEST_ADMIN };
    expect(await changeOrderStatus(order.id, "cancelled", admin, SHOP_ORIGIN)).toMatchObject({ ok: true });
    expect(await stocks()).toEqual({ [skus.linen3]: 4, [skus.velvet3]: 1, [skus.linen2]: 2, [skus.velvet2]: 0 });
    expect(await stockOfProduct(product.id)).toBe(7);
  });
});

describe("the last unit of one variant", () => {
  it("50 buyers racing for it give exactly one order, and the other variants are untouched", async () => {
    const { product, variant, skus } = await sofa();
    const buyers = await makeCustomers(50);
    for (const buyer of buyers) {
      expect(await addToCart(userOwner(buyer), product.id, 1, variant("velvet3").id)).toMatchObject({ ok: true });
    }
    const results = await Promise.all(buyers.map((buyer) => placeAsShown(buyer, checkoutInput())));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    for (const result of results.filter((result) => !result.ok)) {
      expect(result).toMatchObject({
        ok: false,
        status: 409,
        message: "Not enough stock: Noor Sofa (Velvet, 3-seater) is sold out.",
      });
    }
    const rows = await db()
      .select({ sku: productVariants.sku, stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.productId, product.id));
    expect(Object.fromEntries(rows.map((row) => [row.sku, row.stock]))).toEqual({
      [skus.linen3]: 4,
      [skus.velvet3]: 0,
      [skus.linen2]: 2,
      [skus.velvet2]: 0,
    });
  });
});

describe("the product page of a product with options", () => {
  type Page = {
    product: { price: number; stock: number };
    variants: { chosen: { sku: string; label: string }; named: boolean; groups: { name: string }[] } | null;
    url: string;
    jsonLd: string;
  };
  const open = async (slug: string, search = "") =>
    (await productLoader(args(pageRequest(`/furniture/${slug}${search}`), { handle: slug }))) as Page;

  it("shows the variant its address names, at its price and with what one order may take", async () => {
    const { product, skus } = await sofa();
    const velvet = await open(product.slug, `?variant=${skus.velvet3.toLowerCase()}`);
    expect(velvet.variants).toMatchObject({ chosen: { sku: skus.velvet3, label: "Velvet, 3-seater" }, named: true });
    expect(velvet.product).toMatchObject({ price: 245_000, stock: 1 });
    // The variant's own address, for sharing and for search engines.
    expect(velvet.url).toMatch(new RegExp(`/furniture/${product.slug}\\?variant=${skus.velvet3}$`));
    // Search engines get the group and each variant at its own address and price.
    const group = JSON.parse(velvet.jsonLd) as {
      "@type": string;
      hasVariant: { sku: string; url: string; offers: { price: string; availability: string } }[];
    };
    expect(group["@type"]).toBe("ProductGroup");
    expect(group.hasVariant).toHaveLength(4);
    expect(group.hasVariant.find((offer) => offer.sku === skus.velvet2)).toMatchObject({
      url: expect.stringMatching(new RegExp(`\\?variant=${skus.velvet2}$`)),
      offers: { price: "215000", availability: "https://schema.org/MadeToOrder" },
    });
    // A made-to-order piece: a batch, never 'out of stock'.
    expect((await open(product.slug, `?variant=${skus.velvet2}`)).product).toMatchObject({ price: 215_000, stock: 10 });
  });

  it("shows the first variant in stock for the bare address or an SKU it does not sell", async () => {
    const { product, skus } = await sofa();
    for (const search of ["", "?variant=NO-SUCH-SKU"]) {
      const page = await open(product.slug, search);
      expect(page.variants).toMatchObject({ chosen: { sku: skus.linen3 }, named: false });
      expect(page.url).not.toContain("variant=");
    }
  });

  it("keeps the variants' stock when the owner saves the product's form", async () => {
    const { product } = await sofa();
    const input = {
      name: product.name,
      description: null,
      price: 210_000,
      stock: 99,
      categoryId: null,
      dimensions: null,
      materials: null,
      images: [],
      imageAlts: [],
    };
    expect(await updateProduct(product.id, input as never, TEST_ADMIN)).toBe(true);
    const [row] = await db().select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ price: 210_000, stock: 7 });
  });
});
