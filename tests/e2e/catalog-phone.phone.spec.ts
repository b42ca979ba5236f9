import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The catalogue on a 390 x 844 phone: two cards a row, the first ones on the first screen, filters in a drawer. */

const cards = (page: Page) => page.getByTestId("product-card");
const drawerButton = (page: Page) => page.locator("summary", { hasText: "Filter and sort" });
const drawer = (page: Page) => page.getByRole("dialog", { name: "Filter and sort" });

/** The first two cards share a row, each under half the screen wide, their pictures side by side. */
async function expectTwoPerRow(page: Page) {
  const [first, second] = await Promise.all([cards(page).nth(0).boundingBox(), cards(page).nth(1).boundingBox()]);
  expect(first && second).toBeTruthy();
  expect(Math.abs(first!.y - second!.y)).toBeLessThan(1);
  expect(second!.x).toBeGreaterThan(first!.x + first!.width);
  expect(first!.width).toBeLessThan(195);
}

/** Nothing on a card is cut: its name, price and button fit their boxes. */
async function expectNothingCut(card: Locator) {
  // The price: its own, or during a sale (the demo's décor) the sale price with its 'was' price.
  const price = card.locator("p", { hasText: /^(Sale price )?(From )?PKR / });
  for (const part of [card.getByRole("heading"), price, card.getByRole("button")]) {
    const fits = await part.first().evaluate((element) => element.scrollWidth <= element.clientWidth + 1);
    expect(fits, (await part.first().textContent()) ?? "").toBe(true);
  }
}

test("the first screen of /furniture shows two pictures a row, whole", async ({ page, consoleErrors }) => {
  await page.goto("/furniture");
  await expect(cards(page)).toHaveCount(12);
  await expectTwoPerRow(page);
  for (const index of [0, 1]) {
    const box = await cards(page).nth(index).locator("img").boundingBox();
    expect(box, `picture ${index + 1}`).toBeTruthy();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
  }
  for (const card of (await cards(page).all()).slice(0, 4)) await expectNothingCut(card);
  expect(consoleErrors).toEqual([]);
});

test("the drawer applies filters into the URL, counts them, and keeps and returns the focus", async ({
  page,
  consoleErrors,
  checkA11y,
}) => {
  await page.goto("/furniture");
  // In place, the filters would push the pieces off the first screen: here only the button shows.
  await expect(drawerButton(page)).toHaveText("Filter and sort");
  await expect(page.getByLabel("Sort by")).toBeHidden();
  await checkA11y(page);

  await drawerButton(page).click();
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByRole("heading", { name: "Filter and sort" })).toBeFocused();
  await checkA11y(page);

  // Tab and Shift+Tab go round the panel, never to the page under it.
  for (let step = 0; step < 14; step++) {
    await page.keyboard.press(step < 10 ? "Tab" : "Shift+Tab");
    expect(await drawer(page).evaluate((panel) => panel.contains(document.activeElement))).toBe(true);
  }

  // Choices wait for Apply; then they are in the URL and counted on the button.
  await drawer(page).getByLabel("In stock only").check();
  await drawer(page).getByLabel("Sort by").selectOption("price-asc");
  await expect(page).toHaveURL(/\/furniture$/);
  await drawer(page).getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/\/furniture\?sort=price-asc&stock=in$/);
  await expect(drawer(page)).toBeHidden();
  await expect(drawerButton(page)).toHaveText("Filter and sort (2)");
  await expect(drawerButton(page)).toBeFocused();
  for (const card of await cards(page).all()) await expect(card).not.toContainText("Out of stock");

  // A category is a page of its own: the focus still lands on the new page's button.
  await drawerButton(page).click();
  await drawer(page).getByLabel("Category").selectOption("bedroom");
  await drawer(page).getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/\/furniture\/bedroom\?sort=price-asc&stock=in$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bedroom" })).toBeVisible();
  await expect(drawerButton(page)).toHaveText("Filter and sort (3)");
  await expect(drawerButton(page)).toBeFocused();

  // Escape closes it and gives the focus back to the button.
  await drawerButton(page).click();
  await expect(drawer(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer(page)).toBeHidden();
  await expect(drawerButton(page)).toBeFocused();

  // So does the close button; Clear then resets every choice of the panel.
  await drawerButton(page).click();
  await drawer(page).getByRole("link", { name: "Close" }).click();
  await expect(drawer(page)).toBeHidden();
  await expect(drawerButton(page)).toBeFocused();
  await expect(page).toHaveURL(/\/furniture\/bedroom\?sort=price-asc&stock=in$/);
  await drawerButton(page).click();
  await drawer(page).getByRole("link", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/furniture$/);
  await expect(drawerButton(page)).toHaveText("Filter and sort");
  expect(consoleErrors).toEqual([]);
});

test("no select in the drawer cuts its text", async ({ page }) => {
  await page.goto("/furniture");
  await drawerButton(page).click();
  const selects = drawer(page).locator("select");
  await expect(selects).toHaveCount(2);
  for (const select of await selects.all()) {
    // Every option's text, in the select's own font, with room left for the arrow.
    const cut = await select.evaluate((element: HTMLSelectElement) => {
      const style = getComputedStyle(element);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = style.font;
      const room =
        element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24; /* the arrow */
      return [...element.options]
        .filter((option) => context.measureText(option.text).width > room)
        .map((option) => option.text);
    });
    expect(cut).toEqual([]);
  }
});

test("works without JavaScript: the drawer opens, applies and closes", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/furniture");
  await expect(page.getByLabel("Sort by")).toBeHidden();
  await drawerButton(page).click();
  await expect(page.getByLabel("Sort by")).toBeVisible();
  await page.getByLabel("Sort by").selectOption("price-desc");
  await page.getByRole("button", { name: "Apply Filters" }).click();
  // The browser sends the form as it is, empty fields included.
  await expect(page).toHaveURL(/\/furniture\?.*sort=price-desc/);
  await expect(drawerButton(page)).toHaveText("Filter and sort (1)");
  const applied = page.url();
  await drawerButton(page).click();
  await page.getByRole("link", { name: "Close" }).click();
  await expect(page.getByLabel("Sort by")).toBeHidden();
  expect(page.url()).toBe(applied);
  await context.close();
});

test("/home-decor shows two cards a row and its filters in the same drawer", async ({ page, checkA11y }) => {
  await page.goto("/home-decor");
  await cards(page).first().scrollIntoViewIfNeeded();
  await expectTwoPerRow(page);
  for (const card of (await cards(page).all()).slice(0, 4)) await expectNothingCut(card);
  await drawerButton(page).click();
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByLabel("Category")).toHaveCount(0);
  await checkA11y(page);
  await drawer(page).getByLabel("In stock only").check();
  await drawer(page).getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/\/home-decor\?stock=in$/);
  await expect(drawerButton(page)).toHaveText("Filter and sort (1)");
});
