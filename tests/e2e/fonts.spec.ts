import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * A page's texts are drawn from the two small files of the characters our texts use
 * (scripts/core-fonts.ts): 41 KB of fonts where Fontsource's latin files were 60 KB, and the
 * rupee sign no longer fetches a 33 KB file that has no glyph for it. Any other character still
 * gets the shop's fonts, from Fontsource's full faces, fetched only then.
 */

/** The font files the page fetched, by name without the build's hash. */
const fontFiles = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith(".woff2"))
      .map((path) => path.replace(/^\/assets\//, "").replace(/-[\w-]{8}\.woff2$/, ""))
      .sort();
  });

for (const path of ["/", "/furniture", "/projects", "/track-order", "/about"]) {
  test(`${path} fetches only the two small font files`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await fontFiles(page)).toEqual(["fraunces-core", "manrope-core"]);
  });
}

test("the home page's 'From ₨' prices fetch no other font file", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("collection-from-price").first()).toHaveText(/^From ₨ [\d,]+$/);
  expect(await fontFiles(page)).toEqual(["fraunces-core", "manrope-core"]);
});

test("a character that is not ours still gets the shop's fonts, from Fontsource's full faces", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await fontFiles(page)).toEqual(["fraunces-core", "manrope-core"]);
  await page.evaluate(() => {
    const heading = document.createElement("h2");
    heading.textContent = "Señor";
    const text = document.createElement("p");
    text.textContent = "Señora";
    document.querySelector("main")!.append(heading, text);
  });
  await expect
    .poll(() => fontFiles(page))
    .toEqual(["fraunces-core", "fraunces-latin-wght-normal", "manrope-core", "manrope-latin-wght-normal"]);
});
