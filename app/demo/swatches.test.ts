import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
// The demo's swatch pictures (issue 34, item 7): drawn like the product pictures, one small file each.
import { demoProductOptions, demoSwatches } from "./data/product-options";
import { SWATCH_IMAGE_WIDTH, demoImageUrl, demoImageWidths } from "./demo-image-names";
import { demoImageJobs, demoImagePath, renderDemoImages } from "./demo-images.server";
import { SWATCH_KINDS, type SwatchKind } from "./illustration.types";
import { swatchSvg } from "./illustrations";

function expectWellFormed(svg: string) {
  expect(svg.startsWith("<svg")).toBe(true);
  expect(svg).toContain('viewBox="0 0 120 120"');
  expect(svg.endsWith("</svg>")).toBe(true);
  expect(svg).not.toMatch(/NaN|undefined|Infinity|null/);
  expect(svg).not.toMatch(/<text|<image|href=|@import|url\((?!#)/);
  // every element opened is closed, and every url(#id) points at a definition
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name ?? "");
  }
  expect(stack).toEqual([]);
  for (const [, id] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(svg).toContain(`id="${id}"`);
}

const swatchValues = Object.entries(demoProductOptions).flatMap(([slug, draft]) =>
  draft.options
    .filter((option) => option.display === "swatches")
    .flatMap((option) => option.values.map((value) => ({ slug, option: option.name, ...value }))),
);

/** The material a value's name promises, worked out apart from the demo data's own lookup. */
const NAMED: [RegExp, SwatchKind][] = [
  [/Velvet$/, "velvet"],
  [/Acrylic$/, "canvas"],
  [/Walnut|Ebonised/, "walnut"],
  [/Sheesham/, "sheesham"],
  [/Teak/, "teak"],
  [/Oak/, "oak"],
  [/Brass/, "brass"],
  [/Lacquer/, "lacquer"],
  [/^Ajrak/, "ajrak"],
  [/^Truck-Art/, "truck-art"],
  [/^Jamawar$/, "jamawar"],
  [/^Khaddar$/, "khaddar"],
  [/^Linen$/, "linen"],
];

function materialOf(option: string, value: string): SwatchKind | undefined {
  if (option === "Leather" || value === "Leather") return "leather";
  if (option === "Finish" && value === "Black") return "powder-coat";
  return NAMED.find(([name]) => name.test(value))?.[1];
}

describe("swatchSvg", () => {
  it.each(SWATCH_KINDS)("draws a well-formed, deterministic %s", (kind) => {
    for (const color of ["#8b1e24", "#efe6d2", "#1f1c1a"]) {
      const svg = swatchSvg({ kind, color });
      expectWellFormed(svg);
      expect(swatchSvg({ kind, color })).toBe(svg);
      expect(svg.length).toBeLessThan(16_000);
    }
  });

  it("draws every kind differently, follows the colour and copes with bad hex", () => {
    const svgs = new Set(SWATCH_KINDS.map((kind) => swatchSvg({ kind, color: "#7a4e2d" })));
    expect(svgs.size).toBe(SWATCH_KINDS.length);
    expect(swatchSvg({ kind: "velvet", color: "#3b4a6b" })).not.toBe(swatchSvg({ kind: "velvet", color: "#7b2f2a" }));
    expectWellFormed(swatchSvg({ kind: "ajrak", color: "oops" }));
  });
});

describe("demo swatch pictures", () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it("gives every swatch value of the demo a picture the render jobs produce", () => {
    expect(swatchValues.length).toBeGreaterThanOrEqual(40);
    const jobs = new Map(
      demoImageJobs({ categories: [], products: [], projects: [], swatches: demoSwatches }).map((job) => [
        job.url,
        job,
      ]),
    );
    for (const value of swatchValues) {
      expect(value.swatchImage, `${value.slug}: ${value.value}`).toMatch(
        /^\/images\/demo\/swatches\/[a-z0-9-]+\.webp$/,
      );
      expect(jobs.has(value.swatchImage!), value.swatchImage!).toBe(true);
    }
    // One job per file, however many products share a material and colour.
    expect(jobs.size).toBe(new Set(swatchValues.map((value) => value.swatchImage)).size);
    expect(jobs.size).toBeLessThan(swatchValues.length);
  });

  it("draws each value as the material its name says, in its own colour", () => {
    for (const value of swatchValues) {
      const kind = materialOf(value.option, value.value);
      expect(kind, `${value.slug}: ${value.value} names no known material`).toBeDefined();
      expect(value.swatchImage).toBe(demoImageUrl.swatch({ kind: kind!, color: value.swatchColor! }));
    }
  });

  it("renders a swatch once, as one small square WebP where the host looks for it", async () => {
    const url = demoImageUrl.swatch({ kind: "truck-art", color: "#2f5d62" });
    expect(demoImageWidths(url)).toEqual([SWATCH_IMAGE_WIDTH]);
    const dir = await mkdtemp(path.join(os.tmpdir(), "demo-swatches-"));
    dirs.push(dir);
    const jobs = demoImageJobs({
      categories: [],
      products: [],
      projects: [],
      swatches: [{ kind: "truck-art", color: "#2f5d62" }],
    });
    expect(await renderDemoImages(dir, jobs)).toEqual({ rendered: 1, skipped: 0 });
    const meta = await sharp(demoImagePath(dir, url, SWATCH_IMAGE_WIDTH)).metadata();
    expect(meta).toMatchObject({ format: "webp", width: SWATCH_IMAGE_WIDTH, height: SWATCH_IMAGE_WIDTH });
    expect(await readdir(path.join(dir, "demo/swatches"))).toEqual([`truck-art-2f5d62-${SWATCH_IMAGE_WIDTH}.webp`]);
    expect(await renderDemoImages(dir, jobs)).toEqual({ rendered: 0, skipped: 1 });
  });
});
