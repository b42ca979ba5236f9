import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";

/**
 * The admin's variant editor (issue 34), at 1280 px: a new bench gets a Finish and a Size, one
 * combination left out, all prices +10 % and one finish's stock set at once, then saved; the
 * product page offers exactly what was saved, at the saved prices, and the audit log says so.
 * Every step is a plain form post (Enter updates the table, never removes a value).
 */

const editor = (page: Page) => page.getByRole("region", { name: "Options and variants" });
const matrix = (page: Page) => page.getByRole("table", { name: "Variants of this product" });
const notice = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });

test("an admin gives a product finishes and sizes, leaves one out, changes many at once, and the shop sells them", async ({
  page,
  checkA11y,
}, testInfo) => {
  test.setTimeout(120_000);
  const name = `Sufi Bench ${Date.now().toString(36)}`;
  await signInAsAdmin(page);
  await page.goto("/admin/products/new");
  await page.getByLabel("Product Name").fill(name);
  await page.getByLabel("Price (PKR)").fill("50000");
  await page.getByLabel("Stock").fill("3");
  await page.getByLabel("Category").selectOption({ label: "Living Room" });
  await page.getByRole("button", { name: "Add Product" }).click();
  await expect(notice(page, "Product added successfully!")).toBeVisible();

  await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await page.getByRole("link", { name: "Add options (fabrics, finishes, sizes)" }).click();
  await expect(editor(page).getByRole("heading", { name: "Variants (1 sold of 1)" })).toBeVisible();
  await checkA11y(page);

  // A first option, its values typed in the empty row: Enter updates the table.
  await page.getByRole("button", { name: "Add an option" }).click();
  await expect(page.getByLabel("Option 1 name")).toBeFocused();
  await page.getByLabel("Option 1 name").fill("Finish");
  // Until the form is answered, the new option is named by its place.
  await page.getByLabel("New value of option 1", { exact: true }).fill("Sheesham");
  await page.getByLabel("New value of option 1", { exact: true }).press("Enter");
  await expect(page.getByLabel("Value 1 of Finish")).toHaveValue("Sheesham");
  await page.getByLabel("New value of Finish", { exact: true }).fill("Walnut");
  await page.getByLabel("Adds to the price, new value of Finish (PKR)").fill("12,000");
  await page.getByRole("button", { name: "Update the variants" }).click();
  await expect(page.getByLabel("Value 2 of Finish")).toHaveValue("Walnut");
  // The bench's one variant became Sheesham's, with its 3 in stock.
  await expect(page.getByLabel("Stock, Sheesham")).toHaveValue("3");
  await expect(page.getByLabel("Stock, Walnut")).toHaveValue("0");

  await page.getByRole("button", { name: "Add an option" }).click();
  await page.getByLabel("Option 2 name").fill("Size");
  await page.getByLabel("New value of option 2", { exact: true }).fill("Two-seat");
  await page.getByLabel("New value of option 2", { exact: true }).press("Enter");
  await page.getByLabel("New value of Size", { exact: true }).fill("Three-seat");
  await page.getByLabel("New value of Size", { exact: true }).press("Enter");
  await expect(matrix(page).getByRole("rowheader")).toHaveText([
    "Sheesham, Two-seat",
    "Sheesham, Three-seat",
    "Walnut, Two-seat",
    "Walnut, Three-seat",
  ]);
  // Walnut moves first: the rows follow the values' order.
  await page.getByRole("button", { name: "Move Walnut up" }).click();
  await expect(matrix(page).getByRole("rowheader").first()).toHaveText("Walnut, Two-seat");

  await page.getByLabel("Status, Walnut, Three-seat").selectOption({ label: "Not sold" });
  await page.getByLabel("Own price, Sheesham, Three-seat (PKR; empty: base price and surcharges)").fill("65000");
  await page.getByLabel("Which variants").selectOption({ label: "Finish: Walnut" });
  await page.getByLabel("Change", { exact: true }).selectOption({ label: "Make to order in weeks" });
  await page.getByLabel("Amount").fill("5");
  await page.getByRole("button", { name: "Apply to the table" }).click();
  await expect(notice(page, "Changed in the form: save to keep it.")).toBeVisible();
  await expect(page.getByLabel("Made to order in weeks, Walnut, Two-seat (empty: from stock)")).toHaveValue("5");
  // What was chosen before the bulk change is still there.
  await expect(page.getByLabel("Status, Walnut, Three-seat")).toHaveValue("off");
  await page.getByLabel("Which variants").selectOption({ label: "All variants" });
  await page.getByLabel("Change", { exact: true }).selectOption({ label: "Change prices by percent" });
  await page.getByLabel("Amount").fill("10");
  await page.getByRole("button", { name: "Apply to the table" }).click();
  await expect(matrix(page).getByRole("row", { name: /^Walnut, Two-seat/ })).toContainText("PKR 68,200");
  await expect(matrix(page).getByRole("row", { name: /^Sheesham, Three-seat/ })).toContainText("PKR 71,500");

  await page.getByRole("button", { name: "Save Variants" }).click();
  await expect(notice(page, "Variants saved: 3 variants. The product page shows them now.")).toBeVisible();
  await expect(editor(page).getByRole("heading", { name: "Variants (3 sold of 4)" })).toBeVisible();
  await checkA11y(page);

  // The shop sells what was saved: Walnut is made to order, the three-seat Walnut is not offered.
  await page.getByRole("link", { name: "View in shop" }).click();
  const product = page.getByRole("region", { name: "Product" });
  await expect(product.getByRole("group", { name: /^Finish: / })).toBeVisible();
  await product
    .getByRole("group", { name: /^Finish: / })
    .getByRole("link", { name: /Walnut/ })
    .click();
  await expect(product.getByText("PKR 68,200", { exact: true })).toBeVisible();
  await expect(product.getByText(/Made to order in 5 weeks/)).toBeVisible();
  // Walnut is not sold three-seat: that size leads to the Sheesham three-seat, at its own price.
  await product
    .getByRole("group", { name: /^Size: / })
    .getByRole("link", { name: /Three-seat/ })
    .click();
  await expect(product.getByRole("group", { name: "Finish: Sheesham" })).toBeVisible();
  await expect(product.getByText("PKR 71,500", { exact: true })).toBeVisible();

  await page.goto(`/admin/audit?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("cell", { name: "Product options and variants saved" }).first()).toBeVisible();
  testInfo.annotations.push({ type: "product", description: name });
});
