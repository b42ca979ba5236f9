import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { FURNITURE_KINDS, ROOM_KINDS } from "~/demo/illustration.types";
import { demoCategories } from "./categories";
import { demoPartners } from "./partners";
import { demoProducts } from "./products";
import { demoProjects } from "./projects";

const PARTNER_DIR = fileURLToPath(new URL("../../../public/partners/", import.meta.url));
const HEX = /^#[0-9a-f]{6}$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

describe("demo categories", () => {
  it("has the six shop categories, including Décor", () => {
    expect(demoCategories.map((category) => category.slug)).toEqual([
      "living-room",
      "bedroom",
      "dining-room",
      "office",
      "outdoor",
      "decor",
    ]);
    expect(demoCategories.find((category) => category.slug === "decor")?.name).toBe("Décor");
  });

  it("draws every category with a known room and hex palette", () => {
    for (const category of demoCategories) {
      expect(ROOM_KINDS).toContain(category.art.room);
      for (const colour of category.art.palette) expect(colour).toMatch(HEX);
    }
  });
});

describe("demo products", () => {
  it("has at least 40 products and at least 5 in every category", () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(40);
    for (const category of demoCategories) {
      const inCategory = demoProducts.filter((product) => product.categorySlug === category.slug);
      expect(inCategory.length, category.slug).toBeGreaterThanOrEqual(5);
    }
  });

  it("uses unique kebab-case slugs", () => {
    const slugs = demoProducts.map((product) => product.slug);
    expect(unique(slugs)).toBe(true);
    for (const slug of slugs) expect(slug).toMatch(SLUG);
  });

  it("only refers to categories that exist", () => {
    const known = new Set(demoCategories.map((category) => category.slug));
    for (const product of demoProducts) expect(known.has(product.categorySlug), product.slug).toBe(true);
  });

  it("prices in positive whole rupees and stock in non-negative whole units", () => {
    for (const product of demoProducts) {
      expect(Number.isInteger(product.price) && product.price > 0, product.slug).toBe(true);
      expect(Number.isInteger(product.stock) && product.stock >= 0, product.slug).toBe(true);
    }
  });

  it("has exactly three products out of stock", () => {
    expect(demoProducts.filter((product) => product.stock === 0)).toHaveLength(3);
  });

  it("spreads creation dates without ties", () => {
    const days = demoProducts.map((product) => product.createdDaysAgo);
    expect(unique(days)).toBe(true);
    for (const day of days) expect(Number.isInteger(day) && day >= 1 && day <= 300).toBe(true);
  });

  it("describes every picture with a known kind and hex colours", () => {
    for (const { slug, art } of demoProducts) {
      expect(FURNITURE_KINDS, slug).toContain(art.kind);
      for (const colour of [art.color, art.wood, art.accent ?? "#000000"]) expect(colour, slug).toMatch(HEX);
    }
  });

  it("has names that the search tests rely on", () => {
    const named = (word: string) =>
      demoProducts.filter((product) => product.name.toLowerCase().includes(word)).length;
    expect(named("sofa")).toBeGreaterThanOrEqual(3);
    expect(named("dining table")).toBeGreaterThanOrEqual(2);
    expect(named("bookshelf")).toBeGreaterThanOrEqual(1);
    expect(named("office chair")).toBeGreaterThanOrEqual(1);
  });
});

describe("demo projects", () => {
  it("has at least nine projects covering every category and sector", () => {
    expect(demoProjects.length).toBeGreaterThanOrEqual(9);
    expect(new Set(demoProjects.map((project) => project.category))).toEqual(
      new Set(["interior_design", "furniture", "home_decor"]),
    );
    expect(new Set(demoProjects.map((project) => project.sector))).toEqual(
      new Set(["residential", "commercial", "hospitality", "office"]),
    );
  });

  it("uses unique kebab-case slugs", () => {
    const slugs = demoProjects.map((project) => project.slug);
    expect(unique(slugs)).toBe(true);
    for (const slug of slugs) expect(slug).toMatch(SLUG);
  });

  it("has a completion date exactly when completed, and it is a valid ISO date", () => {
    for (const project of demoProjects) {
      if (project.status === "ongoing") {
        expect(project.completionDate, project.slug).toBeNull();
      } else {
        expect(project.completionDate, project.slug).not.toBeNull();
        expect(isIsoDate(project.completionDate ?? ""), project.slug).toBe(true);
      }
    }
    expect(demoProjects.some((project) => project.status === "ongoing")).toBe(true);
  });

  it("shows two or three scenes of known rooms per project", () => {
    for (const project of demoProjects) {
      expect(project.scenes.length, project.slug).toBeGreaterThanOrEqual(2);
      expect(project.scenes.length, project.slug).toBeLessThanOrEqual(3);
      for (const scene of project.scenes) {
        expect(ROOM_KINDS).toContain(scene.room);
        for (const colour of scene.palette) expect(colour).toMatch(HEX);
      }
    }
  });
});

describe("demo partners", () => {
  it("has sixteen partners, four per industry", () => {
    expect(demoPartners).toHaveLength(16);
    for (const industry of ["restaurant", "fashion", "retail", "chemicals"] as const) {
      expect(demoPartners.filter((partner) => partner.industry === industry), industry).toHaveLength(4);
    }
  });

  it("has unique names and logo files", () => {
    expect(unique(demoPartners.map((partner) => partner.name))).toBe(true);
    expect(unique(demoPartners.map((partner) => partner.logo))).toBe(true);
  });

  it("has a titled SVG logo under public/partners for every partner", () => {
    for (const partner of demoPartners) {
      expect(partner.logo).toMatch(/^[a-z0-9-]+\.svg$/);
      const file = `${PARTNER_DIR}${partner.logo}`;
      expect(existsSync(file), partner.logo).toBe(true);
      const svg = readFileSync(file, "utf8");
      expect(svg, partner.logo).toContain("<title>");
      expect(svg, partner.logo).toContain('viewBox="0 0 240 96"');
    }
  });
});
