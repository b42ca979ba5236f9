// wrk (Debian's `wrk` package), when installed: a load generator in C whose client costs
// far less per byte than autocannon's, so that a page-sized answer measures the server,
// not the client (decision 014). Absent, its rows are left out and the run says so.
import { execFile, spawnSync } from "node:child_process";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);

export function wrkAvailable() {
  return spawnSync("wrk", ["--version"], { encoding: "utf8" }).error === undefined;
}

const MS = { us: 0.001, ms: 1, s: 1000 };
const toMs = (text) => {
  const [, value, unit] = /^([\d.]+)(us|ms|s)$/.exec(text) ?? [];
  return value === undefined ? NaN : Math.round(Number(value) * MS[unit] * 100) / 100;
};

/**
 * One wrk run (one thread, `connections`, `seconds`): req/s, p50 and p99 in ms, errors.
 * Asynchronous, so that the RSS sampler of the process running it keeps sampling.
 */
export async function runWrk({ url, headers = {}, connections = 20, seconds = 20 }) {
  const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency", "--timeout", "10s"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  const { stdout: out } = await execFileAsync("wrk", [...args, url], { timeout: (seconds + 30) * 1000 });
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]) * 10) / 10,
    p50: toMs(/^\s+50%\s+(\S+)/m.exec(out)?.[1] ?? ""),
    p99: toMs(/^\s+99%\s+(\S+)/m.exec(out)?.[1] ?? ""),
    errors: errors ? errors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
  };
}
