import { expect, test } from "./fixtures";

/**
 * The header's search on every page (issue 20, part 1): a combobox with predictive results
 * (products with picture and price, categories, projects) worked with the keyboard alone;
 * Enter without a choice opens the full results; a plain form without JavaScript.
 */

const searchButton = (page: import("@playwright/test").Page) =>
  page.getByRole("banner").getByRole("button", { name: "Search the shop" });

test("the keyboard alone finds 'sofa' in the predictive results and opens the product", async ({
  page,
  checkA11y,
  consoleErrors,
}) => {
  await page.goto("/track-order");
  await expect(searchButton(page)).toBeVisible();
  // The skip link, the shop's name, then the search: Tab from the top of the page.
  for (let tab = 0; tab < 3; tab += 1) await page.keyboard.press("Tab");
  await expect(searchButton(page)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(searchButton(page)).toHaveAttribute("aria-expanded", "true");

  const box = page.getByRole("combobox", { name: "Search furniture, décor and projects" });
  await expect(box).toBeFocused();
  await page.keyboard.type("sofa");
  const list = page.getByRole("listbox", { name: "Search suggestions" });
  const options = list.getByRole("option");
  await expect(options.first()).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expect(list.getByRole("group", { name: "Products" })).toContainText("Noor Walnut Three-Seater Sofa");
  // Whole names (two lines at most, wrapped between words, never cut), with the price.
  const sofaName = list.locator("[data-suggestion-name]", { hasText: "Noor Walnut Three-Seater Sofa" });
  await expect(sofaName).toHaveText("Noor Walnut Three-Seater Sofa");
  expect(
    await sofaName.evaluate((name) => name.scrollHeight <= name.clientHeight && name.scrollWidth <= name.clientWidth),
  ).toBe(true);
  // Products show their price.
  await expect(list.getByRole("group", { name: "Products" }).getByRole("option").first()).toContainText(/PKR [\d,]+/);
  await expect(page.getByRole("status").filter({ hasText: /suggestions: use the arrow keys/ })).toBeAttached();
  await checkA11y(page);

  await page.keyboard.press("ArrowDown");
  const first = options.first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowUp");
  await expect(first).toHaveAttribute("aria-selected", "true");
  const chosen = (await first.locator("[data-suggestion-name]").textContent())!.trim();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/furniture\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(chosen);
  expect(consoleErrors).toEqual([]);
});

test("Enter without a choice shows every result; Escape closes the list, then the search", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/projects");
  await searchButton(page).click();
  const box = page.getByRole("combobox", { name: "Search furniture, décor and projects" });
  await box.fill("farmhouse");
  await expect(page.getByRole("listbox").getByRole("group", { name: "Projects" })).toContainText(
    "Bahria Town Farmhouse",
  );
  await page.keyboard.press("Escape");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(box).toBeHidden();
  await expect(searchButton(page)).toBeFocused();
  await expect(searchButton(page)).toHaveAttribute("aria-expanded", "false");

  await page.keyboard.press("Enter");
  await box.fill("walnut bed");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=walnut\+bed$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “walnut bed”");
  await expect(page.getByRole("heading", { name: "Products", level: 2 })).toBeVisible();
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Rooms and categories" })).toBeVisible();
  await expect(page.locator("#main").getByRole("link", { name: /^Bedroom/ })).toHaveAttribute(
    "href",
    "/furniture/bedroom",
  );
  await checkA11y(page);

  await page.goto("/search?q=zzzqqq");
  await expect(page.getByText("Nothing in the shop matches “zzzqqq”.")).toBeVisible();
});

test("from /about, a page sent without JavaScript, the keyboard alone finds 'sofa' and opens the product", async ({
  page,
  checkA11y,
  consoleErrors,
}) => {
  await page.goto("/about");
  // The skip link, the shop's name, then the search: here a link to the search page.
  for (let tab = 0; tab < 3; tab += 1) await page.keyboard.press("Tab");
  await expect(page.getByRole("banner").getByRole("link", { name: "Search the shop" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search$/);
  const field = page.getByRole("searchbox", { name: "Search furniture, décor and projects" });
  await expect(field).toBeFocused();
  await page.keyboard.type("sofa");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=sofa$/);
  const sofa = page.locator('#main a[href="/furniture/noor-walnut-three-seater-sofa"]:not([tabindex="-1"])').first();
  await expect(sofa).toBeVisible();
  await checkA11y(page);
  // Tab down the results until the sofa's link has the focus (a bounded walk, not a guess at the count).
  for (let tab = 0; tab < 40 && !(await sofa.evaluate((link) => link === document.activeElement)); tab += 1)
    await page.keyboard.press("Tab");
  await expect(sofa).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/furniture\/noor-walnut-three-seater-sofa$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Noor Walnut Three-Seater Sofa");
  expect(consoleErrors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's search is a link to a plain search form", async ({ page }) => {
    await page.goto("/shipping");
    await page.getByRole("banner").getByRole("link", { name: "Search the shop" }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search the shop");
    await page.getByLabel("Search furniture, décor and projects").fill("decor");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=decor$/);
    await expect(page.locator("#main").getByRole("link", { name: /^Décor/ })).toHaveAttribute("href", "/home-decor");
  });
});
