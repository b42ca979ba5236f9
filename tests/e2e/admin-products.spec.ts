import fs from "node:fs/promises";
import { request, type Page, type TestInfo } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";

/**
 * The Products tab end to end: a product added with an uploaded picture shows
 * in the catalogue, a new price on its page, and deactivating takes it away;
 * a JSON import reports what went in and what did not. The phone and desktop
 * runs share one database, so every name carries the run's tag.
 */
const tagOf = (testInfo: TestInfo) => `${testInfo.project.name} ${Date.now().toString(36)}`;
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

/** Screenshots to look at by eye, when asked for (ADMIN_SCREENSHOTS=1). */
async function snap(page: Page, testInfo: TestInfo, name: string) {
  if (process.env.ADMIN_SCREENSHOTS) {
    await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  }
}

/** A real photo-like PNG, made for this run. */
async function makePng(testInfo: TestInfo): Promise<string> {
  const file = testInfo.outputPath("armchair.png");
  const art = `<svg width="1400" height="1050"><rect width="1400" height="1050" fill="#e9dccb"/>
    <rect x="380" y="420" width="640" height="300" rx="60" fill="#7a4b2c"/>
    <rect x="430" y="300" width="540" height="220" rx="50" fill="#a0673f"/></svg>`;
  await sharp(Buffer.from(art)).png().toFile(file);
  return file;
}

