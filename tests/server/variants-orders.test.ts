import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { orderItems, products, productVariants } from "~/db/schema";
import { userOwner } from "~/modules/accounts/basket-owner.server";
import { addToCart, getCart } from "~/modules/cart/cart.server";
import { addToWishlist, getWishlist } from "~/modules/wishlist/wishlist.server";
import { updateProduct } from "~/modules/catalog/admin-products.server";
import { changeOrderStatus } from "~/modules/orders/change-status.server";
import { loader as productLoader } from "~/routes/storefront/furniture-item";
import { shopCalendar } from "~/utils/shop-time";
import { pageRequest } from "../setup/accounts";
import { TEST_ADMIN } from "../setup/audit";
import { args } from "../setup/custom-requests";
import { checkoutInput, expectOk, makeCustomer, makeCustomers, placeAsShown, SHOP_ORIGIN } from "../setup/orders";
import { setupTestDatabase } from "../setup/test-database";
import { sofa, stockOfProduct } from "../setup/variants";

// Issue 34: variants in the cart, at checkout (the last unit of one never sold twice), on the
// order and its cancelling, and on the product page.

setupTestDatabase();

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

describe("the wishlist", () => {
  it("keeps a product with options by its cheapest variant and shortest making time (its card links to the choice)", async () => {
    const { product } = await sofa();
    const owner = userOwner(await makeCustomer());
    expect(await addToWishlist(owner, product.id)).toBe(true);
    // Linen 2-seater at its own PKR 150,000; the velvet 2-seater is made in 6 weeks.
    expect((await getWishlist(owner))[0]).toMatchObject({
      productId: product.id,
      fromPrice: 150_000,
      madeToOrderWeeks: 6,
    });
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
