import { expect, test } from "./fixtures";
import { focused } from "./support/focused";

test("a link to another page moves the focus to its heading and announces its title; a filter does not", async ({
  page,
  isMobile,
  checkA11y,
  consoleErrors,
}) => {
  await page.goto("/");
  const announcer = page.locator("#route-announcer");
  // Not on the first load: the focus stays at the top of the document and nothing is read out.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(announcer).toHaveAttribute("aria-live", "polite");
  await expect(announcer).toHaveText("");
  expect(await focused(page)).toBe("body");

  // Through the phone's menu or the desktop's bar of links.
  if (isMobile) await page.getByRole("button", { name: "Open menu" }).click();
  const nav = page.getByRole("navigation", { name: isMobile ? "Main menu" : "Main" });
  await nav.getByRole("link", { name: "Home Décor", exact: true }).click();
  await expect(page).toHaveURL(/\/home-decor$/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Finishing Touches, Made by Hand");
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAttribute("tabindex", "-1");
  // Focused by script, not a control: no ring drawn around the heading.
  expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("none");
  const title = await page.title();
  expect(title).toContain("Home Décor");
  await expect(announcer).toHaveText(title);
  await checkA11y(page);

  // A popular style is a search of the collection: the same page, so the focus stays on the link.
  const style = page.getByRole("link", { name: /^Bohemian Chic/ });
  await style.click();
  await expect(page).toHaveURL(/\/home-decor\?q=handloom#decor-products$/);
  await expect(page.getByTestId("product-card").first()).toContainText(/handloom/i);
  await expect(style).toBeFocused();
  await expect(announcer).toHaveText(title);

  // A card's link is a new page again: its heading, its title.
  await page.getByTestId("product-card").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/furniture\/[a-z-]+$/);
  const product = page.getByRole("heading", { level: 1 });
  await expect(product).toBeFocused();
  await expect(announcer).toHaveText(await page.title());
  expect(await page.title()).not.toBe(title);

  // Back is a new page as well.
  await page.goBack();
  await expect(page).toHaveURL(/\/home-decor\?q=handloom#decor-products$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Finishing Touches, Made by Hand");
  expect(consoleErrors).toEqual([]);
});

test("the notice of Add to Cart never covers the focused button", async ({ page, checkA11y, consoleErrors }) => {
  await page.goto("/furniture/multani-blue-pottery-vase");
  const button = page.getByRole("button", { name: "Add to Cart: Multani Blue Pottery Vase" });
  // The button at the foot of the screen, where the notices appear. It sits in the first screen, so the
  // screen is made just tall enough to end below it (scrolling could not bring it down there); focused, pressed.
  const width = page.viewportSize()!.width;
  const bottom = await button.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
  await page.setViewportSize({ width, height: Math.ceil(bottom + 24) });
  await page.evaluate(() => window.scrollTo(0, 0));
  await button.focus();
  const before = await button.boundingBox();
  expect(before!.y + before!.height).toBeGreaterThan(page.viewportSize()!.height - 100);
  await page.keyboard.press("Enter");
  const notice = page.getByRole("status").filter({ hasText: "1 item(s) added to your cart!" });
  await expect(notice).toBeVisible();
  await expect(button).toBeFocused();
  await expect(button).toBeEnabled();
  const control = (await button.boundingBox())!;
  const toast = (await notice.boundingBox())!;
  const overlaps =
    control.x < toast.x + toast.width &&
    toast.x < control.x + control.width &&
    control.y < toast.y + toast.height &&
    toast.y < control.y + control.height;
  expect(overlaps, `button ${JSON.stringify(control)}, notice ${JSON.stringify(toast)}`).toBe(false);
  // And the notice is on the screen, not pushed out of it.
  expect(toast.y).toBeGreaterThanOrEqual(0);
  expect(toast.y + toast.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  await checkA11y(page);
  expect(consoleErrors).toEqual([]);
});
