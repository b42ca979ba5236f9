import { describe, expect, it } from "vitest";
import { toDraft, withProductPictures, type EditorRow, type VariantEditor } from "./variant-editor";

// The variant editor's pictures by value: a variant shows its values' pictures, and only the
// product's own pictures are kept.

const value = (key: string, word: string, pictures: string[] = []) => ({
  key,
  value: word,
  surcharge: "",
  color: "",
  pictures,
});
const row = (keys: string[], sku: string): EditorRow => ({
  keys,
  sku,
  price: "",
  stock: "2",
  loadedStock: "2",
  weeks: "",
  state: "active",
});

describe("pictures by value", () => {
  it("gives each variant its values' pictures, each once, and reads a value's back from its variants", () => {
    const withPictures: VariantEditor = {
      options: [
        {
          name: "Fabric",
          display: "swatches",
          values: [value("vel", "Velvet", ["/a.webp", "/b.webp"]), value("lin", "Linen")],
        },
        {
          name: "Size",
          display: "buttons",
          values: [value("s2", "2-seater", ["/b.webp", "/c.webp"]), value("s3", "3-seater")],
        },
      ],
      rows: [row(["vel", "s2"], "V2"), row(["vel", "s3"], "V3"), row(["lin", "s3"], "L3")],
    };
    const drafted = toDraft(withPictures);
    if (!drafted.ok) throw new Error(drafted.message);
    expect(drafted.draft.variants.map((variant) => [variant.sku, variant.images])).toEqual([
      ["V2", ["/a.webp", "/b.webp", "/c.webp"]],
      ["V3", ["/a.webp", "/b.webp"]],
      ["L3", []],
    ]);
    // Kept to the product's own pictures, in the product's order.
    const kept = withProductPictures(withPictures, ["/c.webp", "/b.webp"]);
    expect(kept.options.map((option) => option.values.map((value) => value.pictures))).toEqual([
      [["/b.webp"], []],
      [["/c.webp", "/b.webp"], []],
    ]);
  });
});
