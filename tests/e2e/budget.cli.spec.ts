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
 * The aim (issue 7) is 120 KB. It is not met, and docs/performance.md says why:
 * React 19 and React Router alone are 109 KB, and the frame of every page takes
 * the rest. These ceilings sit just above today's pages so that any growth fails
 * here; lower them as the pages shrink.
 *
 * Raised from 140 to 142 on 2026-11-27: product pages now show verified reviews (the average,
 * the distribution, the list with its sort, pages and 'Helpful'), about 1.8 KB; the same change
 * took the admin's component kit out of the storefront's shared file (1.6 KB off every page),
 * so the product page measured 141.3 KB and every other storefront page got lighter.
 * Raised to 144 on 2026-11-27 (issue 20), for two additions measured apart: the catalogue's
 * 'Filter and sort' drawer for phones (on the browser's own <dialog>, about 1 KB), which the product
 * page carries because its route also serves the category pages (/furniture/bedroom); and the
 * product page's delivery promise and the phones' sticky Add to Cart bar (about 0.5 KB). A route of
 * their own for the category pages takes the catalogue's form off the product page (issue 20, part 7).
 */
const PAGE_BUDGET_KB = 144;
/**
 * Pages that check their forms in the browser with the server's zod schemas (about 24 KB of zod).
 * Raised from 162 on 2026-11-25: the shared form kit now carries Pakistan's 60 main cities (the
 * delivery zones') and the error summary, about 1 KB; /custom-orders measured 163.0 KB.
 * Raised to 167 on 2026-11-26: the request form now takes up to six photos, with their previews
 * and an upload progress bar (XMLHttpRequest), about 2.7 KB; /custom-orders measured 165.7 KB.
 * The consultation booking form (/consultations, 159.3 KB) checks its fields the same way.
 */
const FORM_PAGE_BUDGET_KB = 167;
const FORM_PAGES = new Set([
  "routes/storefront/custom-orders",
  "routes/storefront/info/contact",
  "routes/storefront/consultations",
]);

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

test(`every storefront page's JavaScript stays within its budget (gzip: ${PAGE_BUDGET_KB} KB, form pages ${FORM_PAGE_BUDGET_KB} KB)`, () => {
  const sizes = storefront.map((id) => ({
    id,
    kb: Math.round(filesOf(id).reduce((sum, file) => sum + gzipKB(file), 0) * 10) / 10,
  }));
  console.log(sizes.map(({ id, kb }) => `${kb.toFixed(1).padStart(6)} KB  ${id}`).join("\n"));
  const over = sizes.filter(({ id, kb }) => kb > (FORM_PAGES.has(id) ? FORM_PAGE_BUDGET_KB : PAGE_BUDGET_KB));
  expect(over).toEqual([]);
});
