import { describe, expect, it } from "vitest";
// The demo data held to the catalog's own rules, and to what the issue asks the demo to show.
import { variantDraftProblem, type VariantDraft, type VariantSetDraft } from "~/modules/catalog/variant-draft";
import { demoProductOptions } from "./product-options";
import { demoProducts } from "./products";

/** The demo's own type is the catalog's draft: this does not compile if the two drift apart. */
const drafts = demoProductOptions;

const productOf = new Map(demoProducts.map((product) => [product.slug, product]));
const entries = Object.entries(drafts);

/**
 * The only demo products that may have options: browser and server tests rely on every other
 * one being a product without options (its name, price, stock and 'Add to Cart' on its card).
 */
const ALLOWED_SLUGS = [
  "basant-truck-art-outdoor-sofa",
  "shalimar-wingback-armchair",
  "saba-velvet-reading-chair",
  "chiniot-carved-king-bed",
  "badshahi-eight-seater-dining-table",
  "shisham-six-seater-dining-table",
  "gol-bagh-round-dining-table",
  "chiniot-carved-dining-chair",
  "jahangir-walnut-sideboard",
  "jharoka-sheesham-bookshelf",
  "sardar-leather-executive-office-chair",
  "kitab-ghar-walnut-bookshelf",
  "majlis-ten-seater-conference-table",
  "veranda-teak-patio-table",
  "monsoon-rattan-lounger",
  "thar-handloom-rug",
  "lalten-brass-floor-lamp",
];

function basePriceOf(slug: string): number {
  const product = productOf.get(slug);
  if (!product) throw new Error(`No demo product ${slug}`);
  return product.price;
}

/** What the variant costs: its own price, or the base price with its values' surcharges. */
function computedPrice(draft: VariantSetDraft, variant: VariantDraft, basePrice: number): number {
  if (variant.price !== undefined && variant.price !== null) return variant.price;
  return variant.values.reduce((sum, word, index) => {
    const value = draft.options[index]!.values.find((candidate) => candidate.value === word);
    return sum + (value?.surcharge ?? 0);
  }, basePrice);
}

const combinationCount = (draft: VariantSetDraft) =>
  draft.options.reduce((count, option) => count * option.values.length, 1);

