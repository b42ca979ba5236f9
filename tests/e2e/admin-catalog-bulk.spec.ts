import fs from "node:fs/promises";
import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";

/**
 * The catalogue in bulk: a CSV file previewed (what it creates, updates and which row fails
 * and why) and imported, the view exported again, and a price change by percent previewed
 * and applied to two ticked products. The phone and desktop runs share one database, so
 * every slug carries the run's tag; products are imported inactive, out of other journeys' way.
 */
const tagOf = (testInfo: TestInfo) => `${testInfo.project.name}-${Date.now().toString(36)}`;
const HEADER = "slug,name,description,category,price,stock,active,dimensions,materials,images";

async function uploadCsv(page: Page, testInfo: TestInfo, name: string, lines: string[]) {
  const file = testInfo.outputPath(name);
  await fs.writeFile(file, [HEADER, ...lines].join("\r\n"));
  await page.getByLabel("CSV file").setInputFiles(file);
  await page.getByRole("button", { name: "Preview Import" }).click();
  await expect(page.getByRole("heading", { name: `Import preview: ${name}` })).toBeVisible();
}

test.describe("the catalogue in bulk", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/products");
  });

  test("a CSV file is previewed, imported, and exported again", async ({
    page,
    checkA11y,
    consoleErrors,
  }, testInfo) => {
    // Two uploads, an import, a search and an export: 48 s once beside another worker, over the 45 s.
    test.slow();
    const tag = tagOf(testInfo);
    await uploadCsv(page, testInfo, "first.csv", [
      `${tag}-sofa,"Sofa, three seats ${tag}",,living-room,150000,2,false,,,`,
      `${tag}-chair,Chair ${tag},,,40000,5,false,,,`,
    ]);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect(page.getByText("CSV imported: 2 created, 0 updated, 0 unchanged.")).toBeVisible();

    await uploadCsv(page, testInfo, "second.csv", [
      `${tag}-sofa,"Sofa, three seats ${tag}",,living-room,155000,2,false,,,`,
      `${tag}-chair,Chair ${tag},"Oak, with ""arms""
and a cushion",,40000,7,false,,,`,
      `${tag}-lamp,لیمپ ${tag},,,9000,1,false,,,`,
      `,Ottoman ${tag},,,12000,1,false,,,`,
      `${tag}-bad,Bad ${tag},,,-5,1,false,,,`,
    ]);
    await expect(page.getByTestId("csv-summary")).toHaveText(
      "2 products to create, 2 products to update, 0 unchanged, 1 row failed.",
    );
    await expect(page.getByRole("list", { name: "Rows that fail (1)" }).getByRole("listitem")).toHaveText(
      `Row 6 (Bad ${tag}): The price cannot be negative.`,
    );
    const updates = page.getByRole("list", { name: "To update (2)" });
    await expect(updates).toContainText("price: PKR 150,000 → PKR 155,000");
    await expect(updates).toContainText("stock: 5 → 7");
    await checkA11y(page);
    await page.getByLabel(/Import all valid rows/).check();
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect(
      page.getByText("CSV imported: 2 created, 2 updated, 0 unchanged. 1 row not imported: see the list."),
    ).toBeVisible();
    await expect(page.getByRole("list", { name: "Not imported (1)" })).toContainText("Row 6");

    await page.getByLabel("Search products").fill(tag);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("rowheader")).toHaveCount(4);
    await expect(page.getByRole("rowheader", { name: `لیمپ ${tag}` })).toBeVisible();

    // The export holds this view: the four products, the quoted cells as imported.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const text = await fs.readFile(await (await download).path(), "utf8");
    expect(text.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    expect(text).toContain(`${tag}-chair,Chair ${tag},"Oak, with ""arms""\nand a cushion",living-room,40000,7,false`);
    expect(
      text
        .trimEnd()
        .split(/\r\n(?=[a-z0-9-]+,)/)
        .slice(1),
    ).toHaveLength(4);
    expect(consoleErrors).toEqual([]);
  });

  test("two ticked products get +10% after a preview of their old and new prices", async ({
    page,
    checkA11y,
  }, testInfo) => {
    const tag = tagOf(testInfo);
    await uploadCsv(page, testInfo, "prices.csv", [
      `${tag}-desk,Desk ${tag},,,12345,1,false,,,`,
      `${tag}-shelf,Shelf ${tag},,,45000,1,false,,,`,
      `${tag}-stool,Stool ${tag},,,999,1,false,,,`,
    ]);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect(page.getByText("CSV imported: 3 created")).toBeVisible();

    await page.getByLabel("Search products").fill(tag);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("rowheader")).toHaveCount(3);
    await page.getByRole("checkbox", { name: `Select Desk ${tag}` }).check();
    await page.getByRole("checkbox", { name: `Select Shelf ${tag}` }).check();
    await page.getByLabel("Change price by percent").fill("+10");
    await page.getByRole("button", { name: "Preview Price Change" }).click();

    const preview = page.getByRole("region", { name: "Change prices by +10%" });
    await expect(preview).toBeFocused();
    await expect(preview.getByRole("row")).toHaveText([
      "ProductCurrent priceNew price",
      `Desk ${tag}PKR 12,345PKR 13,580`,
      `Shelf ${tag}PKR 45,000PKR 49,500`,
    ]);
    await checkA11y(page);
    await preview.getByRole("button", { name: "Apply New Prices" }).click();
    await expect(page.getByText("New prices saved for 2 products.")).toBeVisible();
    await expect(page.getByRole("region", { name: /Change prices by/ })).toHaveCount(0);
    const rowOf = (name: string) => page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
    await expect(rowOf(`Desk ${tag}`)).toContainText("PKR 13,580");
    await expect(rowOf(`Shelf ${tag}`)).toContainText("PKR 49,500");
    await expect(rowOf(`Stool ${tag}`)).toContainText("PKR 999");
  });
});