test.describe("admin products tab", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test("a product is added with an uploaded picture, repriced, and deactivated", async ({
    page,
    checkA11y,
    consoleErrors,
    baseURL,
  }, testInfo) => {
    // A long journey with an upload (AVIF encoding) and five page loads of the shop.
    test.slow();
    const name = `Zarnigar Armchair ${tagOf(testInfo)}`;
    await page.goto("/admin/products");
    await expect(page.getByRole("heading", { name: "Products", exact: true })).toBeVisible();
    await checkA11y(page);
    await snap(page, testInfo, "products-tab");

    await page.getByRole("link", { name: "Add Product" }).click();
    await expect(page.getByRole("heading", { name: "Add New Product" })).toBeVisible();
    await checkA11y(page);

    // The browser checks first, with the server's own rules.
    await page.getByRole("button", { name: "Add Product" }).click();
    await expect(page.getByText("Please enter a product name.")).toBeVisible();
    await expect(page.getByLabel("Product Name")).toBeFocused();
    await page.getByLabel("Price (PKR)").fill("45000.50");
    await page.getByLabel("Product Name").fill(name);
    await page.getByRole("button", { name: "Add Product" }).click();
    await expect(page.getByText("Prices are whole rupees: leave out the paise.")).toBeVisible();

    await page.getByLabel("Description").fill("A wing chair in walnut and rust velvet.");
    await page.getByLabel("Price (PKR)").fill("45,000");
    await page.getByLabel("Stock").fill("3");
    await page.getByLabel("Category").selectOption({ label: "Living Room" });
    await page.getByLabel("Dimensions").fill("80 × 85 × 100 cm");
    await page.getByLabel("Materials").fill("Walnut, velvet");
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Choose pictures" }).click();
    await (await chooser).setFiles(await makePng(testInfo));
    const pictures = page.getByRole("list", { name: "Pictures, in order" });
    await expect(pictures.locator("img")).toHaveCount(1, { timeout: 20_000 });
    await expect(pictures.locator('input[name="images.0.url"]')).toHaveValue(/^\/media\/[0-9a-f-]{36}\.webp$/);
    await expect(pictures).toContainText("Main picture");
    await page.getByLabel("Alt text for picture 1").fill("A walnut wing chair in rust velvet");
    await checkA11y(page);
    await snap(page, testInfo, "product-form");

    await page.getByRole("button", { name: "Add Product" }).click();
    await expect(toast(page, "Product added successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(page.getByRole("rowheader", { name })).toBeVisible();

    // In the catalogue at once, with the uploaded picture in every size.
    await page.goto(`/furniture?q=${encodeURIComponent(name)}`);
    const card = page.getByTestId("product-card").filter({ hasText: name });
    await expect(card).toBeVisible();
    const picture = card.locator("img").first();
    await expect(picture).toHaveAttribute("srcset", /\/media\/[0-9a-f-]{36}\.webp\?w=400 400w/);
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);

    // A visitor without a cookie is served the page from the shared cache (server/page-cache.ts)...
    const productPath = new URL((await card.getByRole("link").first().getAttribute("href"))!, baseURL).pathname;
    const visitor = await request.newContext({ baseURL });
    for (let look = 0; look < 2; look += 1) {
      expect(await (await visitor.get(productPath)).text()).toContain("PKR 45,000");
    }

    // A new price, on the product's own page.
    await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
    await page.getByRole("link", { name: `Edit ${name}` }).click();
    await expect(page.getByRole("heading", { name: "Edit Product" })).toBeVisible();
    await expect(page.getByLabel("Price (PKR)")).toHaveValue("45000");
    await page.getByLabel("Price (PKR)").fill("52000");
    await page.getByRole("button", { name: "Update Product" }).click();
    await expect(toast(page, "Product updated successfully!")).toBeVisible();
    await page.getByRole("link", { name: "View in shop" }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("PKR 52,000").first()).toBeVisible();
    // ...which the admin's change emptied at once.
    expect(await (await visitor.get(productPath)).text()).toContain("PKR 52,000");
    await visitor.dispose();

    // Deactivated: gone from the catalogue.
    await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
    await row.getByRole("button", { name: "Deactivate" }).click();
    await expect(toast(page, "Product status updated!")).toBeVisible();
    await expect(row.getByRole("button", { name: "Activate" })).toBeVisible();
    await expect(row.getByText("Inactive").first()).toBeAttached();
    // (The search widens to any of its words when none has them all: look for the card itself.)
    await page.goto(`/furniture?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Premium Furniture Collection" })).toBeVisible();
    await expect(page.getByTestId("product-card").filter({ hasText: name })).toHaveCount(0);

    // Deleted after a confirmation (no order has it).
    await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
    await row.getByRole("link", { name: "Delete" }).click();
    const question = page.getByRole("group", { name: /Delete “/ });
    await expect(question).toBeFocused();
    await checkA11y(page);
    await snap(page, testInfo, "delete-confirmation");
    await question.getByRole("button", { name: "Yes, delete" }).click();
    await expect(toast(page, "Product deleted successfully!")).toBeVisible();
    await expect(page.getByRole("rowheader", { name })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("a JSON import reports how many went in and which did not", async ({ page, checkA11y }, testInfo) => {
    const tag = tagOf(testInfo);
    const file = testInfo.outputPath("products.json");
    // Imported inactive: other journeys running beside this one count the catalogue's products.
    await fs.writeFile(
      file,
      JSON.stringify([
        { name: `Imported Divan ${tag}`, price: 120000, stock: 2, category: "Living Room", is_active: false },
        {
          name: `Imported Lamp ${tag}`,
          price: "8,500",
          images: ["/images/demo/categories/decor.webp"],
          is_active: false,
        },
        { name: `Imported Rug ${tag}`, price: 30000, category: "decor", is_active: false },
        { name: `Negative ${tag}`, price: -5 },
        { name: `Nowhere ${tag}`, category: "Garage" },
      ]),
    );
    await page.goto("/admin/products");
    await page.getByLabel("JSON file").setInputFiles(file);
    await page.getByRole("button", { name: "Import Products" }).click();
    await expect(toast(page, "Imported 3 products successfully!")).toBeVisible();
    const failures = page.getByRole("list", { name: /Not imported \(2\)/ });
    await expect(failures.getByRole("listitem")).toHaveText([
      "Item 4 (index 3): The price cannot be negative.",
      "Item 5 (index 4): Unknown category 'Garage'.",
    ]);
    await checkA11y(page);
    await snap(page, testInfo, "import-report");

    await page.getByLabel("Search products").fill(tag);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("rowheader")).toHaveCount(3);

    // Not an array: refused as the spec says.
    await fs.writeFile(file, JSON.stringify({ name: "Not a list" }));
    await page.getByLabel("JSON file").setInputFiles(file);
    await page.getByRole("button", { name: "Import Products" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid JSON file format." })).toBeVisible();
  });
});
