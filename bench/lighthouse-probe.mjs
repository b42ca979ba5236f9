// Why a page scores as it does in Lighthouse (mobile preset, first visits): for each run, the
// simulated metrics next to the observed ones, the LCP element and its phases, the long tasks and
// the scripts' main-thread time. A tool for experiments, not a benchmark of record (that is
// bench/lighthouse-h2.mjs, median of 5).
//   PROBE_PAGES=/furniture/noor-walnut-three-seater-sofa,/ PROBE_RUNS=3 [PROBE_H2=1] node bench/lighthouse-probe.mjs
// PROBE_H2=1 goes through the TLS + HTTP/2 proxy; PROBE_RETURNING=1 visits with the splash already
// seen; PROBE_REQUESTS=1 also lists every request.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { startH2Proxy } from "./lib/h2-proxy.mjs";
import { startShop } from "./lib/server.mjs";

const PAGES = (process.env.PROBE_PAGES ?? "/furniture/noor-walnut-three-seater-sofa").split(",");
const RUNS = Number(process.env.PROBE_RUNS ?? 3);
const ms = (value) => Math.round(value ?? 0);

const shop = await startShop({ port: 3316 });
const proxy = process.env.PROBE_H2 ? await startH2Proxy(3444, shop.origin) : null;
const origin = proxy ? proxy.origin : shop.origin;
for (const page of PAGES) await fetch(shop.origin + page);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [
    ...CHROMIUM_ARGS.map((flag) => (flag === "--headless" ? "--headless=new" : flag)),
    "--ignore-certificate-errors",
  ],
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
try {
  for (const pagePath of PAGES) {
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage();
      if (process.env.PROBE_RETURNING)
        await page.evaluateOnNewDocument(() => window.localStorage.setItem("shop-splash-seen", "1"));
      const { lhr } = await lighthouse(
        origin + pagePath,
        { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] },
        undefined,
        page,
      );
      await page.close();
      const audits = lhr.audits;
      const observed = audits.metrics.details.items[0];
      const requests = audits["network-requests"].details.items;
      const scripts = requests.filter((request) => request.resourceType === "Script");
      console.log(
        `${pagePath} run ${run + 1}: performance ${lhr.categories.performance.score * 100}`,
        `| simulated FCP ${ms(audits["first-contentful-paint"].numericValue)}, LCP ${ms(audits["largest-contentful-paint"].numericValue)},`,
        `TBT ${ms(audits["total-blocking-time"].numericValue)}, SI ${ms(audits["speed-index"].numericValue)}`,
        `| observed FCP ${observed.observedFirstContentfulPaint}, LCP ${observed.observedLargestContentfulPaint},`,
        `DOMContentLoaded ${observed.observedDomContentLoaded}, load ${observed.observedLoad}`,
        `| ${requests.length} requests, ${scripts.length} scripts, ${ms(scripts.reduce((sum, s) => sum + s.transferSize, 0) / 1024)} KB`,
      );
      if (run > 0) continue;
      const lcp = audits["largest-contentful-paint-element"]?.details?.items ?? [];
      console.log("  LCP element:", lcp[0]?.items?.[0]?.node?.snippet?.slice(0, 120));
      console.log("  LCP phases:", lcp[1]?.items?.map((phase) => `${phase.phase} ${ms(phase.timing)}`).join(", "));
      for (const task of audits["long-tasks"]?.details?.items ?? [])
        console.log(`  long task at ${ms(task.startTime)}: ${ms(task.duration)} ms, ${task.url}`);
      const work = audits["mainthread-work-breakdown"]?.details?.items ?? [];
      console.log("  main thread by kind:", work.map((item) => `${item.groupLabel} ${ms(item.duration)}`).join(", "));
      for (const item of audits["bootup-time"]?.details?.items ?? [])
        console.log(`  main thread ${ms(item.total)} ms (script ${ms(item.scripting)}), ${item.url}`);
      if (process.env.PROBE_REQUESTS)
        for (const request of requests)
          console.log(
            `  ${request.resourceType} ${request.priority} ${ms(request.networkRequestTime)}-${ms(request.networkEndTime)} ms,`,
            `${ms(request.transferSize / 1024)} KB, ${request.url}`,
          );
    }
  }
} finally {
  await browser.disconnect();
  await chrome.kill();
  await proxy?.stop();
  await shop.stop();
}