describe("demo product options", () => {
  it("covers at least 13 demo products", () => {
    expect(entries.length).toBeGreaterThanOrEqual(13);
  });

  it("names only existing demo products", () => {
    for (const slug of ALLOWED_SLUGS) expect(productOf.has(slug), slug).toBe(true);
    for (const [slug] of entries) expect(productOf.has(slug), slug).toBe(true);
  });

  it("puts options only on products no other test relies on as a product without options", () => {
    for (const [slug] of entries) expect(ALLOWED_SLUGS, slug).toContain(slug);
  });

  it.each(entries)("%s passes the draft rules against its demo price", (slug, draft) => {
    expect(variantDraftProblem(draft, basePriceOf(slug))).toBeNull();
  });

  it("uses every SKU once across the whole file, upper-case and short", () => {
    const skus = entries.flatMap(([, draft]) => draft.variants.map((variant) => variant.sku));
    expect(new Set(skus).size).toBe(skus.length);
    for (const sku of skus) expect(sku).toMatch(/^[A-Z0-9][A-Z0-9-]{0,23}$/);
  });

  it("prices every variant at a positive round thousand of rupees", () => {
    for (const [slug, draft] of entries) {
      for (const variant of draft.variants) {
        const price = computedPrice(draft, variant, basePriceOf(slug));
        expect(price, variant.sku).toBeGreaterThan(0);
        expect(price % 1_000, variant.sku).toBe(0);
      }
    }
  });

  it("keeps small stocks, none on made-to-order variants, adding up to exactly the demo stock", () => {
    for (const [slug, draft] of entries) {
      let total = 0;
      for (const variant of draft.variants) {
        const stock = variant.stock ?? 0;
        expect(stock, variant.sku).toBeGreaterThanOrEqual(0);
        expect(stock, variant.sku).toBeLessThanOrEqual(6);
        if (variant.madeToOrder) {
          expect(stock, variant.sku).toBe(0);
          expect(variant.leadTimeWeeks, variant.sku).toBeGreaterThanOrEqual(4);
          expect(variant.leadTimeWeeks, variant.sku).toBeLessThanOrEqual(8);
        }
        total += stock;
      }
      const demoStock = productOf.get(slug)!.stock;
      expect(total, slug).toBe(demoStock);
      if (demoStock > 0) expect(draft.variants.some((variant) => (variant.stock ?? 0) > 0), slug).toBe(true);
    }
  });

  it("gives every swatch a colour", () => {
    for (const [, draft] of entries) {
      for (const option of draft.options.filter((candidate) => candidate.display === "swatches")) {
        for (const value of option.values) expect(value.swatchColor, value.value).toMatch(/^#[0-9a-f]{6}$/);
      }
    }
  });

  it("shows made-to-order pieces, left-out combinations, a sold-out variant and three options", () => {
    const madeToOrder = entries.filter(([, draft]) => draft.variants.some((variant) => variant.madeToOrder));
    expect(madeToOrder.length).toBeGreaterThanOrEqual(3);
    const partial = entries.filter(([, draft]) => draft.variants.length < combinationCount(draft));
    expect(partial.length).toBeGreaterThanOrEqual(2);
    const soldOut = entries.flatMap(([, draft]) =>
      draft.variants.filter((variant) => !variant.madeToOrder && (variant.stock ?? 0) === 0),
    );
    expect(soldOut.length).toBeGreaterThanOrEqual(1);
    expect(entries.some(([, draft]) => draft.options.length === 3)).toBe(true);
  });

  it("prices the bed and the rug per size with the variant's own price, some sizes made to order", () => {
    for (const slug of ["chiniot-carved-king-bed", "thar-handloom-rug"]) {
      const draft = drafts[slug]!;
      expect(draft.options.map((option) => option.name), slug).toEqual(["Size"]);
      expect(draft.options[0]!.display, slug).toBe("buttons");
      for (const variant of draft.variants) expect(variant.price, variant.sku).toEqual(expect.any(Number));
      expect(draft.variants.some((variant) => variant.madeToOrder), slug).toBe(true);
    }
    const bed = drafts["chiniot-carved-king-bed"]!;
    expect(bed.variants.filter((variant) => variant.madeToOrder).length).toBeGreaterThanOrEqual(2);
    expect(drafts["thar-handloom-rug"]!.options[0]!.values.map((value) => value.value)).toEqual(
      expect.arrayContaining(["5 x 7 ft", "6 x 9 ft", "8 x 10 ft"]),
    );
  });

  it("offers fabric swatches on the outdoor sofa and the chairs, one of them with sizes too", () => {
    const seats = [
      "basant-truck-art-outdoor-sofa",
      "shalimar-wingback-armchair",
      "saba-velvet-reading-chair",
      "chiniot-carved-dining-chair",
    ];
    for (const slug of seats) {
      const fabric = drafts[slug]?.options.find((option) => option.name === "Fabric");
      expect(fabric?.display, slug).toBe("swatches");
    }
    expect(seats.some((slug) => drafts[slug]!.options.some((option) => option.name === "Size"))).toBe(true);
  });

  it("offers finish swatches and seats on the dining tables, and the lamp in brass, antique brass or black", () => {
    for (const slug of [
      "badshahi-eight-seater-dining-table",
      "shisham-six-seater-dining-table",
      "gol-bagh-round-dining-table",
    ]) {
      const names = drafts[slug]!.options.map((option) => option.name);
      expect(names, slug).toEqual(["Finish", "Seats"]);
      expect(drafts[slug]!.options[0]!.display, slug).toBe("swatches");
    }
    const lamp = drafts["lalten-brass-floor-lamp"]!.options.find((option) => option.name === "Finish");
    expect(lamp?.values.map((value) => value.value)).toEqual(["Brass", "Antique Brass", "Black"]);
  });
});
