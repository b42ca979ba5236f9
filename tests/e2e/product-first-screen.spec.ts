import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/*
 * The product page's first screen (issue 20): the price, the stock line, Add to Cart and the
 * delivery promise show without scrolling, on a 390x844 phone and a 1280x800 laptop. On a phone a
 * bar with the price and Add to Cart follows once the page's own button has scrolled away.
 */

// A piece no other journey buys: the sofa's stock (6) runs out as the checkout journeys place orders.
const PIECE = { slug: "mughal-arch-six-drawer-dresser", name: "Mughal Arch Six-Drawer Dresser", price: "PKR 148,000" };
const BAR_BUTTON = `Add to Cart from the bar: ${PIECE.name}`;

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

const product = (page: Page) => page.getByRole("region", { name: "Product" });
const mainButton = (page: Page) =>
  product(page).getByRole("button", { name: `Add to Cart: ${PIECE.name}`, exact: true });
const bar = (page: Page) => page.getByTestId("sticky-buy-bar");

/** Scrolls until the page's own Add to Cart is well above the top of the window. */
async function scrollPastMainButton(page: Page) {
  const box = (await mainButton(page).boundingBox())!;
  await page.evaluate((y) => window.scrollTo(0, y), box.y + box.height + 300);
  await expect(mainButton(page)).not.toBeInViewport();
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

test("on a phone a bar with the price and Add to Cart follows once the page's button scrolls away", async ({
  page,
  consoleErrors,
  checkA11y,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "The bar is for phones; the desktop test checks it never shows there.");
  await page.goto(`/furniture/${PIECE.slug}`);
  await page.waitForLoadState("networkidle");
  // Hidden (and out of the accessibility tree) while the page's own button is in view.
  await expect(bar(page)).toBeHidden();
  await expect(page.getByRole("button", { name: BAR_BUTTON })).toHaveCount(0);

  await product(page).getByRole("button", { name: "Increase quantity" }).click();
  await scrollPastMainButton(page);
  await expect(bar(page)).toBeInViewport({ ratio: 1 });
  await expect(bar(page)).toContainText(PIECE.price);
  await checkA11y(page);

  // At the very end of the page the bar covers nothing: the page has room for it below the footer.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = (await page.locator("footer").last().boundingBox())!;
  const barBox = (await bar(page).boundingBox())!;
  expect(footer.y + footer.height).toBeLessThanOrEqual(barBox.y + 1);

  // It adds the same way as the page's button, with the quantity chosen there: 2 dressers.
  const header = page.locator("header").first();
  await expect(header.getByLabel(/items? in cart/)).toHaveCount(0);
  await bar(page).getByRole("button", { name: BAR_BUTTON }).click();
  await expect(page.getByText("2 item(s) added to your cart!")).toBeVisible();
  await expect(header.getByLabel("2 items in cart")).toBeVisible();

  // Back at the top, the page's own button is in view again and the bar goes.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar(page)).toBeHidden();
  expect(await page.evaluate(() => document.body.style.paddingBottom)).toBe("");
  expect(consoleErrors).toEqual([]);
});

test("on a laptop the bar never shows", async ({ page, checkA11y }, testInfo) => {
  test.skip(testInfo.project.name === "phone", "On a phone the bar shows (the test above).");
  await page.goto(`/furniture/${PIECE.slug}`);
  await page.waitForLoadState("networkidle");
  await scrollPastMainButton(page);
  // Give the observer its turn: the bar must stay hidden, and the page keeps no room for it.
  await page.waitForTimeout(300);
  await expect(bar(page)).toBeHidden();
  expect(await page.evaluate(() => document.body.style.paddingBottom)).toBe("");
  await checkA11y(page);
});
