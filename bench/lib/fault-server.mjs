// The shop's production build as a child process that the fault benchmark can
// kill with SIGKILL and start again on the same data, as a crash and a
// supervisor's restart would.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

/** Every shop process still running, so that an interrupted run can end them all by pid. */
const running = new Set();

export function killAllShops() {
  for (const child of running) child.kill("SIGKILL");
  running.clear();
}

/** A loopback port nothing listens on: bound, read, released. */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One shop, started and killed as often as needed on the same port and data.
 * Its output goes to `logFile` (appended, one header per start) so a failed
 * run can show what the shop said.
 */
export function shopProcess({ port, env, logFile }) {
  const origin = `http://127.0.0.1:${port}`;
  let child;
  let exited;
  let starts = 0;

  async function health() {
    try {
      const response = await fetch(`${origin}/health`, { signal: AbortSignal.timeout(2_000) });
      return response.ok ? await response.json() : null;
    } catch {
      return null;
    }
  }

  return {
    origin,
    get starts() {
      return starts;
    },
    get pid() {
      return child?.pid;
    },
    /** Starts the shop and resolves once /health answers; rejects if it exits or takes too long. */
    async start({ timeoutMs = 90_000, waitForPictures = false } = {}) {
      if (child) throw new Error("the shop is already running");
      starts++;
      fs.appendFileSync(logFile, `\n--- start ${starts} at ${new Date().toISOString()}\n`);
      const out = fs.openSync(logFile, "a");
      child = spawn(process.execPath, [path.resolve("build/host/main.js")], {
        env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), ...env },
        stdio: ["ignore", out, out],
      });
      fs.closeSync(out);
      running.add(child);
      const self = child;
      exited = new Promise((resolve) => self.once("exit", (code, signal) => resolve({ code, signal })));
      void exited.then(() => running.delete(self));
      const startedAt = Date.now();
      while (Date.now() - startedAt < timeoutMs) {
        if (self.exitCode !== null) {
          child = undefined;
          throw new Error(`the shop exited with ${self.exitCode} while starting (see ${logFile})`);
        }
        const answer = await health();
        if (answer?.ok && (!waitForPictures || answer.picturesReady)) return Date.now() - startedAt;
        await sleep(answer ? 250 : 50);
      }
      await this.kill();
      throw new Error(`the shop did not answer within ${timeoutMs / 1000} s (see ${logFile})`);
    },
    /** SIGKILL: no shutdown code runs, as in a crash or an OOM kill. */
    async kill() {
      if (!child) return;
      child.kill("SIGKILL");
      await exited;
      child = undefined;
    },
    /** SIGTERM, the shop's own orderly shutdown; SIGKILL if it has not ended after 20 s. */
    async stop() {
      if (!child) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child?.kill("SIGKILL"), 20_000);
      const { code, signal } = await exited;
      clearTimeout(timer);
      child = undefined;
      return { code, signal };
    },
  };
}
