// Bundles the Node host (server/) into build/host/. Packages stay external: they are
// installed in node_modules, and sharp and PGlite must load their own files.
// Two files: main.js sets NODE_ENV and only then loads production.js (see server/main.ts).
import { build } from "esbuild";

await build({
  entryPoints: ["server/main.ts", "server/production.ts"],
  outdir: "build/host",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  external: ["./production.js"],
  sourcemap: true,
  logLevel: "warning",
});
