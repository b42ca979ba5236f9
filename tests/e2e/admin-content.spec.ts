import type { Page, TestInfo } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";

/**
 * The Categories, Projects, Home Decor and Settings tabs, end to end: what the
 * admin adds shows on the public pages at once. The phone and desktop runs go
 * side by side against one database, so every name carries the run's tag.
 */
// Saves wait for a server that the phone and desktop runs (and other suites) share: more than a glance.
const expect = baseExpect.configure({ timeout: 15_000 });

const IMAGE = "/images/demo/projects/gulberg-residence-living-suite-1.webp";

const tagOf = (testInfo: TestInfo) => `${testInfo.project.name} ${Date.now().toString(36)}`;
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
// While a dialog is open its own toaster shows the notice too (above the modal): either will do.
async function expectToast(page: Page, text: string) {
  try {
    await expect(toast(page, text).first()).toBeVisible();
  } catch (error) {
    // Say what the page showed instead (an error notice, or none), for a failure seen only in CI.
    const shown = await page.getByRole("status").or(page.getByRole("alert")).allInnerTexts();
    throw new Error(`${(error as Error).message}\nNotices shown: ${JSON.stringify(shown)} at ${page.url()}`);
  }
}

/** Screenshots to look at by eye, when asked for (ADMIN_SCREENSHOTS=1). */
async function snap(page: Page, testInfo: TestInfo, name: string) {
  if (!process.env.ADMIN_SCREENSHOTS) return;
  const { width, height } = page.viewportSize()!;
  const total = await page.evaluate(() => document.documentElement.scrollHeight);
  // In slices a screen high, so that each can be looked at in full.
  for (let top = 0, part = 1; top < total; top += height, part += 1) {
    const clip = { x: 0, y: top, width, height: Math.min(height, total - top) };
    await page.screenshot({ path: testInfo.outputPath(`${name}-${part}.png`), fullPage: true, clip });
  }
}

