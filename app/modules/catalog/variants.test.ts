import { describe, expect, it } from "vitest";
import {
  chosenVariant,
  lineName,
  pickerGroups,
  priceRangeText,
  variantAvailability,
  variantLabel,
  variantPrice,
  variantQuantityLimit,
  type ProductVariant,
  type VariantSet,
} from "./variants";

const fabric = {
  id: "fabric",
  name: "Fabric",
  display: "swatches" as const,
  values: [
    { id: "linen", value: "Linen", surcharge: 0, swatchColor: "#d8cbb3", swatchImage: null },
    { id: "velvet", value: "Velvet", surcharge: 45_000, swatchColor: "#4b2e39", swatchImage: null },
    { id: "leather", value: "Leather", surcharge: 90_000, swatchColor: "#7a4a2c", swatchImage: null },
  ],
};
const size = {
  id: "size",
  name: "Size",
  display: "buttons" as const,
  values: [
    { id: "three", value: "3-seater", surcharge: 0, swatchColor: null, swatchImage: null },
    { id: "two", value: "2-seater", surcharge: -30_000, swatchColor: null, swatchImage: null },
  ],
};
const variant = (sku: string, valueIds: string[], extra: Partial<ProductVariant> = {}): ProductVariant => ({
  id: sku.toLowerCase(),
  sku,
  price: null,
  stock: 1,
  madeToOrder: false,
  leadTimeWeeks: null,
  images: [],
  isActive: true,
  valueIds,
  ...extra,
});
// Leather is sold only as a 3-seater, made to order; the velvet 2-seater is sold out.
const set: VariantSet = {
  options: [fabric, size],
  variants: [
    variant("L3", ["linen", "three"], { stock: 0 }),
    variant("L2", ["linen", "two"], { stock: 2 }),
    variant("V3", ["velvet", "three"], { stock: 1 }),
    variant("V2", ["velvet", "two"], { stock: 0 }),
    variant("X3", ["leather", "three"], { stock: 0, madeToOrder: true, leadTimeWeeks: 6 }),
    variant("OLD", ["linen", "three"], { isActive: false, stock: 9 }),
  ],
};
const bySku = (sku: string) => set.variants.find((row) => row.sku === sku)!;

describe("a variant's price, name and availability", () => {
  it("is its own price, or the base price with its values' surcharges", () => {
    expect(variantPrice(200_000, bySku("V2"), set.options)).toBe(215_000);
    expect(variantPrice(200_000, { ...bySku("V2"), price: 150_000 }, set.options)).toBe(150_000);
  });

  it("is named by its values in the options' order", () => {
    expect(variantLabel(bySku("X3"), set.options)).toBe("Leather, 3-seater");
    expect(variantLabel({ valueIds: [] }, [])).toBeNull();
    expect(lineName("Noor Sofa", "Velvet, 2-seater")).toBe("Noor Sofa (Velvet, 2-seater)");
    expect(lineName("Noor Sofa", null)).toBe("Noor Sofa");
  });

  it("is in stock, made to order (no stock, a batch of up to 10) or sold out", () => {
    expect(variantAvailability(bySku("L2"))).toEqual({ kind: "in_stock", stock: 2 });
    expect(variantAvailability(bySku("X3"))).toEqual({ kind: "made_to_order", weeks: 6 });
    expect(variantAvailability(bySku("V2"))).toEqual({ kind: "sold_out" });
    expect(variantAvailability(bySku("OLD"))).toEqual({ kind: "sold_out" });
    expect([bySku("L2"), bySku("X3"), bySku("V2"), bySku("OLD")].map(variantQuantityLimit)).toEqual([2, 10, 0, 0]);
  });

  it("gives a range of prices, or one price when they are all the same", () => {
    expect(priceRangeText([245_000, 150_000, 200_000])).toBe("PKR 150,000 – PKR 245,000");
    expect(priceRangeText([150_000, 150_000])).toBe("PKR 150,000");
  });
});

describe("the variant a page shows", () => {
  it("is the one the address names, by SKU in any case, if it is active", () => {
    expect(chosenVariant(set, "v2")?.sku).toBe("V2");
    expect(chosenVariant(set, " X3 ")?.sku).toBe("X3");
  });

  it("is otherwise the first in stock, then the first made to order, never a withdrawn one", () => {
    expect(chosenVariant(set, null)?.sku).toBe("L2");
    expect(chosenVariant(set, "OLD")?.sku).toBe("L2");
    const noStock: VariantSet = { ...set, variants: set.variants.map((row) => ({ ...row, stock: 0 })) };
    expect(chosenVariant(noStock, null)?.sku).toBe("X3");
  });
});

describe("the picker", () => {
  const groups = pickerGroups(set, bySku("V3"));

  it("offers each value some variant sells, marking the chosen ones", () => {
    expect(groups.map((group) => group.values.map((value) => [value.value, value.chosen]))).toEqual([
      [
        ["Linen", false],
        ["Velvet", true],
        ["Leather", false],
      ],
      [
        ["3-seater", true],
        ["2-seater", false],
      ],
    ]);
  });

  it("leads each value to the variant keeping the other choices where that combination is sold", () => {
    const [fabrics, sizes] = groups;
    expect(fabrics!.values.map((value) => value.variant.sku)).toEqual(["L3", "V3", "X3"]);
    expect(sizes!.values.map((value) => value.variant.sku)).toEqual(["V3", "V2"]);
    // From the leather 3-seater, '2-seater' leads to a 2-seater of another fabric: leather has none.
    const fromLeather = pickerGroups(set, bySku("X3"));
    expect(fromLeather[1]!.values.find((value) => value.value === "2-seater")!.variant.valueIds[1]).toBe("two");
  });

  it("keeps a sold-out combination choosable, and says it is sold out", () => {
    const twoSeater = groups[1]!.values.find((value) => value.value === "2-seater")!;
    expect(twoSeater).toMatchObject({ soldOut: true, variant: { sku: "V2" } });
    const leather = groups[0]!.values.find((value) => value.value === "Leather")!;
    expect(leather.soldOut).toBe(false);
  });

  it("leaves out a value no active variant has", () => {
    const withdrawn: VariantSet = {
      ...set,
      variants: set.variants.map((row) => (row.valueIds[0] === "leather" ? { ...row, isActive: false } : row)),
    };
    expect(pickerGroups(withdrawn, bySku("V3"))[0]!.values.map((value) => value.value)).toEqual(["Linen", "Velvet"]);
  });
});
