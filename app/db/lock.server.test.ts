import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDirectory } from "./lock.server";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("lockDataDirectory", () => {
  it("writes our pid and removes the lock on release", () => {
    const dir = tempDir();
    const release = lockDataDirectory(dir);
    expect(fs.readFileSync(path.join(dir, "shop.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, "shop.lock"))).toBe(false);
  });

  it("refuses a directory held by another live process, naming it", async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      fs.writeFileSync(path.join(dir, "shop.lock"), String(other.pid));
      expect(() => lockDataDirectory(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDirectory(dir)).toThrow(`in use by another process (pid ${other.pid})`);
    } finally {
      other.kill("SIGKILL");
    }
  });

  it("takes over a lock left by a process that has died", async () => {
    const dir = tempDir();
    const dead = spawn(process.execPath, ["-e", "0"]);
    await new Promise((resolve) => dead.once("exit", resolve));
    fs.writeFileSync(path.join(dir, "shop.lock"), String(dead.pid));
    const release = lockDataDirectory(dir);
    expect(fs.readFileSync(path.join(dir, "shop.lock"), "utf8")).toBe(String(process.pid));
    release();
  });
});
