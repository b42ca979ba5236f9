// bench/variants.ts's report: its tables on the console, the aims' table, and the same rows as
// JSON for `npm run bench`'s summary (BENCH_RESULT_FILE), so run.mjs need not read the tables back.
import fs from "node:fs";
import { VARIANTS_EACH } from "./variant-catalogue";
import { kb, median, SEARCH } from "./variant-measures";
import { ms, percentile } from "./stats";

type SearchResult = { total: number; capped: boolean; broadened: boolean; runs: number[] };

export interface VariantReportInput {
  products: number;
  searchResults: Map<string, SearchResult>;
  searchSummary: { calls: number; p50: number; p95: number; max: number };
  pages: { label: string; slug: string }[];
  loaderRuns: number[][];
  htmlRuns: number[][];
  dataSizes: { json: number; gzip: number }[];
  htmlSizes: { raw: number; gzip: number; brotli: number }[];
  saveRuns: number[];
  bareRuns: number[];
  generation: { products: number; variants: number; vacuum: number; total: number };
  aimsOf: { searchP95: number; pageRatio: number; htmlGzipKB: number };
}

/** Prints the report; says whether a search found nothing (the run then fails). */
export function reportVariants(input: VariantReportInput): { emptySearches: boolean } {
  console.log(
    `\n1. Search, ${input.products.toLocaleString("en")} generated products × ${VARIANTS_EACH} variants, ` +
      `listCatalog() wall time in ms (${SEARCH.rounds} timed runs per query):`,
  );
  console.table(
    [...input.searchResults.entries()].map(([query, result]) => ({
      query,
      results: `${result.total}${result.capped ? "+" : ""}`,
      broadened: result.broadened,
      p50: ms(median(result.runs)),
      max: ms(Math.max(...result.runs)),
    })),
  );
  console.log("Search, every timed call pooled:");
  console.table([{ "": "listCatalog", ...input.searchSummary, aim: `p95 ≤ ${input.aimsOf.searchP95}` }]);
  const empty = [...input.searchResults.entries()].filter(([, result]) => result.total === 0).map(([query]) => query);
  if (empty.length) console.log(`No results (check!): ${empty.join(", ")}`);

  const loaderMedians = input.loaderRuns.map(median);
  const htmlMedians = input.htmlRuns.map((runs) => (runs.length ? median(runs) : NaN));
  console.log(`\n2. Product page, median of ${input.loaderRuns[0]?.length ?? 0} runs each, in ms; sizes in KB:`);
  console.table(
    input.pages.map((page, index) => ({
      product: page.label,
      "loader ms": ms(loaderMedians[index]!),
      "data JSON KB": kb(input.dataSizes[index]!.json),
      "data gzip KB": kb(input.dataSizes[index]!.gzip),
      "HTML ms": input.htmlSizes[index] ? ms(htmlMedians[index]!) : "-",
      "HTML KB": input.htmlSizes[index] ? kb(input.htmlSizes[index].raw) : "-",
      "HTML gzip KB": input.htmlSizes[index] ? kb(input.htmlSizes[index].gzip) : "-",
      "HTML brotli KB": input.htmlSizes[index] ? kb(input.htmlSizes[index].brotli) : "-",
    })),
  );
  const loaderRatio = loaderMedians[1]! / loaderMedians[0]!;
  const htmlRatio = htmlMedians[1]! / htmlMedians[0]!;

  console.log(
    `\n3. Admin save of the 200-variant set (saveVariantSet in a transaction), ${input.saveRuns.length} saves, in ms:`,
  );
  const sortedSaves = [...input.saveRuns].sort((a, b) => a - b);
  console.table([
    {
      "": "saveVariantSet",
      saves: input.saveRuns.length,
      median: ms(percentile(sortedSaves, 0.5)),
      min: ms(sortedSaves[0]!),
      max: ms(sortedSaves.at(-1)!),
    },
    {
      "": "the same, variant triggers off (diagnostic)",
      saves: input.bareRuns.length,
      median: ms(median(input.bareRuns)),
      min: ms(Math.min(...input.bareRuns)),
      max: ms(Math.max(...input.bareRuns)),
    },
  ]);

  const yes = (ok: boolean) => (ok ? "yes" : "no");
  const aims = [
    {
      metric: `search p95 (${input.products.toLocaleString("en")} products × ${VARIANTS_EACH} variants)`,
      value: `${input.searchSummary.p95} ms`,
      aim: `≤ ${input.aimsOf.searchP95} ms`,
      met: yes(input.searchSummary.p95 <= input.aimsOf.searchP95),
    },
    {
      metric: "product page loader, 200 variants / without options",
      value: `×${loaderRatio.toFixed(2)}`,
      aim: `≤ ×${input.aimsOf.pageRatio}`,
      met: yes(loaderRatio <= input.aimsOf.pageRatio),
    },
    ...(input.htmlSizes.length
      ? [
          {
            metric: "product page HTML render, 200 variants / without options",
            value: `×${htmlRatio.toFixed(2)}`,
            aim: `≤ ×${input.aimsOf.pageRatio}`,
            met: yes(htmlRatio <= input.aimsOf.pageRatio),
          },
          {
            metric: "product page HTML, 200 variants, gzip",
            value: `${kb(input.htmlSizes[1]!.gzip)} KB`,
            aim: `< ${input.aimsOf.htmlGzipKB} KB`,
            met: yes(input.htmlSizes[1]!.gzip / 1024 < input.aimsOf.htmlGzipKB),
          },
        ]
      : []),
    {
      metric: "admin save, 200 variants (median)",
      value: `${ms(percentile(sortedSaves, 0.5))} ms`,
      aim: "(reported)",
      met: "-",
    },
  ];
  console.log("\nAims:");
  console.table(aims);
  // The same rows for `npm run bench`'s summary: JSON, so run.mjs need not read them back from the table.
  if (process.env.BENCH_RESULT_FILE) {
    const result = {
      products: input.products,
      variantsEach: VARIANTS_EACH,
      generationSeconds: input.generation.total,
      aims,
    };
    fs.writeFileSync(process.env.BENCH_RESULT_FILE, JSON.stringify(result));
  }
  console.log(
    `Generation: ${input.generation.total.toFixed(1)} s (products ${input.generation.products.toFixed(1)} s, options and ` +
      `variants ${input.generation.variants.toFixed(1)} s, vacuum analyze ${input.generation.vacuum.toFixed(1)} s)`,
  );
  return { emptySearches: empty.length > 0 };
}
