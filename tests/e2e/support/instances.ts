import { spawn, execFile, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { promisify } from "node:util";
import { createAdminArgs } from "../../../scripts/e2e-admin.mjs";

/** One `node build/host/main.js` of the production build, on a port of its own. */
export interface ShopInstance {
  name: string;
  /** `http://127.0.0.1:<port>`, as the instance's own start-up line reports it. */
  origin: string;
  pid: number;
  /** Everything it printed so far, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

const READY = /Shop ready on (http:\/\/\S+) \((\w+), production\)/;

/**
 * Starts an instance with PORT=0 and waits for the line that names the port
 * it got (server/run.ts logs it at info level). A process that exits first,
 * or is not ready in time, fails with what it printed.
 */
export function startInstance(name: string, env: NodeJS.ProcessEnv, timeoutMs = 90_000): Promise<ShopInstance> {
  fs.mkdirSync(env.DATA_DIR!, { recursive: true });
  const child = spawn(process.execPath, ["build/host/main.js"], {
    env: { ...process.env, ...env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => (output += chunk.toString("utf8"));
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);

  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(new Error(`Instance ${name} ${why}. It printed:\n${output}`));
    };
    const timer = setTimeout(() => fail(`was not ready after ${timeoutMs} ms`), timeoutMs);
    const onExit = (code: number | null) => fail(`exited with ${code} before it was ready`);
    child.once("exit", onExit);
    const onData = () => {
      const ready = READY.exec(output);
      if (!ready) return;
      clearTimeout(timer);
      child.off("exit", onExit);
      child.stdout!.off("data", onData);
      if (ready[2] !== "postgres") {
        fail(`runs on ${ready[2]}, not on the PostgreSQL of DATABASE_URL`);
        return;
      }
      resolve({ name, origin: ready[1]!, pid: child.pid!, output: () => output, stop: () => stopProcess(child) });
    };
    child.stdout!.on("data", onData);
  });
}

/** SIGTERM (the shop's own clean shutdown), then SIGKILL if it has not exited within 10 s. */
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    process.kill(child.pid!, "SIGTERM");
  });
}

/** The operators' command for the first admin, against the same database as the instances. */
export async function createAdmin(
  env: NodeJS.ProcessEnv,
  account: { email: string; password: string; name: string },
): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, createAdminArgs(account), {
    env: { ...process.env, ...env },
    timeout: 60_000,
  });
  return stdout.trim();
}
