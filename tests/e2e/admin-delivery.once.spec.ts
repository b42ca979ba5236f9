import type { Page, TestInfo } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";

/**
 * The Delivery tab end to end: a refused save changes nothing, a saved change shows on /shipping.
 * The policy is one record for the whole shop, and checkout journeys running at the same time
 * charge from it, so this file runs once (the "once" project) and changes only a text no other
 * journey reads (Zone 4's note on areas), putting it back at the end.
 */
const expect = baseExpect.configure({ timeout: 15_000 });

const DEMO_NOTE = "and other remote areas";

/** Screenshots to look at by eye, when asked for (ADMIN_SCREENSHOTS=1), at a phone's width and a desktop's. */
async function snap(page: Page, testInfo: TestInfo, name: string) {
  if (!process.env.ADMIN_SCREENSHOTS) return;
  const size = page.viewportSize()!;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

const zone = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

test("the delivery policy is edited in the admin and /shipping shows it", async ({ page, checkA11y }, testInfo) => {
  test.setTimeout(120_000);
  const note = `${DEMO_NOTE} (checked ${Date.now().toString(36)})`;
  await signInAsAdmin(page);
  await page.getByRole("link", { name: "Delivery", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/delivery$/);
  await expect(page.getByRole("heading", { name: "Delivery zones" })).toBeVisible();
  const zone4 = zone(page, "Zone 4");
  const areas = zone4.getByLabel("Note on areas (optional)");
  await expect(areas).toHaveValue(DEMO_NOTE);
  await checkA11y(page);
  await snap(page, testInfo, "delivery");
  const save = page.getByRole("button", { name: "Save Delivery Policy" });

  try {
    // A zone is added and removed in the form; nothing is saved by either.
    await page.getByRole("button", { name: "Add a zone" }).click();
    await expect(zone(page, "Zone 5").getByLabel("Zone name")).toBeFocused();
    await page.getByRole("button", { name: "Remove Zone 5" }).click();
    await expect(zone(page, "Zone 5")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add a zone" })).toBeFocused();

    // Transit that ends before it starts is refused: a summary on top, the message at the field.
    const fastest = zone4.getByLabel("Transit days, fastest");
    await fastest.fill("9");
    await save.click();
    const summary = page.getByRole("alert").filter({ hasText: "Delivery policy not saved" });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole("link", { name: "Zone 4 · Transit days, fastest" })).toBeVisible();
    const message = "Zone 4: the fastest transit time cannot be longer than the slowest.";
    await expect(zone4.getByText(message)).toBeVisible();
    await expect(fastest).toHaveAttribute("aria-invalid", "true");
    await checkA11y(page);
    await snap(page, testInfo, "delivery-refused");
    // The summary's link takes the keyboard to the field.
    await summary.getByRole("link", { name: "Zone 4 · Transit days, fastest" }).click();
    await expect(fastest).toBeFocused();
    await fastest.fill("5");

    // Enter in a field saves (never a zone's Remove button, though those come first in the form).
    await areas.fill(note);
    await areas.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Delivery policy saved." })).toBeVisible();
    await expect(zone(page, "Zone 4").getByLabel("Note on areas (optional)")).toHaveValue(note);

    await page.goto("/shipping");
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Zone 4" }) });
    await expect(row).toContainText(`Quetta, Gwadar, Gilgit, Skardu, Muzaffarabad ${note}`);
    await expect(row).toContainText("5-7 business days");
  } finally {
    await page.goto("/admin/delivery");
    await zone(page, "Zone 4").getByLabel("Note on areas (optional)").fill(DEMO_NOTE);
    await zone(page, "Zone 4").getByLabel("Transit days, fastest").fill("5");
    await page.getByRole("button", { name: "Save Delivery Policy" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Delivery policy saved." })).toBeVisible();
  }
  await page.goto("/shipping");
  await expect(page.getByRole("row").filter({ hasText: "Zone 4" })).toContainText(
    "Quetta, Gwadar, Gilgit, Skardu, Muzaffarabad and other remote areas",
  );
});

test.describe("the delivery editor without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // Only refused saves here: the journey above may be changing the policy at the same time.
  test("adds and removes a zone and shows a refused save with plain form posts", async ({ page }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page);
    await page.goto("/admin/delivery");
    await page.getByRole("button", { name: "Add a zone" }).click();
    const zone5 = zone(page, "Zone 5");
    await expect(zone5.getByLabel("Zone name")).toHaveValue("Zone 5");
    // A new zone has fixed charges: its quote field is hidden by CSS alone.
    await expect(zone5.getByLabel("Standard charge", { exact: true })).toBeVisible();
    await expect(zone5.getByLabel("Usually from (optional)")).toBeHidden();
    await page.getByRole("button", { name: "Remove Zone 5" }).click();
    await expect(zone(page, "Zone 5")).toHaveCount(0);

    await zone(page, "Zone 2").getByLabel("Cities").fill("Islamabad, Lahore");
    await page.getByRole("button", { name: "Save Delivery Policy" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Delivery policy not saved" })).toContainText(
      "Zone 2 · Cities",
    );
    await expect(zone(page, "Zone 2").getByText('"Lahore" is already in Zone 1')).toBeVisible();
    await expect(zone(page, "Zone 2").getByLabel("Cities")).toHaveValue("Islamabad, Lahore");
  });
});
