import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { focused } from "./support/focused";
import { hydrated } from "./support/hydrated";

/**
 * The variant picker by keyboard alone (issue 34), on a laptop: each fabric and size is a link,
 * reached with Tab and chosen with Enter. Choosing keeps the focus on the value chosen and the
 * page where it was (no jump to the top), and Tab goes on to Add to Cart, which adds the variant.
 *
 * The Basant sofa's Ajrak Print 2-seater is printed to order: it never runs out, whatever the
 * phone's journey (variants.phone.spec.ts) buys of the sofa meanwhile.
 */

const SOFA = { slug: "basant-truck-art-outdoor-sofa", name: "Basant Truck-Art Outdoor Sofa" };

const product = (page: Page) => page.getByRole("region", { name: "Product" });
const fabric = (page: Page) => product(page).getByRole("group", { name: /^Fabric: / });
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus, at most `limit` times; how many presses it took. */
async function tabTo(page: Page, target: Locator, limit: number): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press("Tab");
    if (await isFocused(target)) return presses;
  }
  throw new Error(`Tab did not reach the element in ${limit} presses (focus on ${await focused(page)})`);
}

test("a keyboard chooses a fabric with Tab and Enter, stays where it was, and adds that variant", async ({
  page,
  checkA11y,
  consoleErrors,
}) => {
  // An axe check of the long product page takes a while on a busy 2-core machine.
  test.slow();
  await page.goto(`/furniture/${SOFA.slug}`);
  const swatches = fabric(page).getByRole("link");
  await expect(swatches).toHaveCount(3);
  // Before React runs, a link is a full page load: the journey is about the page once it has.
  await hydrated(swatches.first());
  await expect(fabric(page)).toHaveAccessibleName("Fabric: Ivory Acrylic");
  expect(await focused(page)).toBe("body");

  // From the top of the page to the first swatch, then on to the next values.
  await tabTo(page, swatches.first(), 60);
  await expect(swatches.first()).toHaveAccessibleName("Ivory Acrylic");
  await expect(swatches.first()).toHaveAttribute("aria-current", "true");
  await page.keyboard.press("Tab");
  await expect(swatches.nth(1)).toBeFocused();
  await expect(swatches.nth(1)).toHaveAccessibleName(/^Truck-Art Teal/);
  await page.keyboard.press("Tab");
  const ajrak = fabric(page).getByRole("link", { name: "Ajrak Print", exact: true });
  await expect(ajrak).toBeFocused();
  // The fabrics sit just below a laptop's first screen: Tab has scrolled the page to them.
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled, "the page is scrolled down to the swatches").toBeGreaterThan(0);
  const onScreen = (await ajrak.boundingBox())!.y;

  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/furniture/${SOFA.slug}\\?variant=OUT-BSNT-AJRK-2$`));
  await expect(fabric(page)).toHaveAccessibleName("Fabric: Ajrak Print");
  await expect(ajrak).toHaveAttribute("aria-current", "true");
  await expect(swatches.first()).not.toHaveAttribute("aria-current");
  await expect(product(page).getByText("PKR 177,000", { exact: true })).toBeVisible();
  await expect(product(page).getByText("Made to order in 5 weeks", { exact: true })).toBeVisible();
  // The focus stays on the value chosen, and the page where it was (preventScrollReset).
  await expect(ajrak).toBeFocused();
  expect(await page.evaluate(() => window.scrollY), "the page did not scroll back to the top").toBe(scrolled);
  expect((await ajrak.boundingBox())!.y, "the swatch is where it was on the screen").toBe(onScreen);
  await expect(ajrak).toBeInViewport();

  // On past the sizes and the quantity to Add to Cart; Enter adds the variant shown.
  const addToCart = product(page).getByRole("button", { name: `Add to Cart: ${SOFA.name}`, exact: true });
  await tabTo(page, addToCart, 6);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "1 item(s) added to your cart!" })).toBeVisible();
  await expect(page.locator("header").getByLabel(/items? in cart$/)).toHaveText("1");
  await expect(addToCart).toBeFocused();
  await expect(page).toHaveURL(/\?variant=OUT-BSNT-AJRK-2$/);

  // The page with options, a variant chosen and the notice shown: nothing axe finds at 1280 px.
  await checkA11y(page);
  expect(consoleErrors).toEqual([]);
});
