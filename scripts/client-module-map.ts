import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Writes build/client-modules.json: for each client file, the source modules in
 * it. The budget test (tests/e2e/budget.cli.spec.ts) reads it to prove that no
 * admin code reaches a storefront page, whatever chunk it might hide in, and the
 * server finds in it the file a page preloads for a later import
 * (app/utils/client-files.server.ts). It is written beside build/client, not in
 * it, so the shop never serves it.
 */
export function clientModuleMap(): Plugin {
  let outDir = "";
  let ssr = false;
  return {
    name: "shop:client-module-map",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const root = process.cwd() + path.sep;
      const files: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        files[`/${chunk.fileName}`] = Object.entries(chunk.modules)
          .filter(([, module]) => module.renderedLength > 0)
          .map(([id]) => id.replace(root, "").replace(/\?.*$/, ""));
      }
      const target = path.resolve(outDir, "..", "client-modules.json");
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, JSON.stringify(files));
    },
  };
}
