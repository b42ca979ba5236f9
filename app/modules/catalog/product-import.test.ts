import { describe, expect, it } from "vitest";
import { checkImportItem, IMPORT_MAX_ITEMS, INVALID_FORMAT, parseImportFile } from "./product-import";

const categories = [
  { id: "0b6f5d1e-1c2a-4b3c-9d8e-7f6a5b4c3d2e", name: "Living Room", slug: "living-room" },
  { id: "1c7f5d1e-1c2a-4b3c-9d8e-7f6a5b4c3d2e", name: "Décor", slug: "decor" },
];
const [living, decor] = categories as [(typeof categories)[0], (typeof categories)[0]];

const reason = (item: unknown) => {
  const result = checkImportItem(item, categories);
  return result.ok ? null : result.reason;
};

describe("parseImportFile", () => {
  it("takes an array (with or without a byte-order mark)", () => {
    expect(parseImportFile('[{"name":"A"}]')).toEqual({ ok: true, items: [{ name: "A" }] });
    expect(parseImportFile("\uFEFF[]")).toEqual({ ok: true, items: [] });
  });

  it("refuses anything else as the spec says", () => {
    for (const text of ['{"name":"A"}', "not json", "", "42", "null"]) {
      expect(parseImportFile(text)).toEqual({ ok: false, message: INVALID_FORMAT });
    }
  });

  it("refuses more items than the limit", () => {
    const result = parseImportFile(JSON.stringify(Array.from({ length: IMPORT_MAX_ITEMS + 1 }, () => ({}))));
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/at most 5,000/) });
  });
});

describe("checkImportItem", () => {
  it("fills in the spec's defaults, with the first category", () => {
    expect(checkImportItem({}, categories)).toEqual({
      ok: true,
      product: {
        name: "Imported Product",
        description: null,
        price: 0,
        stock: 0,
        images: [],
        imageAlts: [],
        categoryId: living.id,
        dimensions: null,
        materials: null,
        isActive: true,
      },
    });
    expect(checkImportItem({ name: "  ", description: null, price: null }, categories)).toMatchObject({
      ok: true,
      product: { name: "Imported Product", price: 0 },
    });
  });

  it("finds a category by id, slug or name, in any case", () => {
    for (const category of [decor.id, "decor", "DÉCOR", " Décor "]) {
      expect(checkImportItem({ category }, categories)).toMatchObject({ product: { categoryId: decor.id } });
    }
    expect(checkImportItem({ category_id: decor.id }, categories)).toMatchObject({ product: { categoryId: decor.id } });
    expect(reason({ category: "kitchen" })).toBe("Unknown category 'kitchen'.");
  });

  it("reads prices and stock as whole numbers, from numbers or text", () => {
    expect(checkImportItem({ price: 45000, stock: "3" }, categories)).toMatchObject({
      product: { price: 45000, stock: 3 },
    });
    expect(checkImportItem({ price: "45,000.00" }, categories)).toMatchObject({ product: { price: 45000 } });
  });

  it("says why an item is refused", () => {
    expect(reason(null)).toBe("Each item must be a JSON object.");
    expect(reason([1])).toBe("Each item must be a JSON object.");
    expect(reason({ name: 7 })).toBe("The name must be text.");
    expect(reason({ price: -1 })).toBe("The price cannot be negative.");
    expect(reason({ price: 99.5 })).toBe("Prices are whole rupees: leave out the paise.");
    expect(reason({ stock: 1.5 })).toBe("Stock is a whole number of pieces.");
    expect(reason({ stock: -2 })).toBe("Stock cannot be negative.");
    expect(reason({ images: ["ftp://x/y.jpg"] })).toMatch(/is not an image URL/);
    expect(reason({ images: "https://a.example/x.jpg, /media/../etc" })).toMatch(/is not an image URL/);
    expect(reason({ is_active: "yes" })).toBe("is_active must be true or false.");
    expect(checkImportItem({ name: "X" }, [])).toEqual({
      ok: false,
      reason: "There is no category to put it in: add a category first.",
    });
  });

  it("takes images as an array or a comma-separated list", () => {
    const images = ["https://cdn.example.com/a.jpg", "/images/demo/products/x.webp"];
    expect(checkImportItem({ images }, categories)).toMatchObject({ product: { images } });
    expect(checkImportItem({ images: images.join(" , ") }, categories)).toMatchObject({ product: { images } });
  });
});
