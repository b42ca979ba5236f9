import { expect, test } from "./fixtures";

test.describe("project portfolio", () => {
  test("lists, filters, clears and opens a project", async ({ page, consoleErrors, checkA11y }) => {
    await page.goto("/projects");
    await expect(page.getByRole("heading", { level: 1, name: "Our Projects" })).toBeVisible();
    const cards = page.getByTestId("project-card");
    expect(await cards.count()).toBeGreaterThanOrEqual(9);
    const total = await cards.count();
    await expect(page.getByText("Total Projects")).toBeVisible();
    await checkA11y(page);

    await page.getByLabel("Sector").selectOption("hospitality");
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/[?&]sector=hospitality(&|$)/);
    await expect(page.getByLabel("Sector")).toHaveValue("hospitality");
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThan(total);
    for (const card of await cards.all()) await expect(card).toContainText("Hospitality");

    await page.getByRole("link", { name: "Clear Filters" }).first().click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(cards).toHaveCount(total);
    await expect(page.getByLabel("Sector")).toHaveValue("");

    const first = cards.first();
    const title = (await first.getByRole("heading", { level: 3 }).textContent())!.trim();
    await first.getByRole("link", { name: "View Details" }).click();
    await expect(page).toHaveURL(/\/projects\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await checkA11y(page);

    await page.getByRole("link", { name: "Back to Projects" }).first().click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(cards).toHaveCount(total);
    expect(consoleErrors).toEqual([]);
  });

  test("the detail gallery switches photos by keyboard", async ({ page, consoleErrors }) => {
    await page.goto("/projects");
    await page.getByTestId("project-card").first().getByRole("link", { name: "View Details" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const second = page.getByRole("link", { name: /^Show photo 2 of/ });
    await second.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\?photo=2$/);
    await expect(second).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("img", { name: /photo 2 of/ })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("the showcase shows only completed projects", async ({ page, consoleErrors, checkA11y }) => {
    await page.goto("/projects?status=completed");
    const cards = page.getByTestId("project-card");
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) {
      await expect(card).toContainText("Completed");
      await expect(card).not.toContainText("Ongoing");
    }
    await checkA11y(page);
    expect(consoleErrors).toEqual([]);
  });

  test("an unknown project answers 404", async ({ page }) => {
    const response = await page.goto("/projects/no-such-project");
    expect(response?.status()).toBe(404);
  });
});
