import fs from "node:fs/promises";
import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";

/**
 * The variants' CSV file (issue 34), at 1280 px: a product given a Finish in the variant editor,
 * its variants exported from the Products tab, one price changed and a new finish added in the
 * file, the preview read, the file imported, and the editor showing the result. The product is
 * imported inactive, out of other journeys' way.
 */

test("an admin exports a product's variants, changes a price and adds a finish by CSV", async ({
  page,
  checkA11y,
  consoleErrors,
}, testInfo) => {
  test.slow();
  const tag = Date.now().toString(36);
  const slug = `csv-bench-${tag}`;
  const name = `CSV Bench ${tag}`;
  await signInAsAdmin(page);
  await page.goto("/admin/products");
  const first = testInfo.outputPath("bench.csv");
  await fs.writeFile(first, `slug,name,price,stock,active\r\n${slug},${name},40000,2,false\r\n`);
  await page.getByLabel("CSV file").setInputFiles(first);
  await page.getByRole("button", { name: "Preview Import" }).click();
  await page.getByRole("button", { name: "Import", exact: true }).click();
  // An import writes in one transaction: on a busy machine it takes more than the default 5 s.
  await expect(page.getByText("CSV imported: 1 created, 0 updated, 0 unchanged.")).toBeVisible({ timeout: 20_000 });

  await page.goto(`/admin/products?q=${encodeURIComponent(name)}&status=inactive`);
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await page.getByRole("link", { name: "Add options (fabrics, finishes, sizes)" }).click();
  await page.getByRole("button", { name: "Add an option" }).click();
  await page.getByLabel("Option 1 name").fill("Finish");
  await page.getByLabel("New value of option 1", { exact: true }).fill("Sheesham");
  await page.getByLabel("New value of option 1", { exact: true }).press("Enter");
  await page.getByLabel("New value of Finish", { exact: true }).fill("Walnut");
  await page.getByLabel("New value of Finish", { exact: true }).press("Enter");
  await page.getByRole("button", { name: "Save Variants" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Variants saved: 2 variants." })).toBeVisible();

  await page.goto(`/admin/products?q=${encodeURIComponent(name)}&status=inactive`);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export variants CSV" }).click();
  const exported = await fs.readFile(await (await download).path(), "utf8");
  const lines = exported
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(lines[0]).toBe(
    "sku,product,option1,value1,option2,value2,option3,value3,price,stock,made_to_order_weeks,status",
  );
  expect(lines).toHaveLength(3);
  const walnut = lines.find((line) => line.includes(",Walnut,"))!;
  expect(walnut).toMatch(new RegExp(`^[A-Z0-9-]+,${slug},Finish,Walnut,,,,,,0,,active$`));

  // The spreadsheet's work: Walnut at its own price, and a Teak finish made to order.
  const edited = [
    ...lines.filter((line) => line !== walnut),
    walnut.replace(",,0,,active", ",52000,0,,active"),
    `BENCH-TEAK-${tag.toUpperCase()},${slug},Finish,Teak,,,,,,0,6,active`,
  ].join("\r\n");
  const file = testInfo.outputPath("variants.csv");
  await fs.writeFile(file, edited);
  await page.getByLabel("CSV file").setInputFiles(file);
  await page.getByRole("button", { name: "Preview Import" }).click();
  await expect(page.getByRole("heading", { name: "Import preview: variants.csv" })).toBeVisible();
  await expect(page.getByTestId("csv-summary")).toHaveText(
    "1 variant to add, 1 variant to update, 1 unchanged, 0 rows failed.",
  );
  await expect(page.getByRole("list", { name: "To update (1)" })).toContainText(
    "price: PKR 40,000 (base + surcharges) → PKR 52,000",
  );
  await expect(page.getByRole("list", { name: "To add (1)" })).toContainText(`${name} (Teak)`);
  await checkA11y(page);
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByText("Variants CSV imported: 1 added, 1 updated, 1 unchanged.")).toBeVisible({
    timeout: 20_000,
  });

  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await page.getByRole("link", { name: "Options and variants" }).click();
  await expect(page.getByLabel("Value 3 of Finish")).toHaveValue("Teak");
  await expect(page.getByLabel("Made to order in weeks, Teak (empty: from stock)")).toHaveValue("6");
  await expect(page.getByLabel("Own price, Walnut (PKR; empty: base price and surcharges)")).toHaveValue("52000");
  expect(consoleErrors).toEqual([]);
});
