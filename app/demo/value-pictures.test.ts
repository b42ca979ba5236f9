import { describe, expect, it } from "vitest";
import { demoCategories } from "./data/categories";
import { demoProductOptions, demoValuePictures } from "./data/product-options";
import { demoProducts } from "./data/products";
import { demoProjects } from "./data/projects";
import { demoProductImages } from "./data/value-pictures";
import { demoImageJobs } from "./demo-images.server";
import { productSvg } from "./illustrations";

// Issue 34: a demo piece sold in fabrics or finishes is pictured in each, so choosing one changes
// the product page's pictures.

describe("the demo's pictures by fabric and finish", () => {
  const jobs = new Set(
    demoImageJobs({
      categories: demoCategories,
      products: demoProducts,
      projects: demoProjects,
      valuePictures: demoValuePictures,
    }).map((job) => job.url),
  );

  it("draws every coloured swatch value of every piece, each a different picture of the piece", () => {
    for (const [slug, draft] of Object.entries(demoProductOptions)) {
      const option = draft.options.find((candidate) => candidate.display === "swatches");
      if (!option) continue;
      const mine = demoValuePictures.filter((picture) => picture.slug === slug);
      expect(mine.map((picture) => picture.value)).toEqual(
        option.values.filter((value) => value.swatchColor).map((value) => value.value),
      );
      const drawn = new Set(mine.map((picture) => productSvg(picture.art, "studio")));
      expect(drawn.size, slug).toBe(mine.length);
      for (const picture of mine) expect(jobs.has(picture.url), picture.url).toBe(true);
    }
  });

  it("shows each variant its value's picture first, and lists it among the product's pictures", () => {
    const basant = demoProductOptions["basant-truck-art-outdoor-sofa"]!;
    const ajrak = basant.variants.find((variant) => variant.values[0] === "Ajrak Print")!;
    expect(ajrak.images![0]).toBe("/images/demo/products/basant-truck-art-outdoor-sofa-studio-ajrak-print.webp");
    const images = demoProductImages("basant-truck-art-outdoor-sofa", demoValuePictures);
    for (const variant of basant.variants) {
      for (const url of variant.images ?? []) expect(images).toContain(url);
    }
    // The product's own first picture (its card's) stays the plain studio one.
    expect(images[0]).toBe("/images/demo/products/basant-truck-art-outdoor-sofa-studio.webp");
  });
});
