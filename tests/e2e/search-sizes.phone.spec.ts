import { expect, test } from "./fixtures";

/**
 * A size typed in a search is the piece of that size (issue 37, item 2): 'queen bed' finds the
 * Chiniot bed by its Queen, whose card says so at the Queen's price, and opens on it; a search that
 * names no size leaves the card on the bed as a whole ('From …').
 */
test("a search for a queen bed shows and opens the Chiniot bed's Queen", async ({
  page,
  checkA11y,
  consoleErrors,
}, testInfo) => {
  await page.goto("/search?q=queen+bed");
  const card = page.getByTestId("product-card").filter({ hasText: "Chiniot Carved King Bed" });
  await expect(card.getByTestId("card-piece")).toHaveText("Queen");
  await expect(card).toContainText("PKR 310,000");
  await expect(card).not.toContainText("From PKR");
  await expect(card.getByRole("link", { name: "Choose options: Chiniot Carved King Bed" })).toHaveAttribute(
    "href",
    "/furniture/chiniot-carved-king-bed?variant=BED-CHIN-QN",
  );
  await checkA11y(page);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("search-sizes-390.png") });

  await card.getByRole("link", { name: "Chiniot Carved King Bed", exact: true }).click();
  await expect(page).toHaveURL(/\/furniture\/chiniot-carved-king-bed\?variant=BED-CHIN-QN$/);
  await expect(page.getByRole("link", { name: "Queen", exact: true })).toHaveAttribute("aria-current", "true");

  await page.goto("/search?q=chiniot+bed");
  const whole = page.getByTestId("product-card").filter({ hasText: "Chiniot Carved King Bed" });
  await expect(whole).toContainText("From PKR 275,000");
  await expect(whole.getByTestId("card-piece")).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
