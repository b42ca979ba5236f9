import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test } from "@playwright/test";

/**
 * Budgets as tests, read from the production build that the browser tests run
 * on: what each storefront page loads (the entry, then every route from the
 * root down, with their imports, as React Router's manifest lists them), each
 * file gzip-compressed as served.
 *
 * The aim (issue 7) is 120 KB, and issue 20's is 110 KB. Neither is met, and
 * docs/performance.md says why: React DOM, React and React Router with nothing of
 * ours are 111.5 KB (measured on 2026-11-27 with esbuild --minify, gzip -9), and the
 * frame of every page takes the rest. These ceilings sit just above today's pages
 * so that any growth fails here; lower them as the pages shrink.
 *
 * Raised from 140 to 142 on 2026-11-27: product pages now show verified reviews (the average,
 * the distribution, the list with its sort, pages and 'Helpful'), about 1.8 KB; the same change
 * took the admin's component kit out of the storefront's shared file (1.6 KB off every page),
 * so the product page measured 141.3 KB and every other storefront page got lighter.
 * Issue 20 (2026-11-27) added the phones' 'Filter and sort' drawer (on the browser's own <dialog>,
 * about 1 KB, which the product page carries because its route also serves the category pages,
 * /furniture/bedroom), the product page's delivery promise and sticky Add to Cart bar (0.5 KB), and
 * the header's search and the focus that follows a navigation on every page (about 2 KB; the
 * predictive list itself is fetched only when the search opens). The product page measured
 * 145.1 KB and gets a ceiling of its own; every other page measured at most 139.3 KB (/profile),
 * so theirs is lowered from 142 to 140. The pages sent without JavaScript (the information pages,
 * /interior-design, the projects) are counted as if they had their scripts; the last test below
 * checks that they send none.
 * The product page's own ceiling (146 KB) went on 2026-11-27: a room's catalogue, which the same
 * route draws, is fetched only on a room's page, and the meta no longer needs the filters' code;
 * the product page measured 139.8 KB (22 files, were 26).
 * On 2026-11-27 the header's search icon, the shop's default settings and the settings hook stopped
 * being files of their own (each had one on every page): every page lost 2-3 files and 0.5 KB;
 * the product page measured 139.2 KB (19 files).
 * Later that day each icon went with the component that draws it instead of a file of its own
 * (scripts/icons-with-their-components.ts): the product page measured 138.7 KB (11 files).
 */
const PAGE_BUDGET_KB = 140;
const PRODUCT_PAGE = "routes/storefront/furniture-item";
/**
 * The product page, over the 140 KB by half a kilobyte since issue 34's fourth part (2026-11-28):
 * it measured 139.98 KB before, then its related pieces' cards gained their swatches (0.22 KB),
 * the picker its 'Request free swatches' link and the reviews 'Bought: …' (0.16 KB), and the
 * cards' stock line the shared making-time words (0.12 KB): 140.48 KB, 10 files. To bring it back
 * under 140 KB: load the reviews list when it scrolls into view.
 * Raised to 141.5 on 2026-12-02: the piece's 'Returns, warranty' row (issue 36, item 1) took it
 * from 141.0 to 141.1 KB; the row's words come with the page's data, only the row is script.
 */
const PRODUCT_PAGE_BUDGET_KB = 141.5;
const CHECKOUT_PAGE = "routes/storefront/checkout";
/**
 * Checkout, over the 140 KB by 0.4 KB since issue 35's discount codes (2026-11-29): it measured
 * 139.0 KB before; the code's field and its summary lines, and the sum that settles a code with
 * the delivery charge as the city is typed, took it to 140.6 KB, trimmed to 140.4 KB (one form for
 * both states, one line component). To bring it back under 140 KB: send the city suggestions of
 * the City field's datalist with the loader's data instead of Pakistan's city list in the script.
 */
const CHECKOUT_PAGE_BUDGET_KB = 141;
/** The catalogue's grid, filters and pages: a room's page needs them, a product page does not. */
const CATALOGUE_VIEW =
  /^app\/modules\/catalog\/components\/(furniture-catalog|catalog-filter-form|filter-drawer)\.tsx$/;
