import { expect, test } from "./fixtures";
import { PIECE, bar, scrollPastMainButton } from "./support/product-page";

/* The phones' sticky Add to Cart bar (product-buy-bar.phone.spec.ts) never shows on a laptop. */

test("on a laptop the bar never shows", async ({ page, checkA11y }) => {
  await page.goto(`/furniture/${PIECE.slug}`);
  await page.waitForLoadState("networkidle");
  await scrollPastMainButton(page);
  // Give the observer its turn: the bar must stay hidden, and the page keeps no room for it.
  await page.waitForTimeout(300);
  await expect(bar(page)).toBeHidden();
  expect(await page.evaluate(() => document.body.style.paddingBottom)).toBe("");
  await checkA11y(page);
});
