import { expect, test } from "./fixtures";
import { BAR_BUTTON, PIECE, bar, product, scrollPastMainButton } from "./support/product-page";

/* On a phone a bar with the price and Add to Cart follows once the product page's own button has scrolled away (issue 20). */

test("on a phone a bar with the price and Add to Cart follows once the page's button scrolls away", async ({
  page,
  consoleErrors,
  checkA11y,
}) => {
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
