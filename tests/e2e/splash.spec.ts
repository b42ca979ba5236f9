import { expect, test, type Page } from "@playwright/test";

// No fixture here: these tests are about the splash itself, on a fresh browser.

/**
 * Opens the home page and waits until its splash counts (hydrated: a click or Escape now skips
 * it). Not until "load": the hero's pictures can hold that back until the splash has played out.
 */
async function openHomeWithSplash(page: Page) {
  await page.goto("/", { waitUntil: "commit" });
  const splash = page.locator(".splash");
  await expect(splash).toBeVisible();
  await expect(splash).toContainText(/\b[1-9]\d*%/);
  return splash;
}

test("the splash shows once per browser, counts up, and Escape skips it", async ({ page, context }) => {
  const splash = await openHomeWithSplash(page);
  await expect(splash).toContainText("Shahkaar Interiors");
  await page.keyboard.press("Escape");
  await expect(splash).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator(".splash")).toBeHidden();

  // A second tab of the same browser does not play it again.
  const second = await context.newPage();
  await second.goto("/");
  await expect(second.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(second.locator(".splash")).toBeHidden();
  expect(await second.evaluate(() => document.documentElement.dataset.splash)).toBe("off");
});

test("a deep link never shows the splash, nor does the home page reached from it", async ({ page }) => {
  await page.goto("/furniture/noor-walnut-three-seater-sofa");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator(".splash")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.dataset.splash)).toBeUndefined();

  // Home, by the header's link: the same document, so still no splash.
  await page.getByRole("link", { name: "Shahkaar Interiors, home" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Premium Furniture & Interior Design");
  await expect(page.locator(".splash")).toHaveCount(0);
});

test("the splash finishes by itself after about three seconds, and the home page does not play it twice", async ({
  page,
}) => {
  const splash = await openHomeWithSplash(page);
  await expect(splash).toContainText("100%", { timeout: 4_000 });
  await expect(splash).toHaveCount(0, { timeout: 2_000 });

  // Away and back by the page's own links, in the same document: played once is enough.
  await page.locator('footer a[href="/about"]').first().click();
  await expect(page).toHaveURL(/\/about$/);
  await page.getByRole("link", { name: "Shahkaar Interiors, home" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Premium Furniture & Interior Design");
  await expect(page.locator(".splash")).toHaveCount(0);
});

test("a click skips the splash", async ({ page }) => {
  await (await openHomeWithSplash(page)).click();
  await expect(page.locator(".splash")).toHaveCount(0);
});

test("reduced-motion users never see the splash", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator(".splash")).toBeHidden();
  await context.close();
});

test("without JavaScript the page is all there and the splash is not", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Premium Furniture & Interior Design");
  await expect(page.locator(".splash")).toBeHidden();
  await context.close();
});
