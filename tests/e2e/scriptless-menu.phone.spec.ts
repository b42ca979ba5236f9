import { expect, test } from "./fixtures";

/* The phone's menu on a page sent without JavaScript (decision 025): the browser's popover. */

test.describe("the phone menu without a script", () => {
  test("opens from its button, closes with Escape or a tap beside it, and gives the focus back", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    await page.goto("/about");
    const toggle = page.getByRole("banner").getByRole("button", { name: "Menu", exact: true });
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeHidden();
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await checkA11y(page);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(200, 820);
    await expect(menu).toBeHidden();

    // Its links are ordinary ones: Projects opens the projects page.
    await toggle.click();
    await menu.getByRole("link", { name: "Projects", exact: true }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("is no longer drawn once the keyboard leaves it, so the focus never moves under its panel", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/about");
    const toggle = page.getByRole("banner").getByRole("button", { name: "Menu", exact: true });
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    // Tab through the menu's links and buttons, and once past its last.
    const stops = await page.locator("#mobile-menu").locator("a, button").count();
    for (let n = 0; n < stops; n++) {
      await page.keyboard.press("Tab");
      await expect(menu).toBeVisible();
    }
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.getElementById("mobile-menu")!.contains(document.activeElement))).toBe(
      false,
    );
    await expect(menu).toBeHidden();
    // The focused control is on the screen, not under a panel.
    const focused = page.locator(":focus");
    await expect(focused).toBeVisible();

    // The menu's own button brings it back, and Escape closes it as before.
    await toggle.focus();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });
});
