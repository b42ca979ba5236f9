import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";

/**
 * Issue 33, in the Settings tab: a social link may be left empty (its icon leaves the footer),
 * and a field's error is never hidden under the sticky save bar, on a phone above all.
 * The settings are the whole shop's: this file runs once (the "once" project).
 */
const expect = baseExpect.configure({ timeout: 15_000 });
const saved = (page: Page) =>
  expect(page.getByRole("status").filter({ hasText: "Settings saved." }).first()).toBeVisible();

test("a refused field and its error sit above the sticky save bar on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await page.goto("/admin/settings");
  const twitter = page.getByLabel("Twitter (optional)");
  await twitter.fill("javascript:alert(1)");
  // Pressed from the bottom of the page, where the bar would cover what the focus scrolls to.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("button", { name: "Save Settings" }).click();
  const error = page.getByText("Please enter a web address starting with https://.");
  await expect(error).toBeVisible();
  await expect(twitter).toBeFocused();
  const bar = (await page.getByRole("button", { name: "Save Settings" }).locator("..").boundingBox())!;
  const message = (await error.boundingBox())!;
  const field = (await twitter.boundingBox())!;
  expect(message.y + message.height, "the error ends above the save bar").toBeLessThanOrEqual(bar.y);
  expect(field.y, "the field is on the screen").toBeGreaterThanOrEqual(0);
});

test("an empty social link is saved and its icon leaves the footer", async ({ page, checkA11y }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await page.goto("/admin/settings");
  const facebook = page.getByLabel("Facebook (optional)");
  const original = await facebook.inputValue();
  const save = page.getByRole("button", { name: "Save Settings" });
  try {
    await facebook.fill("");
    await save.click();
    await saved(page);
    await page.goto("/");
    const social = page.locator("footer").getByRole("list", { name: "Social media" });
    await expect(social.getByRole("link", { name: /on Instagram$/ })).toBeVisible();
    await expect(social.getByRole("link", { name: /on Facebook$/ })).toHaveCount(0);
    await checkA11y(page);
  } finally {
    await page.goto("/admin/settings");
    await facebook.fill(original);
    await save.click();
    await saved(page);
  }
  await page.goto("/");
  await expect(page.locator("footer").getByRole("link", { name: /on Facebook$/ })).toBeVisible();
});
