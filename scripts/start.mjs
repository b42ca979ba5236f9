// `npm start`: build when the sources are newer than the last build, then serve.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const STAMP = "build/.stamp";
const SOURCES = [
  "app",
  "server",
  // The build's own plugins and steps (the fonts' cut, the icons' placement, the precompressed copies).
  "scripts",
  "public",
  "drizzle",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function newest(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(entry).reduce((max, name) => Math.max(max, newest(path.join(entry, name))), stat.mtimeMs);
}

const built = fs.existsSync(STAMP) ? fs.statSync(STAMP).mtimeMs : 0;
if (built === 0 || SOURCES.some((source) => newest(source) > built)) {
  console.log("Building the shop (first start or changed sources)…");
  // The stamp carries the build's start: a source saved while it built is newer, and rebuilds next time.
  const started = new Date();
  execSync("npm run build --silent", { stdio: "inherit" });
  fs.writeFileSync(STAMP, started.toISOString());
  fs.utimesSync(STAMP, started, started);
}

process.env.NODE_ENV ??= "production";
await import(path.resolve("build/host/main.js"));
