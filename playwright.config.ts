import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";
import { E2E_SMTP_PORT } from "./tests/e2e/support/mail-sink";
import { instancesSpecRuns } from "./tests/e2e/support/instances-postgres";

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_DATA_DIR = "test-results/e2e-data";

// Debian's Chromium, never a downloaded browser (there is no internet here).
const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

// Several instances on one PostgreSQL need a PostgreSQL: mandatory in CI, left out on a
// developer machine where none answers (decided once, at config load).
const toolingIgnore = instancesSpecRuns() ? [] : [/instances\.cli\.spec\.ts$/];

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/playwright",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  globalSetup: "./tests/e2e/support/mail-sink.ts",
  timeout: 45_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace slows every action (a DOM snapshot each time): on a 2-core CI machine an
    // axe check on a long admin page took 28 s instead of 4. CI records the retry of a failed test.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions,
  },
  projects: [
    { name: "tooling", testMatch: /.*\.cli\.spec\.ts/, testIgnore: toolingIgnore },
    // Journeys that change what the whole shop shares (the settings record): run once, not at both widths at once.
    {
      name: "once",
      testMatch: /.*\.once\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: "phone",
      testIgnore: /.*\.(cli|once|last|desktop)\.spec\.ts/,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions },
    },
    // A journey named *.phone.spec.ts is a phone's (390 px): it runs in the phone project only;
    // *.desktop.spec.ts is a laptop's (1280 px): in the desktop project only.
    {
      name: "desktop",
      testIgnore: /.*\.(cli|once|last|phone)\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      // Specs that change what every page shows (the home page's hero): after all the others.
      name: "last",
      testMatch: /.*\.last\.spec\.ts/,
      dependencies: ["tooling", "once", "phone", "desktop"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${PORT}/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: E2E_DATA_DIR,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      // Tests stand in for clients behind a proxy: each sends its own X-Forwarded-For,
      // so that rate limits count per test as they would per real client.
      TRUST_PROXY: "true",
      // Status mails wait this long for a second change (60 s in the shop); the journeys read them sooner.
      ORDER_MAIL_DELAY_SECONDS: "2",
    },
  },
});
