// The shop as the browser tests see it: a fresh data directory, the production build,
// and the admin accounts that the admin journeys sign in with (tests/e2e/support/admin.ts).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { E2E_ADMIN, E2E_SECURITY_ADMIN, createAdminArgs } from "./e2e-admin.mjs";

fs.rmSync(process.env.DATA_DIR ?? "test-results/e2e-data", { recursive: true, force: true });
fs.mkdirSync(process.env.DATA_DIR ?? "test-results/e2e-data", { recursive: true });
for (const admin of [E2E_ADMIN, E2E_SECURITY_ADMIN]) {
  execFileSync(process.execPath, createAdminArgs(admin), { stdio: "inherit" });
}
await import("./start.mjs");
