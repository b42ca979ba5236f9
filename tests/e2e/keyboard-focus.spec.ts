import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The focused element, described for an assertion (its tag, id, and accessible text). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return "body";
    return `${element.tagName.toLowerCase()}: ${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim()}`;
  });

test.describe("the phone menu", () => {
  test.skip(({ isMobile }) => !isMobile, "the menu is the phone's: a desktop shows the links in the header");

  test("keeps the focus inside while open, closes with Escape and gives the focus back to its toggle", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    await page.goto("/track-order");
    const toggle = page.getByRole("button", { name: "Open menu" });
    const menu = page.locator("#mobile-menu");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toBeFocused();
    // The page under the panel is out of reach while it is open.
    await expect(page.locator("main")).toHaveJSProperty("inert", true);
    await checkA11y(page);

    // Tab from the toggle goes into the panel; Tab from its last control comes back to the toggle.
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Home", exact: true })).toBeFocused();
    const controls = menu.locator("a[href], button");
    const last = controls.last();
    await last.focus();
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    // And Shift+Tab from the toggle goes to the panel's last control, not to the header's icons.
    await page.keyboard.press("Shift+Tab");
    await expect(last).toBeFocused();
    // Every Tab stays within the toggle and the panel, all the way round.
    const count = await controls.count();
    for (let step = 0; step <= count + 1; step++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(
        () =>
          document.activeElement?.closest("#mobile-menu") !== null ||
          document.activeElement?.getAttribute("aria-controls") === "mobile-menu",
      );
      expect(inside, `Tab ${step + 1} stays in the menu (${await focused(page)})`).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(page.locator("main")).toHaveJSProperty("inert", false);

    // A tap beside the panel closes it too, and the focus is still on the toggle.
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(200, 800);
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });
});

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
