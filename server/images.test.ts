import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SWATCH_IMAGE_WIDTH, demoImageUrl } from "~/demo/demo-image-names";
import { demoImageJobs } from "~/demo/demo-images.server";
import { imageHandler } from "./images";

// The URLs the demo seed stores are the ones the host serves: a swatch URL has no `?w=`.
const SWATCH = { kind: "velvet", color: "#7b2f2a" } as const;
const swatchUrl = demoImageUrl.swatch(SWATCH);
const productUrl = demoImageUrl.product("noor-sofa")[0]!;
let dir = "";
let app: Hono;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "image-handler-"));
  const jobs = demoImageJobs({
    categories: [],
    products: [{ slug: "noor-sofa", art: { kind: "sofa", color: "#8a9a7b", wood: "#8b5e3c" } }],
    projects: [],
    swatches: [SWATCH],
  });
  app = new Hono();
  app.get("/images/*", imageHandler(dir, new Map(jobs.map((job) => [job.url, job]))));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

const sizeOf = async (res: Response) => sharp(Buffer.from(await res.arrayBuffer())).metadata();

describe("imageHandler", () => {
  it("renders a demo swatch on first request and serves its one small square at the stored URL", async () => {
    for (const address of [swatchUrl, `${swatchUrl}?w=${SWATCH_IMAGE_WIDTH}`, `${swatchUrl}?w=1200`]) {
      const res = await app.request(address);
      expect(res.status, address).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("image/webp");
      expect(await sizeOf(res)).toMatchObject({ width: SWATCH_IMAGE_WIDTH, height: SWATCH_IMAGE_WIDTH });
    }
  });

  it("still serves product pictures at the asked width, the largest by default", async () => {
    expect(await sizeOf(await app.request(`${productUrl}?w=400`))).toMatchObject({ width: 400, height: 300 });
    expect(await sizeOf(await app.request(productUrl))).toMatchObject({ width: 1200, height: 900 });
    expect((await app.request(`${productUrl}?w=${SWATCH_IMAGE_WIDTH}`)).status).toBe(200);
    expect((await app.request("/images/demo/swatches/velvet-000000.webp")).status).toBe(404);
  });
});
