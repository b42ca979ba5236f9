import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";
import { placeGuestOrder } from "./support/guest-order";

/**
 * Issue 33, part 7: the shop is a preview until its owner opens it. The e2e shop is a preview
 * (a fresh install), so this file opens it for a moment and must leave it a preview again: it
 * runs once (the "once" project), not at both widths at the same time, and undoes everything in
 * `finally`. Test orders that other journeys place meanwhile are kept (the box is unticked).
 */
const expect = baseExpect.configure({ timeout: 15_000 });

const NOTICE = "Preview: this shop is not open yet. Orders placed now are test orders";

/** The owner's own details, in the settings form's labels. */
const OWN: Record<string, string> = {
  "WhatsApp number": "+92 321 4567890",
  "General e-mail": "hello@shahkaar.pk",
  "Sales e-mail": "sales@shahkaar.pk",
  "Support e-mail": "care@shahkaar.pk",
  "Street address": "12 MM Alam Road, Gulberg III",
  "Bank name": "Meezan Bank",
  "Account number": "0211-0105123456",
  IBAN: "PK36MEZN0002110105123456",
};

const notice = (page: Page) => page.getByRole("region", { name: "Shop preview" });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function saveSettings(page: Page, values: Record<string, string>) {
  await page.goto("/admin/settings");
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved." }).first()).toBeVisible();
}

test("the owner is refused while placeholders are left, opens the shop once they are replaced, and returns to preview", async ({
  page,
  request,
  baseURL,
  checkA11y,
}, testInfo) => {
  test.setTimeout(180_000);

  // A buyer's page: the notice, one slim line under the header, at both widths.
  await page.goto("/furniture");
  await expect(notice(page)).toHaveText(NOTICE);
  await checkA11y(page);
  await page.screenshot({ path: testInfo.outputPath("preview-notice-1280.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/furniture");
  const band = (await notice(page).boundingBox())!;
  expect(band.height, "one line on a phone").toBeLessThan(36);
  await checkA11y(page);
  await page.screenshot({ path: testInfo.outputPath("preview-notice-390.png") });
  await page.setViewportSize({ width: 1280, height: 800 });

  // An order placed now is a test order: the admin's list and the order itself say so.
  const number = await placeGuestOrder(
    request,
    baseURL!,
    "khaddar-handloom-cushion-set",
    `preview.${Date.now()}@test.example`,
  );
  await signInAsAdmin(page);
  await page.goto(`/admin?q=${number}`);
  const row = page.getByTestId("admin-order-row").filter({ hasText: `#${number}` });
  await expect(row.getByTestId("test-order-badge")).toHaveText("Test order");
  await row.getByRole("link", { name: `View details of order #${number}` }).click();
  await expect(page.getByRole("dialog").getByTestId("test-order-badge")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("test-order-details-1280.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin?q=${number}`);
  await expect(
    page
      .getByTestId("admin-order-card")
      .filter({ hasText: `#${number}` })
      .getByTestId("test-order-badge"),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("test-order-card-390.png") });
  await page.goto("/admin/setup");
  await checkA11y(page);
  await page.screenshot({ path: testInfo.outputPath("setup-checklist-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto("/admin/setup");
  await expect(page.getByTestId("shop-opening")).toHaveAttribute("data-open", "false");
  await checkA11y(page);
  await page.screenshot({ path: testInfo.outputPath("setup-checklist.png"), fullPage: true });

  // Refused with the list of what is left (the bank details are this file's alone to change).
  await page.getByRole("button", { name: "Open the shop" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "The shop cannot open yet" });
  await expect(refusal).toBeVisible();
  for (const label of ["Bank name", "Bank account number", "IBAN"]) {
    await expect(refusal.getByRole("listitem").filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
  }
  await page.screenshot({ path: testInfo.outputPath("setup-refused.png"), fullPage: true });

  await page.goto("/admin/settings");
  const labels = ["Phone", ...Object.keys(OWN)];
  const original: Record<string, string> = {};
  for (const label of labels) original[label] = await field(page, label).inputValue();
  let opened = false;
  try {
    await saveSettings(page, { ...OWN, Phone: "+92 42 3571 2345" });
    await page.goto("/admin/setup");
    // Other journeys' test orders stay: they are still using them.
    const deleteTests = page.getByLabel(/^Delete the \d+ test orders?/);
    if ((await deleteTests.count()) > 0) await deleteTests.uncheck();
    await page.getByRole("button", { name: "Open the shop" }).click();
    opened = true;
    await expect(page.getByRole("status").filter({ hasText: "Your shop is open" })).toBeVisible();
    await expect(page.getByTestId("shop-opening")).toHaveAttribute("data-open", "true");

    await page.goto("/furniture");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
  } finally {
    if (opened) {
      await page.goto("/admin/setup");
      await page.getByRole("button", { name: "Return to preview" }).click();
      await expect(page.getByRole("status").filter({ hasText: "a preview again" })).toBeVisible();
    }
    await saveSettings(page, original);
  }
  await page.goto("/furniture");
  await expect(notice(page)).toHaveText(NOTICE);
});
