import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, categories, mediaVariants } from "~/db/schema";
import { getActiveProduct } from "~/modules/catalog/product.server";
import { loader as editLoader } from "~/routes/admin/product-edit";
import { loader as listLoader } from "~/routes/admin/products";
import { allProducts, args, type Fields, productRow, setupAdminProducts, thrown } from "../setup/admin-products";

/**
 * The Products tab through its route modules, as the browser calls them:
 * adding, editing and the list.
 */
const { category, request, validForm, add, edit, addOk } = setupAdminProducts();

describe("adding a product", () => {
  it("saves every field, active, with a slug from its name", async () => {
    const result = await add(validForm());
    expect(result).toMatchObject({ status: 200, body: { notice: { text: "Product added successfully!" } } });
    const row = await productRow(result.body.product.id);
    expect(row).toMatchObject({
      name: "Noor Walnut Sofa",
      slug: "noor-walnut-sofa",
      price: 185_000,
      stock: 4,
      isActive: true,
      archivedAt: null,
      categoryId: category.living,
      dimensions: "220 × 90 × 85 cm",
      images: ["https://cdn.example.com/sofa.jpg", "/images/demo/products/sofa.webp"],
    });
  });

  it("accepts '12,500.00' as 12,500 rupees and an empty image list as none", async () => {
    const { id } = await addOk(validForm({ name: "Brass Lamp", price: "12,500.00", images: " , " }));
    expect(await productRow(id)).toMatchObject({ price: 12_500, images: [] });
  });

  it("never gives a product a category's slug, nor another product's", async () => {
    const first = await addOk(validForm({ name: "Living Room" }));
    const second = await addOk(validForm({ name: "Living  room!" }));
    const again = await addOk(validForm({ name: "Noor Walnut Sofa" }));
    expect(first.slug).toBe("living-room-2");
    expect(second.slug).toBe("living-room-3");
    expect(again.slug).toBe("noor-walnut-sofa-2");
    const categorySlugs = (await db().select({ slug: categories.slug }).from(categories)).map((row) => row.slug);
    const productSlugs = (await allProducts()).map((row) => row.slug);
    expect(productSlugs.filter((slug) => categorySlugs.includes(slug))).toEqual([]);
  });

  it("refuses bad input with a message per field and saves nothing", async () => {
    const before = await allProducts();
    const cases: [Fields, string, RegExp][] = [
      [validForm({ price: "-5" }), "price", /cannot be negative/],
      [validForm({ price: "999.50" }), "price", /whole rupees/],
      [validForm({ stock: "2.5" }), "stock", /whole number/],
      [validForm({ stock: "-1" }), "stock", /cannot be negative/],
      [validForm({ name: "   " }), "name", /enter a product name/],
      [validForm({ categoryId: "" }), "categoryId", /choose a category/],
      [validForm({ categoryId: randomUUID() }), "categoryId", /no longer exists/],
      [validForm({ images: "javascript:alert(1)" }), "images", /not an image URL/],
    ];
    for (const [form, field, message] of cases) {
      const result = await add(form);
      expect(result.status, field).toBe(400);
      expect(result.body.notice).toMatchObject({ tone: "error", text: "Failed to add product." });
      expect(result.body.errors[field]).toMatch(message);
      // The typed values come back, so the form can be shown again as it was.
      expect(result.body.values.name).toBe(form.name);
    }
    const { name: _name, ...withoutName } = validForm();
    expect((await add(withoutName)).body.errors.name).toMatch(/enter a product name/);
    expect(await allProducts()).toEqual(before);
  });

  it("stores a picture sent with the form itself (no JavaScript) with the product", async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#8a5a3a" } })
      .png()
      .toBuffer();
    const { id } = await addOk(
      validForm({ name: "Form Upload Chair", upload: new File([new Uint8Array(png)], "chair.png") }),
    );
    const row = await productRow(id);
    expect(row!.images).toHaveLength(3);
    const mediaId = /^\/media\/([0-9a-f-]{36})\.webp$/.exec(row!.images[2]!)?.[1];
    expect(mediaId).toBeDefined();
    expect(await db().select().from(mediaVariants).where(eq(mediaVariants.imageId, mediaId!))).toHaveLength(6);
  });
});

