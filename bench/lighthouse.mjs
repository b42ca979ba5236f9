// Lighthouse (mobile preset, Debian's Chromium), median of 5 runs per page.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { startShop } from "./lib/server.mjs";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? "/").split(",");

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * `visit`: "first" is a browser session's first page, with the 3-second intro
 * splash the spec asks for; "returning" is any later page of the session,
 * without it (the splash-seen flag is set before the page loads).
 */
export async function audit(origin, pagePath, visit = "first", { chromeFlags = [] } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS.map((flag) => (flag === "--headless" ? "--headless=new" : flag)), ...chromeFlags],
  });
  const runs = [];
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    for (let i = 0; i < RUNS; i++) {
      const page = await browser.newPage();
      if (visit === "returning") {
        await page.evaluateOnNewDocument(() => window.localStorage.setItem("shop-splash-seen", "1"));
      }
      const result = await lighthouse(
        origin + pagePath,
        { port: chrome.port, output: "json", logLevel: "error" },
        undefined,
        page,
      );
      await page.close();
      const { categories, audits } = result.lhr;
      runs.push({
        performance: categories.performance.score * 100,
        accessibility: categories.accessibility.score * 100,
        bestPractices: categories["best-practices"].score * 100,
        seo: categories.seo.score * 100,
        lcp: audits["largest-contentful-paint"].numericValue,
        tbt: audits["total-blocking-time"].numericValue,
        cls: audits["cumulative-layout-shift"].numericValue,
      });
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
  const pick = (key) => median(runs.map((run) => run[key]));
  return {
    page: pagePath,
    visit,
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcpMs: Math.round(pick("lcp")),
    tbtMs: Math.round(pick("tbt")),
    cls: +pick("cls").toFixed(3),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const shop = await startShop({ port: 3302 });
  try {
    // warm up: the first request for each demo picture renders it
    for (const page of PAGES) await fetch(shop.origin + page);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rows = [];
    for (const page of PAGES) {
      rows.push(await audit(shop.origin, page, "first"));
      rows.push(await audit(shop.origin, page, "returning"));
    }
    console.table(rows);
  } finally {
    await shop.stop();
  }
}
