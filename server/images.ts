import fs from "node:fs/promises";
import path from "node:path";
import type { Context } from "hono";
import { demoImageWidths } from "~/demo/demo-image-names";
import { renderDemoImages, type DemoImageJob } from "~/demo/demo-images.server";

const SAFE_PATH = /^[a-z0-9][a-z0-9/_-]*\.webp$/;

/**
 * Serves `/images/<path>.webp?w=<width>` from `<imagesDir>/<path>-<width>.webp`.
 * A demo picture not rendered yet (the first minute of a fresh install) is
 * rendered on demand, once, however many requests ask for it at the same time.
 */
export function imageHandler(imagesDir: string, demoJobs: Map<string, DemoImageJob>) {
  const rendering = new Map<string, Promise<unknown>>();

  return async (c: Context) => {
    const url = c.req.path;
    const relative = url.slice("/images/".length);
    if (!SAFE_PATH.test(relative) || relative.includes("..")) return c.notFound();
    // Pictures come at the product widths; swatches at one small width (also the default for them).
    const widths = demoImageWidths(url);
    const requested = Number(c.req.query("w"));
    const width = widths.find((candidate) => candidate === requested) ?? Math.max(...widths);
    const file = path.join(imagesDir, `${relative.slice(0, -".webp".length)}-${width}.webp`);

    let body = await fs.readFile(file).catch(() => null);
    const job = demoJobs.get(url);
    if (!body && job) {
      const pending =
        rendering.get(url) ??
        renderDemoImages(imagesDir, [job], { concurrency: 1 }).finally(() => rendering.delete(url));
      rendering.set(url, pending);
      await pending;
      body = await fs.readFile(file).catch(() => null);
    }
    if (!body) return c.notFound();
    return c.body(new Uint8Array(body), 200, {
      "Content-Type": "image/webp",
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  };
}
