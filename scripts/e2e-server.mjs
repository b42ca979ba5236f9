// The shop as the browser tests see it: a fresh data directory, the production build,
// and one admin account that the admin journeys sign in with (tests/e2e/support/admin.ts).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { E2E_ADMIN } from "./e2e-admin.mjs";

fs.rmSync(process.env.DATA_DIR ?? "test-results/e2e-data", { recursive: true, force: true });
fs.mkdirSync(process.env.DATA_DIR ?? "test-results/e2e-data", { recursive: true });
execFileSync(
  process.execPath,
  [
    "--import",
    "tsx",
    "scripts/admin.ts",
    "create",
    "--email",
    E2E_ADMIN.email,
    "--password",
    E2E_ADMIN.password,
    "--name",
    E2E_ADMIN.name,
  ],
  { stdio: "inherit" },
);
await import("./start.mjs");
