// What bench/variants.ts measures, apart from the run itself: its search queries and their
// timing, the 200-variant product and the page's sizes as the host would send them.
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import zlib from "node:zlib";
import { parseCatalogFilters } from "~/modules/catalog/catalog-filters";
import { listCatalog } from "~/modules/catalog/catalog.server";
import type { VariantSetDraft } from "~/modules/catalog/variant-draft";
import { brotliTextOptions } from "../../server/encoding";
import { model } from "./catalogue-generator";
import { percentile } from "./stats";
import { FABRICS, generatedSku } from "./variant-catalogue";

export const SEARCH = { warmupRounds: 2, rounds: 10 };

// ---------------------------------------------------------------------------
// 1. Search.

export function searches(count: number) {
  const at = (share: number) => Math.floor(count * share);
  return [
    "velvet sofa",
    "walnut bed",
    "leather armchair",
    "linen dining chair",
    "boucle",
    "velvet",
    "sofa",
    "chenille ottoman",
    "jamawar",
    "sofaa",
    "velvit sofa",
    "lether",
    generatedSku(at(0.0421), 0),
    generatedSku(at(0.98765), 2).toLowerCase(),
    `SK${String(at(0.0421)).padStart(6, "0").slice(0, 4)}`,
    model(222),
    `${model(44)} sofa`,
    "teak dining table",
    "khaddar divan",
    "sheesham king bed",
  ];
}

export async function timeSearches(queries: string[]) {
  const filters = queries.map((q) => parseCatalogFilters(new URLSearchParams({ q })));
  for (const filter of filters) {
    if (filter.sort !== "relevance" || filter.page !== 1) throw new Error(`unexpected filters for '${filter.q}'`);
  }
  const results = new Map<string, { total: number; capped: boolean; broadened: boolean; runs: number[] }>();
  for (let round = 0; round < SEARCH.warmupRounds; round++) {
    for (const filter of filters) {
      const page = await listCatalog(filter);
      results.set(filter.q, { total: page.total, capped: page.totalCapped, broadened: page.broadened, runs: [] });
    }
  }
  // Round after round through the list, so that every query sees the same state of the caches.
  for (let round = 0; round < SEARCH.rounds; round++) {
    for (const filter of filters) {
      const start = performance.now();
      await listCatalog(filter);
      results.get(filter.q)!.runs.push(performance.now() - start);
    }
  }
  return results;
}

// ---------------------------------------------------------------------------
// 2 and 3. A product with 200 variants, and the same product without options.

export const BIG_FABRICS = [
  ...FABRICS.map(({ name, color, surcharge }) => ({ name, color, surcharge })),
  { name: "Cotton Twill", color: "#ddd3bf", surcharge: 3_000 },
  { name: "Mohair", color: "#a89274", surcharge: 40_000 },
  { name: "Corduroy", color: "#7f6a4f", surcharge: 8_000 },
  { name: "Canvas", color: "#c8bca3", surcharge: 0 },
  { name: "Tapestry", color: "#6b3f2e", surcharge: 30_000 },
  { name: "Ajrak Print", color: "#8b1e24", surcharge: 9_000 },
  { name: "Khes", color: "#b9a27c", surcharge: 5_000 },
  { name: "Faux Fur", color: "#e2dcd2", surcharge: 18_000 },
];
export const SIZES = [
  { name: "2-seater", code: "2S", surcharge: -40_000 },
  { name: "3-seater", code: "3S", surcharge: 0 },
  { name: "4-seater", code: "4S", surcharge: 35_000 },
  { name: "Loveseat", code: "LS", surcharge: -55_000 },
  { name: "L-shape left", code: "LL", surcharge: 90_000 },
  { name: "L-shape right", code: "LR", surcharge: 90_000 },
  { name: "Corner 5-seater", code: "C5", surcharge: 120_000 },
  { name: "Corner 6-seater", code: "C6", surcharge: 150_000 },
  { name: "Chaise", code: "CH", surcharge: -20_000 },
  { name: "Modular 7-seater", code: "M7", surcharge: 210_000 },
];

/** Fabric 20 × Size 10: 200 variants, some made to order, stock 0–4 plus `extraStock` for the others. */
export function bigDraft(extraStock: number): VariantSetDraft {
  return {
    options: [
      {
        name: "Fabric",
        display: "swatches",
        values: BIG_FABRICS.map(({ name, color, surcharge }) => ({ value: name, swatchColor: color, surcharge })),
      },
      { name: "Size", values: SIZES.map(({ name, surcharge }) => ({ value: name, surcharge })) },
    ],
    variants: BIG_FABRICS.flatMap((fabric, f) =>
      SIZES.map((size, s) => {
        const sku = `BNOOR-F${String(f + 1).padStart(2, "0")}-${size.code}`;
        return (f * SIZES.length + s) % 7 === 3
          ? { sku, values: [fabric.name, size.name], madeToOrder: true, leadTimeWeeks: 6, stock: 0 }
          : { sku, values: [fabric.name, size.name], stock: ((f + s) % 5) + extraStock };
      }),
    ),
  };
}

export const median = (runs: number[]) =>
  percentile(
    [...runs].sort((a, b) => a - b),
    0.5,
  );
export const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
export const gzipSize = (text: string) => zlib.gzipSync(text).length;
/** As the host compresses a page for a browser (server/compression.ts): gzip's default level, Brotli at quality 5. */
export const brotliSize = (text: string) =>
  zlib.brotliCompressSync(text, brotliTextOptions(Buffer.byteLength(text))).length;

/** The production build, when it is there and no newer than the sources (as scripts/start.mjs decides). */
export function freshBuild(): { file: string } | { missing: string } {
  const stamp = "build/.stamp";
  const file = path.resolve("build/server/index.js");
  if (!fs.existsSync(stamp) || !fs.existsSync(file)) return { missing: "no production build (build/)" };
  const newest = (entry: string): number => {
    const stat = fs.statSync(entry);
    if (!stat.isDirectory()) return stat.mtimeMs;
    return fs.readdirSync(entry).reduce((max, name) => Math.max(max, newest(path.join(entry, name))), stat.mtimeMs);
  };
  const built = fs.statSync(stamp).mtimeMs;
  const stale = ["app", "drizzle", "server"].filter((source) => fs.existsSync(source) && newest(source) > built);
  return stale.length ? { missing: `build/ is older than ${stale.join(", ")}` } : { file };
}