test.describe("admin content tabs", () => {
  // Long journeys (several pages each) on a small machine shared with the other runs.
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test("a category is added, shows in the catalogue's select, and is deleted", async ({
    page,
    checkA11y,
  }, testInfo) => {
    const name = `Lamps ${tagOf(testInfo)}`;
    const slug = name.toLowerCase().replace(/\s+/g, "-");
    await page.goto("/admin/categories");
    await expect(page.getByRole("heading", { name: "Add Category" })).toBeVisible();
    await checkA11y(page);

    await page.getByLabel("Name").fill(name);
    await expect(page.getByLabel("Slug")).toHaveAttribute("placeholder", slug);
    await page.getByRole("button", { name: "Add Category" }).click();
    await expectToast(page, "Category added successfully!");
    await expect(page.getByLabel("Name")).toHaveValue("");
    await expect(page.getByRole("rowheader", { name })).toBeVisible();
    await snap(page, testInfo, "categories");

    // The same slug again is refused, with the reason under the field.
    await page.getByLabel("Name").fill(name);
    await page.getByRole("button", { name: "Add Category" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Failed to add category." })).toBeVisible();
    await expect(page.locator("form").getByText(`A category with the slug "${slug}" already exists.`)).toBeVisible();

    await page.goto("/furniture");
    await expect(page.getByLabel("Category").locator(`option[value="${slug}"]`)).toHaveText(name);

    // A category with products is not deleted: the dialog says why.
    await page.goto("/admin/categories");
    await page.getByRole("link", { name: "Delete Living Room" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete category?" });
    await expect(dialog).toContainText(/This category has \d+ products\. Move or delete them first\./);
    await expect(dialog.getByRole("button", { name: "Delete Category" })).toHaveCount(0);
    await checkA11y(page);
    await dialog.getByRole("link", { name: "Close", exact: true }).last().click();
    await expect(dialog).toBeHidden();

    await page.getByRole("link", { name: `Delete ${name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete Category" }).click();
    // The toast first (it lasts eight seconds), then the dialog closes.
    await expectToast(page, "Category deleted successfully!");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("rowheader", { name })).toHaveCount(0);
  });

  test("a project is added and edited, and /projects follows", async ({ page, checkA11y }, testInfo) => {
    const title = `Canal View Office ${tagOf(testInfo)}`;
    await page.goto("/admin/projects");
    await checkA11y(page);

    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Location").fill("Canal Road, Lahore");
    await page.getByLabel("Category").selectOption("furniture");
    await page.getByLabel("Sector").selectOption("office");
    await page.getByLabel("Status").selectOption("ongoing");
    await page.getByLabel("Add by address").fill(IMAGE);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByRole("list", { name: "Pictures, in order" }).locator("img")).toHaveCount(1);
    await page.getByRole("button", { name: "Add Project" }).click();
    await expectToast(page, "Project added successfully!");
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await snap(page, testInfo, "projects");

    await page.goto("/projects?sector=office");
    await expect(page.getByTestId("project-card").filter({ hasText: title })).toContainText("Ongoing");

    await page.goto("/admin/projects");
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page.getByRole("heading", { name: "Edit Project" })).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await checkA11y(page);
    await snap(page, testInfo, "project-edit");
    const updated = `${title} (phase 2)`;
    await page.getByLabel("Title").fill(updated);
    await page.getByLabel("Status").selectOption("completed");
    await page.getByLabel("Completion date").fill("2025-06-30");
    await page.getByRole("button", { name: "Update Project" }).click();
    await expectToast(page, "Project updated successfully!");
    await expect(page).toHaveURL(/\/admin\/projects$/);

    await page.goto("/projects?sector=office");
    const card = page.getByTestId("project-card").filter({ hasText: updated });
    await expect(card).toContainText("Completed");
    await expect(card).toContainText("Jun 30, 2025");

    // Leave the portfolio as it was for the other journeys.
    await page.goto("/admin/projects");
    await page.getByRole("link", { name: `Delete ${updated}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete Project" }).click();
    await expectToast(page, "Project deleted successfully!");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("heading", { name: updated })).toHaveCount(0);
  });

  test("the Home Decor tab is the product list of the décor category, whose new items start there", async ({
    page,
    checkA11y,
  }, testInfo) => {
    const name = `Brass Lantern ${tagOf(testInfo)}`;
    await page.goto("/admin/decor");
    await expect(page).toHaveURL(/\/admin\/products\?category=[0-9a-f-]{36}$/);
    await expect(page.getByLabel("Category")).toHaveValue(/^[0-9a-f-]{36}$/);
    await page.getByRole("link", { name: "Add Product" }).click();
    await expect(page.getByRole("heading", { name: "Add New Product" })).toBeVisible();
    await expect(page.getByLabel("Category").locator("option:checked")).toHaveText("Décor");
    await page.getByLabel("Product Name").fill(name);
    await page.getByLabel("Description").fill("Hand-beaten brass from a Lahore workshop.");
    await page.getByLabel("Price (PKR)").fill("8,500");
    await page.getByLabel("Stock").fill("3");
    await page.getByLabel("Add by address").fill(IMAGE);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await checkA11y(page);
    await page.getByRole("button", { name: "Add Product" }).click();
    await expectToast(page, "Product added successfully!");
    await snap(page, testInfo, "decor");

    await page.goto("/admin/decor");
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Active");
    await expect(row.getByRole("link", { name: `Edit ${name}` })).toBeVisible();
    await expect(row.getByRole("link", { name: `Delete ${name}` })).toBeVisible();

    await page.goto("/home-decor");
    // PKR 8,500, at the demo's running Winter Décor Sale's 20 % off, as every décor piece (no 'was'
    // price: a piece added today has no 30 days of prices).
    await expect(page.getByTestId("product-card").filter({ hasText: name })).toContainText("Sale price PKR 6,800");
  });
});

test.describe("admin content tabs without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 120_000 });

  test("a category is added and deleted with plain form posts", async ({ page }, testInfo) => {
    await signInAsAdmin(page);
    const name = `Rugs ${tagOf(testInfo)}`;
    await page.goto("/admin/categories");
    await page.getByLabel("Name").fill(name);
    await page.getByRole("button", { name: "Add Category" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Category added successfully!" })).toBeVisible();
    await expect(page.getByRole("rowheader", { name })).toBeVisible();

    // The confirmation is a page of its own (?delete=<id>), its button a plain post.
    await page.getByRole("link", { name: `Delete ${name}` }).click();
    await expect(page).toHaveURL(/\?delete=/);
    await page.getByRole("button", { name: "Delete Category" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Category deleted successfully!" })).toBeVisible();
    await expect(page.getByRole("rowheader", { name })).toHaveCount(0);
  });
});
