// Full-page screenshots of shop pages at phone and desktop widths, for looking at what we build.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir] [path ...]
import fs from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";

const [base = "http://127.0.0.1:3000", outDir = "test-results/screenshots", ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ["/"];
fs.mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const [label, width] of [
  ["phone", 390],
  ["desktop", 1280],
]) {
  const context = await browser.newContext({
    viewport: { width, height: 844 },
    deviceScaleFactor: 1,
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  for (const target of targets) {
    await page.goto(base + target, { waitUntil: "networkidle" });
    // lazy images: scroll through the page so that they load before the picture is taken
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle");
    const name = target === "/" ? "home" : target.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-");
    await page.screenshot({ path: `${outDir}/${name}-${label}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
console.log(`screenshots in ${outDir}`);
