// Starts the production build of the shop on a fresh data directory, for a benchmark.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Resolves once the shop answers and (unless told not to wait) its demo pictures are rendered,
 *  so that no background work competes with what is measured. */
export async function startShop({ port = 3300, env = {}, waitForPictures = true } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-"));
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
    const health = await fetch(`${origin}/health`)
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null);
    if (health && (health.picturesReady || !waitForPictures)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    dataDir,
    // scripts/start.mjs imports the host into its own process: this is the shop's process.
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
