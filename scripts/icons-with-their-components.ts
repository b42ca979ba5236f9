import path from "node:path";
import type { Plugin } from "vite";

/**
 * Each lucide icon travels with the component that draws it. Left alone, Rollup gives an icon that
 * two pages share a file of its own (0.2-0.3 KB gzip), and a product page loaded eight such files:
 * over HTTP/1.1's six connections each is a request queued behind the others, at a round trip
 * apiece on a slow phone network. Here each component that imports an icon gets its own copy of it
 * (the import resolves to the icon's file with the importer in its query, so Rollup sees one module
 * per importer, and places it in the importer's chunk). A copy is a few lines of data, and
 * `createLucideIcon`, which draws them all, stays in the shell (vite.config.ts).
 *
 * Client build only: on the server, copies would only make the bundle bigger.
 */
export function iconsWithTheirComponents(): Plugin {
  let client = false;
  let root = "";
  return {
    name: "shop:icons-with-their-components",
    apply: "build",
    enforce: "pre",
    configResolved(config) {
      client = !config.build.ssr;
      root = config.root;
    },
    async resolveId(source, importer, options) {
      if (!client || !importer || !source.startsWith("lucide-react/icons/")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const owner = encodeURIComponent(path.relative(root, importer.replace(/\?.*$/, "")));
      return { ...resolved, id: `${resolved.id}?owner=${owner}` };
    },
  };
}