/**
 * Pages that check their forms in the browser with the server's zod schemas (about 24 KB of zod).
 * Raised from 162 on 2026-11-25: the shared form kit now carries Pakistan's 60 main cities (the
 * delivery zones') and the error summary, about 1 KB; /custom-orders measured 163.0 KB.
 * Raised to 167 on 2026-11-26: the request form now takes up to six photos, with their previews
 * and an upload progress bar (XMLHttpRequest), about 2.7 KB; /custom-orders measured 165.7 KB.
 * The consultation booking form (/consultations, 159.3 KB) checks its fields the same way.
 * Issue 33 (2026-11-28): /custom-orders (165 KB) and /contact (163 KB) fetch their schema, and zod
 * with it, when their form is first used, not with the page: both keep the 140 KB of every page
 * and left this list (the test below checks that they load no zod at first).
 */
const FORM_PAGE_BUDGET_KB = 167;
// Issue 34 (2026-11-28): the free swatches' form (/swatches, 159.1 KB) checks its fields as the
// booking form does; fetching its schema when the form is first used, as /custom-orders does, is left to do.
const FORM_PAGES = new Set(["routes/storefront/consultations", "routes/storefront/swatches"]);
/** Pages with a form whose zod comes only when the form is used: within the 140 KB, named so that they stay so. */
const LAZY_FORM_PAGES = ["routes/storefront/custom-orders", "routes/storefront/info/contact"];

/** Admin code: the admin routes, the admin module, the admin's component kit, and every module's admin-* files. */
const ADMIN_CODE = /^app\/(routes\/admin\/|modules\/admin\/|components\/admin\/|modules\/[^/]+\/(components\/)?admin-)/;

interface RouteEntry {
  parentId?: string;
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteEntry>;
}

const CLIENT = "build/client";
const assets = path.join(CLIENT, "assets");
const manifestFile = fs.readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) throw new Error(`No React Router manifest in ${assets}: is the app built?`);
const manifest = JSON.parse(
  fs
    .readFileSync(path.join(assets, manifestFile), "utf8")
    .replace(/^window\.__reactRouterManifest\s*=\s*/, "")
    .replace(/;\s*$/, ""),
) as Manifest;
const modulesOf = JSON.parse(fs.readFileSync("build/client-modules.json", "utf8")) as Record<string, string[]>;

/** Every file a page of this route loads: the entry's, then each route's from the root down. */
function filesOf(routeId: string): string[] {
  const chain: RouteEntry[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId)
    chain.unshift(manifest.routes[id]!);
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of chain) for (const file of [route.module, ...(route.imports ?? [])]) files.add(file);
  return [...files];
}

const gzipKB = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(CLIENT, file)), { level: 9 }).length / 1024;

const storefront = Object.keys(manifest.routes).filter(
  (id) => id !== "root" && !id.startsWith("routes/admin/") && !id.startsWith("routes/resources/"),
);

test("the build lists the storefront's pages and the admin's", () => {
  // A guard on the guards: a manifest read wrongly would make every check below pass.
  expect(storefront).toEqual(expect.arrayContaining(["routes/storefront/home", "routes/storefront/furniture-item"]));
  expect(storefront.length).toBeGreaterThan(30);
  expect(Object.keys(manifest.routes)).toContain("routes/admin/orders");
  const adminFiles = filesOf("routes/admin/orders");
  expect(adminFiles.flatMap((file) => modulesOf[file] ?? []).some((id) => ADMIN_CODE.test(id))).toBe(true);
});

test("no storefront page loads admin code", () => {
  const leaks = storefront.flatMap((id) =>
    filesOf(id).flatMap((file) =>
      (modulesOf[file] ?? []).filter((module) => ADMIN_CODE.test(module)).map((module) => `${id}: ${module} (${file})`),
    ),
  );
  expect(leaks).toEqual([]);
});

test("only the pages that check forms in the browser load zod", () => {
  const withZod = storefront.filter((id) =>
    filesOf(id).some((file) => (modulesOf[file] ?? []).some((module) => module.includes("node_modules/zod/"))),
  );
  expect(withZod.filter((id) => !FORM_PAGES.has(id))).toEqual([]);
});

test("the custom-order and contact pages load their form's zod only when the form is used", () => {
  for (const id of LAZY_FORM_PAGES) {
    expect(storefront, id).toContain(id);
    const loaded = filesOf(id).flatMap((file) => modulesOf[file] ?? []);
    expect(
      loaded.filter((module) => module.includes("node_modules/zod/")),
      id,
    ).toEqual([]);
    const kb = filesOf(id).reduce((sum, file) => sum + gzipKB(file), 0);
    expect(kb, id).toBeLessThanOrEqual(PAGE_BUDGET_KB);
  }
  // The schemas are still in the build, each in a file of its own that the form fetches.
  const lazy = Object.entries(modulesOf).filter(([, modules]) =>
    modules.some((module) => /(custom-order|contact)\.schema\.ts$/.test(module)),
  );
  expect(lazy.length).toBeGreaterThan(0);
});

