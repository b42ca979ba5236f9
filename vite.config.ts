import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { clientModuleMap } from "./scripts/client-module-map";
import { coreFonts } from "./scripts/core-fonts";
import { iconsWithTheirComponents } from "./scripts/icons-with-their-components";
import type { ManualChunkMeta } from "rollup";

// What the shell may bring: the framework, and the small helpers every page draws with.
const SHELL_LIBRARIES = /\/node_modules\/(react|react-dom|react-router|scheduler|clsx|lucide-react)\//;

/**
 * Client chunks. Vite would give each shared icon and small component a file of
 * its own (thirty-odd requests on the home page), and over HTTP/1.1 they queue
 * behind each other on six connections. So: the frame of every page (what the
 * root layout draws) is one "shell" file; the other shared components are one
 * "ui" file, loaded by the pages that draw them; and a shared piece that needs a
 * library of its own (zod, for the admin forms' schemas) stays with its pages,
 * so that the library never rides along on every page.
 */
function clientChunk(id: string, { getModuleInfo }: ManualChunkMeta) {
  const catalogFile = CATALOG_FILES.find(([pattern]) => pattern.test(id));
  if (catalogFile) return catalogFile[1];
  // lucide's core goes with the shell; each icon stays with the pages that draw it. Not its
  // index either: the index re-exports every icon, and would bring all those in use into the shell.
  if (/\/node_modules\/lucide-react\/dist\/esm\/(shared\/|Icon|createLucideIcon|defaultAttributes|context)/.test(id))
    return "shell";
  if (id.includes("/node_modules/clsx/")) return "shell";
  // Vite's helper for dynamic imports (the header's search, a room's catalogue): a file of its own
  // on every page otherwise, once two routes use it.
  if (id.includes("vite/preload-helper")) return "shell";
  // What the root layout draws loads on every page anyway: an icon or a small module of ours that
  // it shares with other pages (the header's search icon, the shop's settings) joins the shell
  // instead of taking a request of its own on every page.
  if (/\/(node_modules\/lucide-react\/dist\/esm\/icons|app\/modules)\//.test(id) && drawnByRoot(id, getModuleInfo))
    return usesOnlyShellLibraries(id, getModuleInfo) ? "shell" : undefined;
  // Shared components, and the settings hook that most of them read (a 0.1 KB file of its own otherwise).
  if (!/\/app\/(components|utils|modules\/content\/navigation|modules\/settings\/use-shop-settings)/.test(id))
    return undefined;
  // The admin's own kit stays with the admin's pages (Rollup's own split): in "ui" it rode along
  // on every storefront page, and a named chunk of its own would pull in the icons it shares
  // with the storefront (the reviews' star), which then load the admin's file.
  if (id.includes("/app/components/admin/")) return undefined;
  // The gallery is drawn only by product and project pages: it stays with them.
  if (id.endsWith("/components/ui/gallery.tsx")) return undefined;
  // The shop's phone as printed: only the pages that print it (contact, policies, an order's) load it.
  if (id.endsWith("/utils/phone-display.ts")) return undefined;
  // The splash is the home page's alone (a deep link never shows it): it stays with that page.
  if (id.endsWith("/components/layout/splash.tsx")) return undefined;
  // The pieces of the information pages and of the forms with uploads: in "ui" they rode along on
  // the product page, which draws none of them (issue 34 needed the room for its variant picker).
  if (PAGE_ONLY_PIECES.test(id)) return undefined;
  if (!usesOnlyShellLibraries(id, getModuleInfo)) return undefined;
  return drawnByRoot(id, getModuleInfo) ? "shell" : "ui";
}

/** Shared by some pages, drawn by neither the product page nor the shell: they stay with their pages. */
const PAGE_ONLY_PIECES =
  /\/app\/(utils\/(send-with-progress|file-name)\.ts|components\/ui\/(copy-button|faq-list|error-summary|step-legend)\.tsx)$/;

/**
 * The catalogue's pieces, in three files instead of six. Left to Rollup, each group of pages that
 * shares a piece gets a file: the grid, the filters and the room's view were three on /furniture,
 * the pages' links a fourth beside the product card. Over HTTP/1.1 those files queue on six
 * connections (Lighthouse measured /furniture's LCP at 2.55 s with 11 files, 2.43 s with 8).
 * - "catalogue": /furniture's view with the grid and filters it draws (also /home-decor's, which
 *   then carries the 0.6 KB of /furniture's heading; a room's page fetches it when it opens);
 * - "product-card": the card with the links to a list's pages, drawn together by every grid and by
 *   the product page (related pieces, its reviews' pages); the home page and /search carry the
 *   links (0.8 KB) and the admin's lists the card (1.5 KB) without drawing them;
 * - "product-controls": a card's cart and wishlist buttons with the stock line and the sale price
 *   they share with the card. Named here so that neither file above takes them in: a named file
 *   takes in every module it imports that no other named file holds, and /profile and /wishlist
 *   draw the buttons and the sale price alone (in "product-card", /profile went to 141.6 KB).
 */
const CATALOG_FILES: [RegExp, string][] = [
  [/\/app\/modules\/catalog\/components\/(furniture-catalog|catalog-results)\.tsx$/, "catalogue"],
  [/\/app\/modules\/catalog\/components\/(product-card|review-summary|pagination)\.tsx$/, "product-card"],
  [
    /\/app\/(modules\/catalog\/components\/(stock-state|sale-price)|routes\/storefront\/product-controls)\.tsx$/,
    "product-controls",
  ],
];

/** Whether a module imports no library beyond the shell's (one that does stays with its pages). */
function usesOnlyShellLibraries(id: string, getModuleInfo: ManualChunkMeta["getModuleInfo"]) {
  return !getModuleInfo(id)?.importedIds.some(
    (dependency) => dependency.includes("/node_modules/") && !SHELL_LIBRARIES.test(dependency),
  );
}

/** Whether the root layout imports this module (directly or through other app modules). */
function drawnByRoot(id: string, getModuleInfo: ManualChunkMeta["getModuleInfo"], seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  return (getModuleInfo(id)?.importers ?? []).some(
    (importer) =>
      importer.includes("/app/root.tsx") || (importer.includes("/app/") && drawnByRoot(importer, getModuleInfo, seen)),
  );
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [coreFonts(), iconsWithTheirComponents(), tailwindcss(), reactRouter(), clientModuleMap()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: isSsrBuild ? {} : { rollupOptions: { output: { manualChunks: clientChunk } } },
  server: { watch: { ignored: ["**/data/**", "**/test-results/**"] } },
}));
