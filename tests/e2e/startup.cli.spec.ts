import { spawn, spawnSync } from "node:child_process";
import net from "node:net";
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";

/**
 * Bad configuration stops the server with one clear line. The shop that the
 * browser tests use is running: its port and its data directory are taken.
 */
let runs = 0;
function start(env: Record<string, string>) {
  // each start gets its own data directory: tests run in parallel
  const dataDir = `test-results/startup-data-${process.pid}-${runs++}`;
  const result = spawnSync(process.execPath, ["build/host/main.js"], {
    env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, PORT: "0", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  fs.rmSync(dataDir, { recursive: true, force: true });
  const lines = result.stderr.trim().split("\n").filter(Boolean);
  return { status: result.status, lines };
}

test("a malformed DATABASE_URL is named", () => {
  const { status, lines } = start({ DATABASE_URL: "postgres//nohost" });
  expect(status).toBe(1);
  expect(lines).toEqual([expect.stringMatching(/^Cannot start the shop: Invalid DATABASE_URL: /)]);
});

test("a database that does not answer is named", () => {
  const { status, lines } = start({ DATABASE_URL: "postgres://shop@127.0.0.1:9/shop" });
  expect(status).toBe(1);
  expect(lines).toEqual([
    expect.stringMatching(/^Cannot start the shop: the database at DATABASE_URL does not answer/),
  ]);
});

test("a busy port is named", ({ baseURL }) => {
  const port = new URL(baseURL!).port;
  const { status, lines } = start({ PORT: port });
  expect(status).toBe(1);
  expect(lines).toEqual([
    `Cannot start the shop: Port ${port} on 127.0.0.1 is already in use. Stop the other process or set PORT.`,
  ]);
});

test("a data directory in use by another process is refused", () => {
  const { status, lines } = start({ DATA_DIR: E2E_DATA_DIR });
  expect(status).toBe(1);
  expect(lines).toEqual([
    expect.stringMatching(/^Cannot start the shop: The data directory .* is in use by another process \(pid \d+\)/),
  ]);
});

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

test("started directly, without NODE_ENV, the host renders pages and sends its content security policy", async () => {
  const port = await freePort();
  const dataDir = `test-results/startup-data-${process.pid}-csp`;
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, PORT: String(port) };
  delete env.NODE_ENV;
  const host = spawn(process.execPath, ["build/host/main.js"], { env, stdio: "ignore" });
  try {
    const origin = `http://127.0.0.1:${port}`;
    await expect
      .poll(
        () =>
          fetch(`${origin}/health`)
            .then((r) => r.status)
            .catch(() => 0),
        { timeout: 90_000 },
      )
      .toBe(200);
    // Was: React loaded as development before NODE_ENV was set, react-dom as production: every page 500.
    const page = await fetch(`${origin}/`);
    expect(page.status).toBe(200);
    // A visitor's home page comes from the page cache: its inline scripts are allowed by digest, not nonce.
    expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self' '(nonce|sha256)-/);
  } finally {
    host.kill("SIGTERM");
    await new Promise((resolve) => host.once("exit", resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