test("a product page loads none of the catalogue's grid, which its route draws for a room's page", () => {
  const loaded = filesOf(PRODUCT_PAGE).flatMap((file) => modulesOf[file] ?? []);
  expect(loaded).toContain("app/modules/catalog/components/product-view.tsx");
  expect(loaded.filter((module) => CATALOGUE_VIEW.test(module))).toEqual([]);
  // The catalogue page itself still has them: the pattern names real modules.
  const catalogue = filesOf("routes/storefront/furniture").flatMap((file) => modulesOf[file] ?? []);
  expect(catalogue.filter((module) => CATALOGUE_VIEW.test(module))).toHaveLength(3);
});

test(`every storefront page's JavaScript stays within its budget (gzip: ${PAGE_BUDGET_KB} KB, form pages ${FORM_PAGE_BUDGET_KB} KB)`, () => {
  const sizes = storefront.map((id) => ({
    id,
    kb: Math.round(filesOf(id).reduce((sum, file) => sum + gzipKB(file), 0) * 10) / 10,
  }));
  console.log(sizes.map(({ id, kb }) => `${kb.toFixed(1).padStart(6)} KB  ${id}`).join("\n"));
  const ceiling = (id: string) =>
    FORM_PAGES.has(id)
      ? FORM_PAGE_BUDGET_KB
      : id === PRODUCT_PAGE
        ? PRODUCT_PAGE_BUDGET_KB
        : id === CHECKOUT_PAGE
          ? CHECKOUT_PAGE_BUDGET_KB
          : PAGE_BUDGET_KB;
  const over = sizes.filter(({ id, kb }) => kb > ceiling(id));
  expect(over).toEqual([]);
});

/**
 * Over HTTP/1.1 a browser fetches six files at a time from one host, and each file past those waits
 * a round trip (issue 20, part 8). The five pages Lighthouse measures, at most this many scripts:
 * on 2026-11-27 the product page loads 10, /furniture 8 (were 11 and 11).
 */
const MEASURED_PAGES_MAX_FILES = 10;
const MEASURED_PAGES = [
  "routes/storefront/home",
  "routes/storefront/furniture",
  PRODUCT_PAGE,
  "routes/storefront/projects",
  "routes/storefront/track-order",
];

test(`the pages Lighthouse measures load at most ${MEASURED_PAGES_MAX_FILES} script files each`, () => {
  const counts = Object.fromEntries(MEASURED_PAGES.map((id) => [id, filesOf(id).length]));
  console.log(counts);
  expect(Object.values(counts).every((count) => count > 3)).toBe(true);
  expect(Object.entries(counts).filter(([, count]) => count > MEASURED_PAGES_MAX_FILES)).toEqual([]);
});

test("a room's page preloads the file with its catalogue's view, which a product page never fetches", async ({
  request,
}) => {
  const preloads = async (path: string) =>
    [...(await (await request.get(path)).text()).matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
      ([, href]) => href!,
    );
  const room = await preloads("/furniture/bedroom");
  const holding = room.filter((file) =>
    (modulesOf[file] ?? []).includes("app/modules/catalog/components/furniture-catalog.tsx"),
  );
  expect(holding).toHaveLength(1);
  // The route's own files do not hold it (its import is dynamic): this preload is the one that names it.
  expect(filesOf(PRODUCT_PAGE)).not.toContain(holding[0]);
  expect(await preloads("/furniture/noor-walnut-three-seater-sofa")).not.toContain(holding[0]);
});

test("the pages of text and links send 0 KB of script: no script element, no module preload", async ({ request }) => {
  const projects = await (await request.get("/projects")).text();
  const project = /href="(\/projects\/[a-z0-9-]+)"/.exec(projects)?.[1];
  expect(project).toBeDefined();
  for (const path of ["/about", "/shipping", "/interior-design", project!]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain("<h1");
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => !tag.includes("ld+json"));
    expect({ path, scripts, preloads: html.includes("modulepreload") }).toEqual({ path, scripts: [], preloads: false });
  }
  // And a page with something to do still has its scripts: the check can tell them apart.
  expect(await (await request.get("/furniture")).text()).toContain("modulepreload");
});
