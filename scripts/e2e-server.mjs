// The shop as the browser tests see it: a fresh data directory, the production build.
import fs from "node:fs";

fs.rmSync(process.env.DATA_DIR ?? "test-results/e2e-data", { recursive: true, force: true });
await import("./start.mjs");
