import { expect, test } from "@playwright/test";

// No fixture here: these tests are about the splash itself, on a fresh browser session.
test("the splash shows once per session, counts up, and Escape skips it", async ({ page }) => {
  await page.goto("/");
  const splash = page.locator(".splash");
  await expect(splash).toBeVisible();
  await expect(splash).toContainText("Shahkaar Interiors");
  await expect(splash).toContainText(/\d+%/);
  await page.keyboard.press("Escape");
  await expect(splash).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator(".splash")).toBeHidden();
});

test("the splash finishes by itself after about three seconds", async ({ page }) => {
  await page.goto("/");
  const splash = page.locator(".splash");
  await expect(splash).toBeVisible();
  await expect(splash).toContainText("100%", { timeout: 4_000 });
  await expect(splash).toHaveCount(0, { timeout: 2_000 });
});

test("a click skips the splash", async ({ page }) => {
  await page.goto("/");
  await page.locator(".splash").click();
  await expect(page.locator(".splash")).toHaveCount(0);
});

test("reduced-motion users never see the splash", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto("/");
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
