import fs from "node:fs";
import path from "node:path";

/** Where the build writes which source modules each browser file holds (scripts/client-module-map.ts). */
const MODULE_MAP = path.resolve("build/client-modules.json");

let fileOfModule: Map<string, string> | undefined;

/**
 * The browser file ('/assets/catalogue-….js') that holds a source module of the production build
 * ('app/modules/…/x.tsx'), for a page to preload a file that it will import later. Undefined in
 * development, where Vite serves each module at its own path, and when the build has no map: a
 * missing preload only costs the page a round trip.
 */
export function clientFileOf(sourceModule: string): string | undefined {
  if (!import.meta.env.PROD) return undefined;
  if (!fileOfModule) {
    fileOfModule = new Map();
    try {
      const map = JSON.parse(fs.readFileSync(MODULE_MAP, "utf8")) as Record<string, string[]>;
      for (const [file, modules] of Object.entries(map)) for (const module of modules) fileOfModule.set(module, file);
    } catch {
      // No map (a build made without the plugin): nothing to preload.
    }
  }
  return fileOfModule.get(sourceModule);
}
