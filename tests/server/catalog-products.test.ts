import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products } from "~/db/schema";
import { demoCategories } from "~/demo/data/categories";
import { listCatalog, listCategories } from "~/modules/catalog/catalog.server";
import { getActiveProduct, isProductHandle, relatedProducts } from "~/modules/catalog/product.server";
import {
  INACTIVE_SLUG,
  activeRows,
  byId,
  filtersOf,
  ids,
  search,
  seedCatalogFixtures,
  walk,
} from "../setup/catalog-fixtures";
import { setupTestDatabase } from "../setup/test-database";

const database = setupTestDatabase();
const db = () => database.handle.db;

beforeAll(() => seedCatalogFixtures(db()));

describe("inactive products", () => {
  it("are hidden from every listing though still in the table and the search index", async () => {
    const [inactive] = await db().select().from(products).where(eq(products.slug, INACTIVE_SLUG));
    expect(inactive?.isActive).toBe(false);
    // The trigger indexed it, so only the active filter keeps it out.
    const indexed = (await db().execute(
      sql`select count(*)::int as count from products where search_vector @@ to_tsquery('english', 'mothballed')`,
    )) as unknown as { rows: { count: number }[] };
    expect(indexed.rows[0]?.count).toBe(1);

    for (const sort of ["newest", "price-asc", "price-desc", "name"] as const) {
      expect(ids((await walk({ sort })).cards), sort).not.toContain(inactive!.id);
    }
    const narrowed = await walk({ category: "living-room", minPrice: 99_000, maxPrice: 99_000, inStock: true });
    expect(narrowed.total).toBe(0);
  });

  it("are never found by search", async () => {
    const [inactive] = await db().select().from(products).where(eq(products.slug, INACTIVE_SLUG));
    expect(await listCatalog(filtersOf({ q: "mothballed" }))).toMatchObject({ total: 0, products: [] });
    for (const q of ["mothbaled", "sofa", "velvet sofa", "mothballed sofa", "retired"]) {
      expect(ids((await search(q)).cards), q).not.toContain(inactive!.id);
    }
  });

  it("are not returned by getActiveProduct, by slug or by id", async () => {
    const [inactive] = await db().select().from(products).where(eq(products.slug, INACTIVE_SLUG));
    expect(await getActiveProduct(INACTIVE_SLUG)).toBeNull();
    expect(await getActiveProduct(inactive!.id)).toBeNull();
    expect(await getActiveProduct(inactive!.id.toUpperCase())).toBeNull();
  });

  it("are not among related products", async () => {
    const [inactive] = await db().select().from(products).where(eq(products.slug, INACTIVE_SLUG));
    const sofa = await getActiveProduct("noor-walnut-three-seater-sofa");
    expect(sofa?.categoryId).toBe(inactive!.categoryId);
    expect(ids(await relatedProducts(sofa!, 100))).not.toContain(inactive!.id);
    expect(ids(await relatedProducts(sofa!))).not.toContain(inactive!.id);
  });
});

describe("getActiveProduct", () => {
  it("finds a product by slug, with its category", async () => {
    const product = await getActiveProduct("haveli-two-door-wardrobe");
    expect(product).toMatchObject({
      slug: "haveli-two-door-wardrobe",
      name: "Haveli Two-Door Wardrobe",
      price: 265_000,
      stock: 3,
      categorySlug: "bedroom",
      categoryName: "Bedroom",
    });
    expect(product?.images.length).toBeGreaterThan(0);
  });

  it("finds a product by id, in lower or upper case", async () => {
    const [row] = await db().select({ id: products.id }).from(products).where(eq(products.slug, "qalam-writing-desk"));
    expect(row!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await getActiveProduct(row!.id))?.slug).toBe("qalam-writing-desk");
    expect((await getActiveProduct(row!.id.toUpperCase()))?.slug).toBe("qalam-writing-desk");
  });

  it("returns null for a missing slug or a random id", async () => {
    expect(await getActiveProduct("no-such-product")).toBeNull();
    expect(await getActiveProduct(randomUUID())).toBeNull();
    expect(await getActiveProduct("00000000-0000-0000-0000-000000000000")).toBeNull();
  });

  it("returns null for malformed handles without querying badly", async () => {
    const malformed = [
      "",
      "../etc/passwd",
      "Haveli-Two-Door-Wardrobe",
      "haveli two door wardrobe",
      "haveli--two",
      "-haveli",
      "haveli-",
      "haveli_two",
      "sofa'; drop table products; --",
      "%",
      "a".repeat(201),
      "{00000000-0000-0000-0000-000000000000}",
      "00000000-0000-0000-0000-00000000000g",
      "00000000000000000000000000000000",
      "zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz",
      "🛋️",
    ];
    for (const handle of malformed) expect(await getActiveProduct(handle), handle).toBeNull();
    expect(isProductHandle("haveli-two-door-wardrobe")).toBe(true);
    expect(isProductHandle(randomUUID().toUpperCase())).toBe(true);
    for (const handle of ["", "../etc/passwd", "Haveli", "a".repeat(201), "{x}"]) {
      expect(isProductHandle(handle), handle).toBe(false);
    }
  });
});

describe("relatedProducts", () => {
  it("gives up to four other active products of the same category", async () => {
    for (const slug of ["multani-blue-pottery-vase", "haveli-two-door-wardrobe", "clifton-poolside-lounger"]) {
      const product = await getActiveProduct(slug);
      expect(product, slug).not.toBeNull();
      const related = await relatedProducts(product!);
      expect(related, slug).toHaveLength(4);
      for (const card of related) {
        expect(card.categorySlug, slug).toBe(product!.categorySlug);
        expect(card.id, slug).not.toBe(product!.id);
      }
    }
  });

  it("orders in-stock products first, then newest first", async () => {
    const vase = await getActiveProduct("multani-blue-pottery-vase");
    const expected = (await activeRows())
      .filter((row) => row.categoryId === vase!.categoryId && row.id !== vase!.id)
      .sort(
        (a, b) =>
          Number(b.stock > 0) - Number(a.stock > 0) || b.createdAt.getTime() - a.createdAt.getTime() || byId(a, b),
      );
    expect(expected.some((row) => row.stock === 0)).toBe(true);
    expect(ids(await relatedProducts(vase!, 100))).toEqual(ids(expected));
    expect(ids(await relatedProducts(vase!))).toEqual(ids(expected.slice(0, 4)));
  });

  it("gives nothing for a product without a category", async () => {
    expect(await relatedProducts({ id: randomUUID(), categoryId: null })).toEqual([]);
  });
});

describe("listCategories", () => {
  it("lists the shop's categories in the shop's order", async () => {
    const rows = await listCategories();
    expect(rows.slice(0, demoCategories.length).map((row) => [row.slug, row.name])).toEqual(
      demoCategories.map((category) => [category.slug, category.name]),
    );
  });
});
