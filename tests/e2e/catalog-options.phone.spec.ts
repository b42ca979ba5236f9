import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Filtering by fabric (issue 34), at 390 px: the drawer lists the fabrics and sizes the outdoor
 * pieces come in, each with how many pieces have it; choosing one narrows the grid, goes into the
 * URL and is counted on the button; the shared URL opens the same view with the box ticked.
 */
const drawerButton = (page: Page) => page.locator("summary", { hasText: "Filter and sort" });
const drawer = (page: Page) => page.getByRole("dialog", { name: "Filter and sort" });

test("a shopper narrows the outdoor pieces to those sold in Ajrak Print", async ({
  page,
  checkA11y,
  consoleErrors,
}) => {
  await page.goto("/furniture/outdoor");
  const all = await page.getByTestId("product-card").count();
  await drawerButton(page).click();
  const fabric = drawer(page).getByRole("group", { name: "Fabric" });
  await expect(fabric).toBeVisible();
  const ajrak = fabric.getByRole("checkbox", { name: /^Ajrak Print \(\d+\)$/ });
  await expect(ajrak).toBeVisible();
  await checkA11y(page);
  await ajrak.check();
  await drawer(page).getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/\/furniture\/outdoor\?opt=fabric%3Aajrak\+print$/);
  // The room (from the path) and the fabric.
  await expect(drawerButton(page)).toHaveText("Filter and sort (2)");
  const cards = page.getByTestId("product-card");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThan(all);
  await expect(cards.filter({ hasText: "Basant Truck-Art Outdoor Sofa" })).toHaveCount(1);
  for (const card of await cards.all()) await expect(card.getByTestId("card-swatches")).toContainText("Ajrak Print");

  // The address is the view: opened afresh, the box is ticked.
  await page.goto(page.url());
  await drawerButton(page).click();
  await expect(drawer(page).getByRole("checkbox", { name: /^Ajrak Print/ })).toBeChecked();
  expect(consoleErrors).toEqual([]);
});
