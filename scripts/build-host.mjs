// Bundles the Node host (server/) into build/host/main.js. Packages stay external:
// they are installed in node_modules, and sharp and PGlite must load their own files.
import { build } from "esbuild";

await build({
  entryPoints: ["server/main.ts"],
  outfile: "build/host/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
