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

test("the information pages, /interior-design and a project page load no JavaScript at all", async ({
  page,
  checkA11y,
}) => {
  const project = await firstProjectPath(page);
  for (const path of ["/about", "/shipping", "/privacy-policy", "/interior-design", project]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await scriptsOf(page), path).toEqual({ elements: [], preloads: [], requests: [] });
    await checkA11y(page);
  }
  // A page that has something to do still gets its scripts: the check above can tell them apart.
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

test.describe("the phone menu without a script", () => {
  test.skip(({ isMobile }) => !isMobile, "the menu is the phone's: a desktop shows the links in the header");

  test("opens from its button, closes with Escape or a tap beside it, and gives the focus back", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    await page.goto("/about");
    const toggle = page.getByRole("banner").getByRole("button", { name: "Menu", exact: true });
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeHidden();
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await checkA11y(page);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(200, 820);
    await expect(menu).toBeHidden();

    // Its links are ordinary ones: Projects opens the projects page.
    await toggle.click();
    await menu.getByRole("link", { name: "Projects", exact: true }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
