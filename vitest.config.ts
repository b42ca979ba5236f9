import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Units and server modules. Browser journeys are Playwright's (tests/e2e).
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: [
      "app/**/*.test.ts",
      "server/**/*.test.ts",
      "tests/server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/lint/**/*.test.ts",
    ],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { LOG_LEVEL: "warn" },
  },
});
