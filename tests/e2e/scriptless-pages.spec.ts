import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Pages with nothing interactive beyond links, the menu and the search form go out without any
 * JavaScript (issue 20, part 7): the information pages, /interior-design and the project pages.
 * Their menu is the browser's popover and their search a link to the search page, so nothing is lost.
 */

async function firstProjectPath(page: Page): Promise<string> {
  await page.goto("/projects");
  const href = await page.locator('#main a[href^="/projects/"]').first().getAttribute("href");
  expect(href).toMatch(/^\/projects\/[a-z0-9-]+$/);
  return href!;
}

/** What the document asked for that runs: script elements (JSON-LD is data), module preloads, script requests. */
const scriptsOf = (page: Page) =>
  page.evaluate(() => ({
    elements: [...document.querySelectorAll("script")]
      .filter((script) => script.type !== "application/ld+json")
      .map((script) => script.src || script.textContent!.slice(0, 60)),
    preloads: [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute("href")),
    requests: performance
      .getEntriesByType("resource")
      .filter(
        (entry) => (entry as PerformanceResourceTiming).initiatorType === "script" || /\.m?js(\?|$)/.test(entry.name),
      )
      .map((entry) => entry.name),
  }));

/** One page's check: its heading, no script of any kind, and axe. One test a page, so that each has its own time. */
async function expectScriptless(page: Page, path: string, checkA11y: (page: Page) => Promise<void>) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await scriptsOf(page), path).toEqual({ elements: [], preloads: [], requests: [] });
  await checkA11y(page);
}

for (const path of ["/about", "/shipping", "/privacy-policy", "/interior-design"]) {
  test(`${path} loads no JavaScript at all`, async ({ page, checkA11y }) => {
    await expectScriptless(page, path, checkA11y);
  });
}

test("a project page loads no JavaScript at all", async ({ page, checkA11y }) => {
  await expectScriptless(page, await firstProjectPath(page), checkA11y);
});

test("a page that has something to do still gets its scripts: the checks above can tell them apart", async ({
  page,
}) => {
  await page.goto("/furniture");
  expect((await scriptsOf(page)).elements.length).toBeGreaterThan(0);
});

test("a project's pictures still step through without a script", async ({ page }) => {
  await page.goto(await firstProjectPath(page));
  const thumbnails = page.locator('#main a[href*="photo=2"]');
  await expect(thumbnails.first()).toBeVisible();
  await thumbnails.first().click();
  await expect(page).toHaveURL(/\?photo=2$/);
  expect((await scriptsOf(page)).elements).toEqual([]);
});
