import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";

/**
 * The variant editor at 390 px (issue 34): a demo sofa's options and its six combinations read
 * without a fault axe can find; the table scrolls sideways inside itself, never the page.
 */
test("the variant editor of a sofa with fabrics and sizes is accessible on a phone", async ({ page, checkA11y }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/products?q=Basant");
  await page.getByRole("link", { name: "Edit Basant Truck-Art Outdoor Sofa" }).click();
  await page.getByRole("link", { name: "Options and variants" }).click();
  await expect(page.getByLabel("Option 1 name")).toHaveValue("Fabric");
  await expect(page.getByRole("table", { name: "Variants of this product" }).getByRole("rowheader")).toHaveCount(6);
  await expect(page.getByLabel("Status, Ajrak Print, 3-seater")).toHaveValue("off");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()!.width);
  await checkA11y(page);
});