describe("editing a product", () => {
  it("shows the product in its form, and saves changes keeping its address", async () => {
    const { id, slug } = await addOk(validForm({ name: "Margalla Desk" }));
    const page = await editLoader(args(request(`/admin/products/${id}`), { id }));
    expect(page.product).toMatchObject({ id, name: "Margalla Desk", price: 185_000 });
    const result = await edit(
      id,
      validForm({ name: "Margalla Writing Desk", price: "99000", stock: "0", categoryId: category.bedroom }),
    );
    expect(result).toMatchObject({ status: 200, body: { notice: { text: "Product updated successfully!" } } });
    expect(await productRow(id)).toMatchObject({
      name: "Margalla Writing Desk",
      slug,
      price: 99_000,
      stock: 0,
      categoryId: category.bedroom,
    });
  });

  it("refuses bad input and leaves the product as it was", async () => {
    const { id } = await addOk(validForm({ name: "Sohni Nightstand" }));
    const before = await productRow(id);
    for (const form of [validForm({ price: "-1" }), validForm({ stock: "1.5" }), validForm({ name: "" })]) {
      const result = await edit(id, form);
      expect(result.status).toBe(400);
      expect(result.body.notice.text).toBe("Failed to update product.");
    }
    expect(await productRow(id)).toEqual(before);
  });

  it("answers 404 for an unknown product", async () => {
    const missing = randomUUID();
    expect((await thrown(() => editLoader(args(request(`/admin/products/${missing}`), { id: missing })))).status).toBe(
      404,
    );
    expect((await edit(missing, validForm())).status).toBe(404);
  });
});

describe("the product list", () => {
  it("lists newest first, searches by name, filters by category and pages", async () => {
    const page = await listLoader(args(request("/admin/products")));
    const newest = (await allProducts()).sort((a, b) => +b.createdAt - +a.createdAt || (a.id < b.id ? -1 : 1));
    expect(page.products.map((row) => row.id)).toEqual(newest.slice(0, 20).map((row) => row.id));
    const search = await listLoader(args(request("/admin/products?q=walnut")));
    expect(search.products.map((row) => row.name).every((name) => /walnut/i.test(name))).toBe(true);
    expect(search.total).toBeGreaterThan(0);
    const bedroom = await listLoader(args(request(`/admin/products?category=${category.bedroom}`)));
    expect(bedroom.products.map((row) => row.name)).toEqual(["Margalla Writing Desk"]);
  });
});

describe("a product's pictures", () => {
  const gallery = (pictures: { url: string; alt: string }[]): Fields => {
    const form: Fields = validForm({ name: "Shisham Console" });
    delete form.images;
    pictures.forEach((picture, index) => {
      form[`images.${index}.url`] = picture.url;
      form[`images.${index}.alt`] = picture.alt;
    });
    return form;
  };

  it("saves the gallery's order and alt texts, reorders them on edit, and the shop reads that order", async () => {
    const pictures = [
      { url: "/images/demo/products/a.webp", alt: "The console from the front" },
      { url: "https://cdn.example.com/b.jpg", alt: "" },
      { url: "/images/demo/products/c.webp", alt: "Its brass handles" },
    ];
    const { id, slug } = await addOk(gallery(pictures));
    expect(await productRow(id)).toMatchObject({
      images: pictures.map((picture) => picture.url),
      imageAlts: pictures.map((picture) => picture.alt),
    });
    const page = await editLoader(args(request(`/admin/products/${id}`), { id }));
    expect(page.product).toMatchObject({ imageAlts: pictures.map((picture) => picture.alt) });

    // The third moved to the front, as the Move buttons or a drag leave the form.
    const reordered = [pictures[2]!, pictures[0]!, { ...pictures[1]!, alt: "Side view" }];
    expect((await edit(id, gallery(reordered))).status).toBe(200);
    expect(await productRow(id)).toMatchObject({
      images: reordered.map((picture) => picture.url),
      imageAlts: ["Its brass handles", "The console from the front", "Side view"],
    });
    const shown = await getActiveProduct(slug);
    expect(shown).toMatchObject({
      images: reordered.map((picture) => picture.url),
      imageAlts: reordered.map((p) => p.alt),
    });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "product.updated"), eq(auditLog.targetId, id)));
    expect(entry!.changes).toMatchObject({
      images: { after: reordered.map((picture) => picture.url) },
      imageAlts: { after: ["Its brass handles", "The console from the front", "Side view"] },
    });
  });

  it("refuses a long alt text or a bad address, naming the picture, and changes nothing", async () => {
    const { id } = await addOk(gallery([{ url: "/images/demo/products/a.webp", alt: "" }]));
    const before = await productRow(id);
    const long = await edit(id, gallery([{ url: "/images/demo/products/a.webp", alt: "x".repeat(201) }]));
    expect(long.status).toBe(400);
    expect(long.body.errors.images).toMatch(/alt text of picture 1 is too long/);
    const bad = await edit(id, { ...gallery([]), "images.add": "ftp://cdn.example.com/x.jpg" });
    expect(bad.body.errors.images).toMatch(/is not an image URL/);
    expect(await productRow(id)).toEqual(before);
  });
});
