import { expect, test } from "./fixtures";
import { focused } from "./support/focused";

/* The phone's menu on a page with scripts (issue 20): a desktop shows the links in the header instead. */

test.describe("the phone menu", () => {
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
