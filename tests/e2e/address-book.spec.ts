import { expect, test } from "./fixtures";
import { signUpCustomer } from "./support/customer";
import type { Page } from "@playwright/test";

// A piece no other journey buys or puts in a cart; this one places no order either.
const CHAIR = { path: "/furniture/munshi-mesh-office-chair", name: "Munshi Mesh Office Chair" };

/** The checkout summary's delivery line: its label and its charge. */
async function expectDelivery(page: Page, label: string, fee: string) {
  const line = page.getByTestId("checkout-delivery");
  await expect(line).toHaveText(fee);
  await expect(line.locator("xpath=preceding-sibling::dt")).toHaveText(label);
}

async function saveAddress(
  page: Page,
  address: { label: string; phone: string; city: string; address: string },
  count: number,
) {
  const form = page.getByRole("form", { name: "Add address" });
  await form.getByLabel("Label (optional)").fill(address.label);
  await form.getByLabel("Phone").fill(address.phone);
  await form.getByLabel("City").fill(address.city);
  await form.getByLabel("Address", { exact: true }).fill(address.address);
  await form.getByRole("button", { name: "Save Address" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Address saved." })).toBeVisible();
  await expect(page.getByTestId("address-card")).toHaveCount(count);
  // The add form is empty again, ready for the next one.
  await expect(page.getByRole("form", { name: "Add address" }).getByLabel("Label (optional)")).toHaveValue("");
}

test("a customer keeps two addresses, makes the second the default, and checkout starts from it", async ({
  page,
  consoleErrors,
  checkA11y,
}, testInfo) => {
  await signUpCustomer(page, `book.${testInfo.project.name}.${Date.now()}@test.example`, "Rabia Siddiqui");

  await page.goto("/profile");
  await page.getByRole("navigation", { name: "Profile sections" }).getByRole("link", { name: "Addresses" }).click();
  await expect(page).toHaveURL(/\?tab=addresses$/);
  await expect(page.getByRole("heading", { name: "Saved Addresses (0)" })).toBeVisible();
  // A new address starts with the account's name.
  await expect(page.getByRole("form", { name: "Add address" }).getByLabel("Full name")).toHaveValue("Rabia Siddiqui");

  await saveAddress(
    page,
    { label: "Home", phone: "0300 1112233", city: "Lahore", address: "House 7, Street 3, Gulberg III" },
    1,
  );
  await saveAddress(
    page,
    { label: "Office", phone: "0321 4445566", city: "Islamabad", address: "Plot 4, Blue Area" },
    2,
  );
  const cards = page.getByTestId("address-card");
  await expect(cards.filter({ hasText: "Home" })).toContainText("Default");
  await expect(cards.filter({ hasText: "Office" })).not.toContainText("Default");
  await checkA11y(page);

  await page.getByRole("button", { name: /^Make default Office/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Default address changed" })).toBeVisible();
  await expect(cards.first()).toContainText("Office");
  await expect(cards.first()).toContainText("Default");
  await expect(cards.filter({ hasText: "Home" })).not.toContainText("Default");

  // Checkout starts from the default address: Islamabad is Zone 2, PKR 7,500 below PKR 75,000.
  await page.goto(CHAIR.path);
  await page.getByRole("button", { name: `Add to Cart: ${CHAIR.name}` }).click();
  await expect(page.locator("header").getByLabel(/items in cart$/)).toHaveText("1");
  await page.goto("/checkout");
  await expect(page.getByLabel("Full name")).toHaveValue("Rabia Siddiqui");
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("+92 321 4445566");
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue("Plot 4, Blue Area");
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("Islamabad");
  await expectDelivery(page, "Delivery (Standard, Zone 2)", "PKR 7,500");
  await expect(page.getByRole("button", { name: "Place Order - PKR 59,500" })).toBeVisible();
  await checkA11y(page);

  // Choosing the other saved address fills the fields; the city prices delivery again.
  const saved = page.getByLabel("Saved addresses");
  await expect(saved).toHaveValue(/.+/);
  const homeOption = await saved.locator("option", { hasText: "Home" }).getAttribute("value");
  await saved.selectOption(homeOption!);
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("Lahore");
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue("House 7, Street 3, Gulberg III");
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("+92 300 1112233");
  await expectDelivery(page, "Delivery (Standard, Zone 1)", "Free");
  await expect(page.getByRole("button", { name: "Place Order - PKR 52,000" })).toBeVisible();

  const officeOption = await saved.locator("option", { hasText: "Office" }).getAttribute("value");
  await saved.selectOption(officeOption!);
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("Islamabad");
  await expectDelivery(page, "Delivery (Standard, Zone 2)", "PKR 7,500");
  expect(consoleErrors).toEqual([]);
});
