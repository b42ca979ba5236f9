import { describe, expect, it } from "vitest";
import { firstFreeSlug, slugify } from "./slug";

describe("slugify", () => {
  it("lowercases and turns whitespace runs into one hyphen (the spec's rule)", () => {
    expect(slugify("Living Room")).toBe("living-room");
    expect(slugify("  Garden \t  Furniture  ")).toBe("garden-furniture");
  });

  it("makes the result URL-safe", () => {
    expect(slugify("Décor")).toBe("decor");
    expect(slugify("Beds & Bedside Tables")).toBe("beds-bedside-tables");
    expect(slugify("Kids' Room / Nursery")).toBe("kids-room-nursery");
    expect(slugify("--Office--")).toBe("office");
  });

  it("returns nothing usable for text without Latin letters or digits", () => {
    expect(slugify("فرنیچر")).toBe("");
    expect(slugify("!!!")).toBe("");
  });

  it("keeps slugs short without a trailing hyphen", () => {
    const slug = slugify("a ".repeat(100), 10);
    expect(slug.length).toBeLessThanOrEqual(10);
    expect(slug).not.toMatch(/-$/);
  });
});

describe("firstFreeSlug", () => {
  it("keeps a free slug and numbers a taken one", () => {
    expect(firstFreeSlug("sofa", new Set())).toBe("sofa");
    expect(firstFreeSlug("sofa", new Set(["sofa"]))).toBe("sofa-2");
    expect(firstFreeSlug("sofa", new Set(["sofa", "sofa-2", "sofa-3"]))).toBe("sofa-4");
  });
});
