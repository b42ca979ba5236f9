import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/*
 * The product page's first screen (issue 20): the price, the stock line, Add to Cart and the
 * delivery promise show without scrolling, on a 390x844 phone and a 1280x800 laptop. The phones'
 * sticky bar: product-buy-bar.phone.spec.ts, and .desktop.spec.ts for its absence on a laptop.
 */

import { PIECE, bar, mainButton, product } from "./support/product-page";

/** Wholly inside the viewport and below the fixed header: seen without scrolling. */
async function expectInFirstScreen(page: Page, locator: Locator, what: string) {
  const viewport = page.viewportSize()!;
  const header = (await page.locator("header").first().boundingBox())!;
  const box = await locator.boundingBox();
  expect(box, `${what} is laid out`).not.toBeNull();
  expect(box!.y, `${what} is below the header`).toBeGreaterThanOrEqual(header.y + header.height);
  expect(box!.y + box!.height, `${what} ends above the fold`).toBeLessThanOrEqual(viewport.height);
  expect(box!.x, `${what} starts inside the width`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends inside the width`).toBeLessThanOrEqual(viewport.width);
}

test("the price, the stock, Add to Cart and the delivery promise are in the first screen", async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`/furniture/${PIECE.slug}`);
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await expectInFirstScreen(page, product(page).getByText(PIECE.price, { exact: true }), "the price");
  await expectInFirstScreen(page, product(page).getByText(/^\d+ in stock$/), "the stock line");
  await expectInFirstScreen(page, mainButton(page), "Add to Cart");
  const promise = product(page).getByTestId("delivery-promise");
  // Standard delivery to the policy's first city (Lahore), by a day counted on the server.
  await expect(promise).toContainText(/^Delivered in Lahore by [A-Z][a-z]{2} \d{2}/);
  await expectInFirstScreen(page, promise.getByText(/^Delivered in Lahore by/), "the delivery promise");
  // Nothing is wider than the phone: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  expect(consoleErrors).toEqual([]);
});

test("a piece out of stock promises no delivery date and has no bar", async ({ page }) => {
  await page.goto("/furniture/anarkali-velvet-loveseat-sofa");
  await expect(product(page).getByTestId("delivery-promise")).toHaveText("No delivery date until it is back in stock");
  await expect(product(page).getByText(/^Delivered in/)).toHaveCount(0);
  await expect(bar(page)).toHaveCount(0);
});
