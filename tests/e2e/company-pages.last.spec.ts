import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";

/**
 * Claims about the business are the owner's (issue 33, part 6): the year founded (Settings), the
 * company pages (/admin/company) and the statistics (/admin/content). They change what every
 * page's footer and the home page say, so this file runs after every other spec (the "last"
 * project) and puts the demo's values back at the end.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
const expectToast = (page: Page, text: string) =>
  expect(page.getByRole("status").filter({ hasText: text }).first()).toBeVisible();

test("without a founding year no page says 'since'; a press release and a refused figure", async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(150_000);
  await signInAsAdmin(page);

  // The checklist names the demo's inventions and where each is changed.
  await page.goto("/admin/setup");
  await expect(page.getByText(/Replace or remove what the demo invented about your business: .*2009/)).toBeVisible();

  await page.goto("/admin/settings");
  const year = page.getByLabel("Year founded");
  const saveSettings = page.getByRole("button", { name: "Save Settings" });
  await expect(year).toHaveValue("2009");
  try {
    await year.fill("20O9");
    await saveSettings.click();
    await expect(
      page.getByText("Please enter the year as four digits (such as 2009), or leave it empty."),
    ).toBeVisible();
    await year.fill("");
    await saveSettings.click();
    await expectToast(page, "Settings saved.");
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer).toContainText("Serving Pakistan.");
    await expect(footer).toContainText("Crafting homes in Lahore.");
    await expect(page.locator("main")).not.toContainText(/since 20\d\d/i);
    await expect(page.getByText("Years Experience")).toHaveCount(0);
  } finally {
    await page.goto("/admin/settings");
    await year.fill("2009");
    await saveSettings.click();
    await expectToast(page, "Settings saved.");
  }
  await page.goto("/about");
  await expect(page.locator("footer")).toContainText("Serving Pakistan since 2009.");

  // A press release of the owner's, dated as every date in the shop is written.
  await page.goto("/admin/company");
  await expect(page.getByRole("heading", { name: "Company pages" })).toBeVisible();
  await checkA11y(page);
  const press = page.getByRole("region", { name: "Press releases" });
  const title = press.getByLabel("Title").first();
  const date = press.getByLabel("Date").first();
  const [originalTitle, originalDate] = [await title.inputValue(), await date.inputValue()];
  const savePress = press.getByRole("button", { name: "Save press releases" });
  try {
    await title.fill("Our showroom opens in DHA Phase 6");
    await date.fill("2026-11-20");
    await savePress.click();
    await expectToast(page, "Press releases saved.");
    await page.goto("/press");
    await expect(page.getByRole("heading", { name: "Our showroom opens in DHA Phase 6" })).toBeVisible();
    await expect(page.getByText("Nov 20, 2026")).toBeVisible();
  } finally {
    await page.goto("/admin/company");
    await title.fill(originalTitle);
    await date.fill(originalDate);
    await savePress.click();
    await expectToast(page, "Press releases saved.");
  }

  // A typed figure may not claim more products than the shop sells.
  await page.goto("/admin/content");
  const stats = page.getByRole("region", { name: "Statistics" });
  await stats.getByLabel("Figure 1 is").selectOption("");
  await stats.getByLabel("Typed figure 1").fill("500+");
  await stats.getByRole("button", { name: "Save statistics" }).click();
  await expect(stats.getByText(/The shop has \d+ products for sale: '500\+' claims more\./)).toBeVisible();
  await page.goto("/");
  await expect(page.getByText("500+")).toHaveCount(0);
});
