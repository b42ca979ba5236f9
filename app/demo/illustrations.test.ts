import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { type DemoImageJob, demoImageJobs, demoImagePath, renderDemoImages } from "./demo-images.server";
import { IMAGE_WIDTHS } from "~/utils/image-widths";
import { FURNITURE_KINDS, PRODUCT_VIEWS, ROOM_KINDS, type ProductArt, type SceneArt } from "./illustration.types";
import { productSvg, sceneSvg } from "./illustrations";

const ART: Omit<ProductArt, "kind"> = { color: "#8a9a7b", wood: "#8b5e3c", accent: "#c9a36a" };
const PALETTE: SceneArt["palette"] = ["#efe6da", "#c49a6c", "#7a8b6f"];

function expectWellFormed(svg: string) {
  expect(svg.startsWith("<svg")).toBe(true);
  expect(svg).toContain('viewBox="0 0 1200 900"');
  expect(svg.endsWith("</svg>")).toBe(true);
  expect(svg).not.toMatch(/NaN|undefined|Infinity|null/);
  expect(svg).not.toMatch(/<text|<image|href=|@import|url\((?!#)/);
  // every element opened is closed (cheap XML balance check)
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name ?? "");
  }
  expect(stack).toEqual([]);
}

describe("productSvg", () => {
  it.each(FURNITURE_KINDS)("draws a well-formed, deterministic %s in every view", (kind) => {
    for (const view of PRODUCT_VIEWS) {
      const svg = productSvg({ kind, ...ART }, view);
      expectWellFormed(svg);
      expect(productSvg({ kind, ...ART }, view)).toBe(svg);
    }
  });

  it("draws every kind differently", () => {
    for (const view of PRODUCT_VIEWS) {
      const svgs = new Set(FURNITURE_KINDS.map((kind) => productSvg({ kind, ...ART }, view)));
      expect(svgs.size).toBe(FURNITURE_KINDS.length);
    }
  });

  it("gives the three views of a product different pictures", () => {
    const views = new Set(PRODUCT_VIEWS.map((view) => productSvg({ kind: "sofa", ...ART }, view)));
    expect(views.size).toBe(3);
  });

  it("follows the colours and copes without an accent or with bad hex", () => {
    expect(productSvg({ kind: "armchair", ...ART }, "studio")).not.toBe(
      productSvg({ kind: "armchair", ...ART, color: "#2f4858" }, "studio"),
    );
    expectWellFormed(productSvg({ kind: "bed", color: "#c9a9a6", wood: "#7b5b43" }, "room"));
    expectWellFormed(productSvg({ kind: "rug", color: "oops", wood: "#abc" }, "detail"));
  });
});

describe("sceneSvg", () => {
  it.each(ROOM_KINDS)("draws %s in three different, deterministic variants", (room) => {
    const svgs = [0, 1, 2].map((variant) => {
      const svg = sceneSvg({ room, palette: PALETTE }, variant);
      expectWellFormed(svg);
      expect(sceneSvg({ room, palette: PALETTE }, variant)).toBe(svg);
      return svg;
    });
    expect(new Set(svgs).size).toBe(3);
  });

  it("draws each room kind differently", () => {
    const svgs = new Set(ROOM_KINDS.map((room) => sceneSvg({ room, palette: PALETTE }, 0)));
    expect(svgs.size).toBe(ROOM_KINDS.length);
  });

  it("wraps out-of-range variants", () => {
    expect(sceneSvg({ room: "living", palette: PALETTE }, 4)).toBe(sceneSvg({ room: "living", palette: PALETTE }, 1));
  });
});

describe("demo image rendering", () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it("builds jobs for every product view, category and project scene", () => {
    const jobs = demoImageJobs({
      categories: [{ slug: "living", art: { room: "living", palette: PALETTE } }],
      products: [{ slug: "noor-sofa", art: { kind: "sofa", ...ART } }],
      projects: [
        {
          slug: "gulberg-villa",
          scenes: [
            { room: "living", palette: PALETTE },
            { room: "dining", palette: PALETTE },
          ],
        },
      ],
    });
    expect(jobs.map((job) => job.url)).toEqual([
      "/images/demo/products/noor-sofa-studio.webp",
      "/images/demo/products/noor-sofa-detail.webp",
      "/images/demo/products/noor-sofa-room.webp",
      "/images/demo/categories/living.webp",
      "/images/demo/projects/gulberg-villa-1.webp",
      "/images/demo/projects/gulberg-villa-2.webp",
    ]);
    expect(jobs[1]?.svg()).toBe(productSvg({ kind: "sofa", ...ART }, "detail"));
    expect(jobs[5]?.svg()).toBe(sceneSvg({ room: "dining", palette: PALETTE }, 1));
  });

  it("maps urls to files and refuses to leave the output directory", () => {
    expect(demoImagePath("/data/images", "/images/demo/products/noor-sofa-studio.webp", 800)).toBe(
      path.join("/data/images", "demo/products/noor-sofa-studio-800.webp"),
    );
    expect(() => demoImagePath("/data/images", "/images/../etc/passwd.webp", 400)).toThrow();
  });

  it("writes one WebP per width, then skips finished jobs", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "demo-images-"));
    dirs.push(dir);
    const jobs: DemoImageJob[] = [
      {
        url: "/images/demo/products/test-chair-studio.webp",
        svg: () => productSvg({ kind: "armchair", ...ART }, "studio"),
      },
      { url: "/images/demo/categories/test-room.webp", svg: () => sceneSvg({ room: "bedroom", palette: PALETTE }, 2) },
    ];
    expect(await renderDemoImages(dir, jobs, { concurrency: 2 })).toEqual({ rendered: 2, skipped: 0 });
    for (const job of jobs) {
      for (const width of IMAGE_WIDTHS) {
        const meta = await sharp(demoImagePath(dir, job.url, width)).metadata();
        expect(meta.format).toBe("webp");
        expect(meta.width).toBe(width);
        expect(meta.height).toBe((width * 3) / 4);
      }
    }
    expect((await readdir(path.join(dir, "demo/products"))).sort()).toEqual(
      IMAGE_WIDTHS.map((w) => `test-chair-studio-${w}.webp`).sort(),
    );
    let called = 0;
    const counted = jobs.map((job) => ({ url: job.url, svg: () => (called++, job.svg()) }));
    expect(await renderDemoImages(dir, counted)).toEqual({ rendered: 0, skipped: 2 });
    expect(called).toBe(0);
  }, 30_000);
});
