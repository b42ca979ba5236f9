import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The home page sells (issue 20): right under the hero, the newest pieces as the catalogue's cards
 * and a tile for every room, within the first three screens of a phone; the long sections about
 * the shop follow, and the page as a whole is far shorter on a phone than the 7,800 px it was.
 */

/** The page's top of an element, in CSS pixels from the top of the document. */
const topOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

test("New Arrivals and 'Shop by room' come within the first three screens, right after the hero", async ({ page }) => {
  await page.goto("/");
  const screen = page.viewportSize()!.height;
  // The rows scroll sideways inside themselves; the page itself never does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()!.width);
  const arrivals = page.getByRole("region", { name: "New Arrivals" });
  await expect(arrivals.getByTestId("product-card").first()).toBeVisible();
  expect(await topOf(page, "[data-testid=new-arrivals] [data-testid=product-card]")).toBeLessThan(3 * screen);
  expect(await topOf(page, "#shop-by-room-heading")).toBeLessThan(3 * screen);
  // The hero fits one screen, and the shop's rows come before the sections about the shop.
  const hero = page.locator("main section").first();
  expect((await hero.boundingBox())!.height).toBeLessThanOrEqual(screen);
  expect(await topOf(page, "#shop-by-room-heading")).toBeLessThan(
    await topOf(page, "section[aria-label='The shop in numbers']"),
  );
});

test("New Arrivals are the catalogue's newest pieces, each card leading to its page", async ({ page }) => {
  // /furniture lists the newest first: its first cards are the home page's first cards (asked again
  // if another journey added a piece in between).
  await expect
    .poll(
      async () => {
        await page.goto("/furniture");
        const newest = await page.getByTestId("product-card").getByRole("heading").allTextContents();
        await page.goto("/");
        const shown = await page
          .getByRole("region", { name: "New Arrivals" })
          .getByTestId("product-card")
          .getByRole("heading")
          .allTextContents();
        return shown.length >= 4 && shown.every((name, index) => name === newest[index]);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const first = page.getByRole("region", { name: "New Arrivals" }).getByTestId("product-card").first();
  const name = (await first.getByRole("heading").textContent())!;
  // A piece sold in options (another journey may have just added one) is chosen on its page.
  await expect(
    first
      .getByRole("button", { name: `Add to Cart: ${name}` })
      .or(first.getByRole("link", { name: `Choose options: ${name}` })),
  ).toBeVisible();
  await first.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test("every category has a 'Shop by room' tile with a picture, leading to its page (décor to /home-decor)", async ({
  page,
}) => {
  await page.goto("/furniture");
  const options = await page
    .getByLabel("Category")
    .locator("option")
    .evaluateAll((list) =>
      list.map((option) => ({ slug: (option as HTMLOptionElement).value, name: option.textContent!.trim() })),
    );
  const all = options.filter((option) => option.slug !== "");
  expect(all.length).toBeGreaterThanOrEqual(6);
  // An empty category (one another journey is adding, say) rightly gets no tile: no tile leads to
  // an empty page. The categories expected are those whose page lists a piece.
  const pageOf = (slug: string) => (slug === "decor" ? "/home-decor" : `/furniture/${slug}`);
  const categories: typeof all = [];
  for (const category of all) {
    await page.goto(pageOf(category.slug));
    if ((await page.getByTestId("product-card").count()) > 0) categories.push(category);
  }
  expect(categories.length).toBeGreaterThanOrEqual(6);

  await page.goto("/");
  const rooms = page.getByRole("region", { name: "Shop by room" });
  await expect(rooms.getByTestId("room-tile")).toHaveCount(categories.length);
  for (const { slug, name } of categories) {
    const tile = rooms.getByRole("link", { name, exact: true });
    await expect(tile).toHaveAttribute("href", pageOf(slug));
    await expect(tile.locator("img")).toHaveAttribute("src", /\S/);
  }
  // The pictures load, and a tile opens its room.
  await rooms.getByRole("link", { name: "Bedroom", exact: true }).scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      rooms
        .locator("img")
        .first()
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);
  await rooms.getByRole("link", { name: "Bedroom", exact: true }).click();
  await expect(page).toHaveURL(/\/furniture\/bedroom$/);
  await expect(page.getByTestId("product-card").first()).toContainText("Bedroom");
});

test("the home page with its shop rows is accessible", async ({ page, checkA11y, consoleErrors }) => {
  await page.goto("/");
  await checkA11y(page);
  expect(consoleErrors).toEqual([]);
});
