import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";
import { chooseCity, expectOrderPlaced } from "./support/checkout";

/**
 * The admin's own frame (issue 19, part 4): no shop header, nav or footer; a sidebar on a desktop
 * and a menu on a phone with the sections in the owner's order; on a phone the orders come
 * first after the title, the summary and the setup checklist folded.
 */

const SECTIONS = [
  "Orders",
  "Products",
  "Stock alerts",
  "Search words",
  "Categories",
  "Projects",
  "Home Decor",
  "Inbox",
  "Reviews",
  "Discounts",
  "Sales",
  "Content",
  "Company pages",
  "Analytics",
  "Settings",
  "Delivery",
  "Returns & Warranty",
  "Security",
  "Audit Log",
];

/** A guest buys a bar stool (no other journey buys it), so the admin's list has a row. */
async function placeGuestOrder(page: Page) {
  await page.goto("/furniture/chai-khana-counter-bar-stool");
  await page.getByRole("button", { name: "Add to Cart: Chai Khana Counter Bar Stool" }).click();
  await expect(page.locator("header").getByLabel(/items in cart$/)).toHaveText("1");
  await page.goto("/checkout");
  await page.getByLabel("Full name").fill("Zainab Anwar");
  await page.getByLabel("E-mail").fill(`admin-shell.${Date.now().toString(36)}@test.example`);
  await page.getByLabel("Phone", { exact: true }).fill("0300 1234567");
  await page.getByLabel("Address").fill("House 12, Street 4, Model Town");
  // Lahore (Zone 1): Standard delivery is PKR 3,500 below PKR 50,000.
  await chooseCity(page, "Lahore", { label: "Delivery (Standard, Zone 1)", fee: "PKR 3,500" });
  await page.getByRole("button", { name: "Place Order - PKR 32,500" }).click();
  await expectOrderPlaced(page);
  await page.context().clearCookies();
}

/** The sections' list as shown: the sidebar on a desktop, the opened menu on a phone. */
const sections = (page: Page) => page.getByRole("navigation", { name: "Dashboard sections" });
const menuButton = (page: Page) => page.locator("summary").filter({ hasText: "Menu" });

async function expectSectionsInOrder(nav: Locator) {
  await expect(nav.getByRole("link")).toHaveText(SECTIONS);
}

test("the admin has its own frame: no shop header or footer, its sections in order, the page shown marked", async ({
  page,
  checkA11y,
}, testInfo) => {
  // A purchase, then the admin's pages at one width, with two accessibility checks.
  test.slow();
  const phone = testInfo.project.name === "phone";
  await placeGuestOrder(page);
  await signInAsAdmin(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
  await expect(page.getByText("Manage products, categories, projects, and orders")).toBeVisible();

  // None of the shop's frame: its navigation, footer, cart and wishlist are not on the page at all.
  await expect(page.locator('nav[aria-label="Main"], nav[aria-label="Main menu"]')).toHaveCount(0);
  await expect(page.locator("footer")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.locator('a[href="/cart"], a[href="/wishlist"]')).toHaveCount(0);
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Back to the shop" })).toHaveCount(phone ? 0 : 1);

  const rows = page
    .locator('[data-testid="admin-order-row"], [data-testid="admin-order-card"]')
    .filter({ visible: true });
  const metrics = page.getByTestId("order-metric").filter({ visible: true });
  if (phone) {
    // The orders start within the first screen; the summary and the checklist are one line each.
    await expect(rows.first()).toBeVisible();
    const box = (await rows.first().boundingBox())!;
    expect(box.y).toBeLessThan(page.viewportSize()!.height);
    await expect(metrics).toHaveCount(0);
    await expect(
      page.locator("summary").filter({ hasText: /^Set up your shop\s*\d+ of \d+ done$/, visible: true }),
    ).toBeVisible();
    await expect(page.getByText("Your bank account").filter({ visible: true })).toHaveCount(0);
    await page.locator("summary").filter({ hasText: "Order summary" }).click();
    await expect(metrics).toHaveCount(8);
    await expect(metrics.filter({ hasText: "Total Orders" })).toBeVisible();
  } else {
    await expect(metrics).toHaveCount(8);
    await expect(rows.first()).toBeVisible();
  }
  await checkA11y(page);

  // The sections: the sidebar on a desktop; on a phone the menu, opened from the keyboard.
  if (phone) {
    await expect(sections(page)).toHaveCount(0);
    await menuButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("link", { name: "Back to the shop" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    await checkA11y(page);
  }
  await expectSectionsInOrder(sections(page));
  await expect(sections(page).getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page");
  await expect(sections(page).locator('[aria-current="page"]')).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Back to the shop" })).toHaveAttribute("href", "/");

  if (phone) {
    // Escape closes the menu and gives the focus back to its button.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(sections(page)).toHaveCount(0);
    await expect(menuButton(page)).toBeFocused();
    await page.keyboard.press("Enter");
  }
  await sections(page).getByRole("link", { name: "Products" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole("heading", { name: "Products", exact: true })).toBeVisible();
  // Choosing a page closes the phone's menu.
  if (phone) await expect(sections(page)).toHaveCount(0);
  if (phone) await menuButton(page).click();
  await expect(sections(page).getByRole("link", { name: "Products" })).toHaveAttribute("aria-current", "page");
  await expect(sections(page).getByRole("link", { name: "Orders" })).not.toHaveAttribute("aria-current");

  // A page below a section marks the section: a product's edit page is Products, the requests are the Inbox.
  await page.goto("/admin/products/new");
  if (phone) await menuButton(page).click();
  await expect(sections(page).getByRole("link", { name: "Products" })).toHaveAttribute("aria-current", "page");
  await page.goto("/admin/requests");
  if (phone) await menuButton(page).click();
  await expect(sections(page).getByRole("link", { name: "Inbox" })).toHaveAttribute("aria-current", "page");
  await page.goto("/admin/delivery");
  if (phone) await menuButton(page).click();
  await expect(sections(page).getByRole("link", { name: "Delivery" })).toHaveAttribute("aria-current", "page");
  await expect(sections(page).locator('[aria-current="page"]')).toHaveCount(1);

  // A section's page that does not exist is a 404 inside the admin's frame, not the shop's.
  const missing = await page.goto("/admin/products/00000000-0000-4000-8000-000000000000");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.locator("footer")).toHaveCount(0);
  if (phone) await menuButton(page).click();
  await expect(sections(page).getByRole("link", { name: "Products" })).toHaveAttribute("aria-current", "page");

  // The way back: the shop's own frame again.
  await page.getByRole("link", { name: "Back to the shop" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("the phone's menu opens and leads without JavaScript", async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the menu is the phone's");
  await signInAsAdmin(page);
  const context = await browser.newContext({
    storageState: await page.context().storageState(),
    javaScriptEnabled: false,
    viewport: page.viewportSize()!,
  });
  const bare = await context.newPage();
  await bare.goto("/admin");
  await expect(sections(bare)).toHaveCount(0);
  await menuButton(bare).click();
  await expectSectionsInOrder(sections(bare));
  await sections(bare).getByRole("link", { name: "Categories" }).click();
  await expect(bare).toHaveURL(/\/admin\/categories$/);
  await expect(sections(bare)).toHaveCount(0);
  await context.close();
});
