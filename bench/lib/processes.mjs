// Child processes of the benchmarks: the bare hello-world baseline, other benchmarks run and
// captured, and clean-up that also runs on Ctrl-C so no server or database outlives a run.
import { spawn } from "node:child_process";
import fs from "node:fs";

const cleanups = new Set();
let signalled = false;

/** Registers a clean-up; returns a function that runs it once and unregisters it. */
export function onCleanup(fn) {
  let done = false;
  const once = async () => {
    if (done) return;
    done = true;
    cleanups.delete(once);
    await fn();
  };
  cleanups.add(once);
  return once;
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    // A second Ctrl-C leaves at once, whatever is still closing.
    if (signalled) process.exit(130);
    signalled = true;
    console.error(`\n${signal}: stopping the servers and dropping the bench databases…`);
    Promise.allSettled([...cleanups].map((fn) => fn())).finally(() => process.exit(130));
  });
}

// The baseline: the least a Node HTTP server can do per request, on the same runtime as the shop.
// Given a file, it answers with that file's bytes instead (gzip, as a page the shop sent):
// the most any Node server could do with an answer of that size, with this client.
const HELLO = `const [port, file] = process.argv.slice(1);
  const body = file ? require("node:fs").readFileSync(file) : "hello world";
  const headers = file
    ? { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip", "content-length": body.length }
    : { "content-type": "text/plain" };
  require("node:http")
    .createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
    .listen(Number(port), "127.0.0.1", () => console.log("ready"));`;

/** A bare `node:http` hello-world (or server of one file's bytes) in its own process, on loopback. */
export async function startHelloWorld(port, file) {
  const child = spawn(process.execPath, ["-e", HELLO, String(port), ...(file ? [file] : [])], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const stop = onCleanup(() => kill(child));
  await new Promise((resolve, reject) => {
    child.stdout.once("data", resolve);
    child.once("exit", (code) => reject(new Error(`the hello-world server exited with ${code}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, pid: child.pid, stop };
}

/** A signal (SIGTERM unless told), and SIGKILL if it is still there 10 s later. */
export function kill(child, signal = "SIGTERM") {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}

/**
 * Runs another benchmark as a child process, its output shown as it comes and kept for the
 * summary. Stopped (SIGINT, as a person would, so it drops its database) after `limitSeconds`.
 */
export async function runBenchmark(command, args, { limitSeconds, env = {}, prefix = "" } = {}) {
  const started = Date.now();
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
  // SIGINT: our benchmarks drop their database on it (on SIGTERM they would leave it behind).
  const stop = onCleanup(() => kill(child, "SIGINT"));
  let output = "";
  let shown = 0;
  child.stdout.on("data", (chunk) => {
    output += chunk;
    if (!prefix) return process.stdout.write(chunk);
    // Beside another benchmark: whole lines only, each with the benchmark's name.
    const end = output.lastIndexOf("\n") + 1;
    if (end <= shown) return;
    const lines = output.slice(shown, end - 1).split("\n");
    process.stdout.write(lines.map((line) => `${prefix}${line}\n`).join(""));
    shown = end;
  });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill("SIGINT");
    setTimeout(() => child.kill("SIGKILL"), 30_000).unref();
  }, limitSeconds * 1000);
  const code = await new Promise((resolve) => child.once("exit", (exitCode, signal) => resolve(exitCode ?? signal)));
  clearTimeout(timer);
  if (prefix && shown < output.length) process.stdout.write(`${prefix}${output.slice(shown)}\n`);
  await stop();
  return { code, timedOut, output, seconds: Math.round((Date.now() - started) / 1000) };
}

/** Reads the JSON a benchmark of ours left for the summary (null when it died first). */
export function readResult(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}
