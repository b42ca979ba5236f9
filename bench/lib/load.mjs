// HTTP load with autocannon, and the resident memory of a process while it runs.
import fs from "node:fs";
import autocannon from "autocannon";

/** The running autocannon instance, so that Ctrl-C can stop it at once. */
let current = null;
export function stopLoad() {
  current?.stop();
}

/** One autocannon run; resolves with its raw result. Every run is bounded by `duration`. */
function cannon(options) {
  return new Promise((resolve, reject) => {
    current = autocannon({ ...options, timeout: 10 }, (error, result) => {
      current = null;
      if (error) reject(error);
      else resolve(result);
    });
  });
}

/**
 * Warm-up (not counted), then the timed run. `target` is a URL, or an origin with a
 * `requests` list that each connection walks through in turn (a mix of pages).
 * `overallRate` caps the requests per second over all connections (a soak below capacity).
 */
export async function measure({
  url,
  requests,
  headers,
  connections = 20,
  seconds = 20,
  warmupSeconds = 5,
  overallRate,
}) {
  const options = { url, requests, headers, connections, overallRate };
  if (warmupSeconds > 0) await cannon({ ...options, duration: warmupSeconds });
  const result = await cannon({ ...options, duration: seconds });
  return summarize(result);
}

/** Plain numbers from autocannon's result: throughput over the whole run, latency percentiles in ms. */
export function summarize(result) {
  const requests = result.requests.total;
  return {
    requests,
    seconds: result.duration,
    rps: Math.round((requests / result.duration) * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // Socket errors and timeouts, and any answer that is not 2xx: each must stay at zero.
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Resident set size of a process in MB, from /proc (Linux). */
export function rssMB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kB = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  return Math.round((kB / 1024) * 10) / 10;
}

/** Samples a process's RSS every `everyMs` until stopped; returns the samples with their time. */
export function sampleRss(pid, everyMs) {
  const started = Date.now();
  const samples = [];
  const take = () => samples.push({ atSeconds: Math.round((Date.now() - started) / 1000), rssMB: rssMB(pid) });
  take();
  const timer = setInterval(take, everyMs);
  return {
    samples,
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}
