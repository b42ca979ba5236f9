/**
 * Renders the generated demo illustrations to WebP files, once per width.
 * Files already on disk are skipped, so a restart is instant; each file is
 * written to a temporary name and renamed, so a crash never leaves half an image.
 */
import { mkdir, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { demoImageUrl, demoImageWidths, isDemoSwatchUrl } from "./demo-image-names";
import { PRODUCT_VIEWS, type ProductArt, type SceneArt, type SwatchArt } from "./illustration.types";
import { SWATCH_SVG_SIZE, productSvg, sceneSvg, swatchSvg } from "./illustrations";

export type DemoImageJob = { url: string; svg: () => string };

/** Product and scene SVGs are drawn 1200 px wide at 4:3; swatches are small squares. */
const SVG_WIDTH = 1200;

function formatOf(url: string) {
  const widths = demoImageWidths(url);
  const square = isDemoSwatchUrl(url);
  return {
    widths,
    svgWidth: square ? SWATCH_SVG_SIZE : SVG_WIDTH,
    heightOf: (w: number) => Math.round(square ? w : (w * 3) / 4),
  };
}

/** `/images/demo/products/x.webp` + 800 → `<outDir>/demo/products/x-800.webp`. */
export function demoImagePath(outDir: string, url: string, width: number): string {
  const rel = url.replace(/^\/?images\//, "").replace(/\.webp$/, "");
  if (!rel || rel.split("/").some((part) => part === ".." || part === ""))
    throw new Error(`Bad demo image url: ${url}`);
  return path.join(outDir, `${rel}-${width}.webp`);
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).size > 0;
  } catch {
    return false;
  }
}

let tempCounter = 0;

async function writeAtomic(file: string, data: Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.${++tempCounter}.tmp`;
  try {
    await writeFile(tmp, data);
    await rename(tmp, file);
  } catch (error) {
    await unlink(tmp).catch(() => undefined);
    throw error;
  }
}

async function renderJob(outDir: string, job: DemoImageJob): Promise<boolean> {
  const { widths, svgWidth, heightOf } = formatOf(job.url);
  const largest = Math.max(...widths);
  const files = widths.map((width) => ({ width, file: demoImagePath(outDir, job.url, width) }));
  const present = await Promise.all(files.map((f) => exists(f.file)));
  if (present.every(Boolean)) return false;
  const firstFile = files[0]?.file;
  if (firstFile) await mkdir(path.dirname(firstFile), { recursive: true });
  // Rasterise the SVG once at the largest width, then scale down for the rest.
  const { data, info } = await sharp(Buffer.from(job.svg()), { density: (72 * largest) / svgWidth })
    .resize(largest, heightOf(largest), { fit: "fill" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  for (const [i, { width, file }] of files.entries()) {
    if (present[i]) continue;
    const webp = await sharp(data, { raw })
      .resize(width, heightOf(width), { fit: "fill" })
      .webp({ quality: 78, effort: 4 })
      .toBuffer();
    await writeAtomic(file, webp);
  }
  return true;
}

export async function renderDemoImages(
  outDir: string,
  jobs: DemoImageJob[],
  options: { concurrency?: number } = {},
): Promise<{ rendered: number; skipped: number }> {
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? 4));
  let next = 0;
  let rendered = 0;
  let skipped = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < jobs.length) {
      const job = jobs[next++];
      if (!job) break;
      try {
        if (await renderJob(outDir, job)) rendered++;
        else skipped++;
      } catch (error) {
        failure ??= { error: new Error(`Demo image ${job.url} failed: ${String(error)}`, { cause: error }) };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  if (failure) throw failure.error;
  return { rendered, skipped };
}

export function demoImageJobs(data: {
  categories: { slug: string; art: SceneArt }[];
  products: { slug: string; art: ProductArt }[];
  projects: { slug: string; scenes: SceneArt[] }[];
  swatches?: SwatchArt[];
  /** Pieces drawn in one of their fabrics or finishes (data/value-pictures.ts). */
  valuePictures?: { url: string; art: ProductArt }[];
}): DemoImageJob[] {
  const jobs: DemoImageJob[] = [];
  for (const { slug, art } of data.products) {
    const urls = demoImageUrl.product(slug);
    PRODUCT_VIEWS.forEach((view, i) => {
      const url = urls[i];
      if (url) jobs.push({ url, svg: () => productSvg(art, view) });
    });
  }
  for (const { url, art } of data.valuePictures ?? []) jobs.push({ url, svg: () => productSvg(art, "studio") });
  for (const { slug, art } of data.categories)
    jobs.push({ url: demoImageUrl.category(slug), svg: () => sceneSvg(art, 0) });
  for (const { slug, scenes } of data.projects) {
    const urls = demoImageUrl.project(slug, scenes.length);
    scenes.forEach((scene, i) => {
      const url = urls[i];
      if (url) jobs.push({ url, svg: () => sceneSvg(scene, i) });
    });
  }
  // Values sharing a material and colour share one picture: one job per file.
  const swatchUrls = new Set<string>();
  for (const art of data.swatches ?? []) {
    const url = demoImageUrl.swatch(art);
    if (swatchUrls.has(url)) continue;
    swatchUrls.add(url);
    jobs.push({ url, svg: () => swatchSvg(art) });
  }
  return jobs;
}
