import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";

/**
 * The Settings tab end to end. The settings are one record for the whole shop,
 * so this file runs once (the "once" project in playwright.config.ts) rather
 * than at both widths at the same time, where the two runs would change it at once.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
const expectToast = (page: Page, text: string) =>
  expect(page.getByRole("status").filter({ hasText: text }).first()).toBeVisible();

test("the shop's phone is changed in settings and shows in the footer", async ({ page, checkA11y }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await page.goto("/admin/settings");
  const phone = page.getByLabel("Phone", { exact: true });
  const original = await phone.inputValue();
  await checkA11y(page);
  const save = page.getByRole("button", { name: "Save Settings" });
  try {
    // A bad e-mail is refused, and the focus goes to it.
    const sales = page.getByLabel("Sales e-mail");
    const salesBefore = await sales.inputValue();
    await sales.fill("not-an-email");
    await save.click();
    await expect(page.getByText("Please enter a valid e-mail address.")).toBeVisible();
    await expect(sales).toBeFocused();
    await sales.fill(salesBefore);

    // So is a malformed NTN (issue 37, item 5), with the message that says what to enter.
    const ntn = page.getByLabel("NTN (optional)", { exact: true });
    const ntnBefore = await ntn.inputValue();
    await ntn.fill("12345");
    await save.click();
    await expect(
      page.getByText("Please enter the NTN as 7 digits and a check digit (such as 1234567-8)"),
    ).toBeVisible();
    await expect(ntn).toBeFocused();
    await ntn.fill(ntnBefore);

    await phone.fill("+92 42 3555 0199");
    await save.click();
    await expectToast(page, "Settings saved.");
    // The shop's footer reads it (the admin has its own frame, without the shop's footer).
    await page.goto("/");
    await expect(page.locator("footer").getByRole("link", { name: "+92 42 3555 0199" })).toBeVisible();
  } finally {
    await page.goto("/admin/settings");
    await phone.fill(original);
    await save.click();
    await expectToast(page, "Settings saved.");
  }
  await page.goto("/");
  await expect(page.locator("footer")).toContainText(original);
});
