import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";

// Issue 33: the product list's "Select all" follows its rows, and offers every product the filters
// match once this page's rows are all ticked. Nothing is applied here: the database is shared.
test("'Select all' follows its rows and offers all N products", async ({ page, checkA11y, consoleErrors }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/products");
  const total = Number(((await page.getByText(/^[\d,]+ products$/).textContent()) ?? "").replace(/\D/g, ""));
  expect(total).toBeGreaterThan(20);
  const selectAll = page.getByRole("checkbox", { name: "Select all on this page" });
  const rows = page.locator('tbody input[type="checkbox"][name="ids"]');
  await expect(rows).toHaveCount(20);

  // One row ticked: mixed.
  await rows.nth(2).check();
  await expect(selectAll).not.toBeChecked();
  expect(await selectAll.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);

  // Every row ticked by hand: checked, and the offer of the whole list.
  for (let n = 0; n < 20; n++) await rows.nth(n).check();
  await expect(selectAll).toBeChecked();
  expect(await selectAll.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(false);
  await expect(page.getByText("All 20 products on this page are selected.")).toBeVisible();
  const count = total.toLocaleString("en-US");
  await page.getByRole("button", { name: `Select all ${count} products` }).click();
  await expect(page.getByText(`All ${count} products matching these filters are selected.`)).toBeVisible();
  await expect(page.locator('input[type="hidden"][name="scope"][value="all"][form="bulk-products"]')).toHaveCount(1);
  await checkA11y(page);

  // A row unticked: back to the rows, mixed again, no "all".
  await rows.nth(5).uncheck();
  expect(await selectAll.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
  await expect(page.locator('input[name="scope"]')).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Select all [\d,]+ products$/ })).toHaveCount(0);

  // The header box ticks them all, then unticks them all.
  await selectAll.check();
  for (let n = 0; n < 20; n++) await expect(rows.nth(n)).toBeChecked();
  await selectAll.uncheck();
  for (let n = 0; n < 20; n++) await expect(rows.nth(n)).not.toBeChecked();
  expect(consoleErrors).toEqual([]);
});
