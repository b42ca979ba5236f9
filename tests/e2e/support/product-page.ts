import type { Page } from "@playwright/test";
import { expect } from "../fixtures";

// The product page journeys' piece and controls (product-first-screen, product-buy-bar).
// A piece no other journey buys: the sofa's stock (6) runs out as the checkout journeys place orders.
export const PIECE = {
  slug: "mughal-arch-six-drawer-dresser",
  name: "Mughal Arch Six-Drawer Dresser",
  price: "PKR 148,000",
};
export const BAR_BUTTON = `Add to Cart from the bar: ${PIECE.name}`;

export const product = (page: Page) => page.getByRole("region", { name: "Product" });
export const mainButton = (page: Page) =>
  product(page).getByRole("button", { name: `Add to Cart: ${PIECE.name}`, exact: true });
export const bar = (page: Page) => page.getByTestId("sticky-buy-bar");

/** Scrolls until the page's own Add to Cart is well above the top of the window. */
export async function scrollPastMainButton(page: Page) {
  const box = (await mainButton(page).boundingBox())!;
  await page.evaluate((y) => window.scrollTo(0, y), box.y + box.height + 300);
  await expect(mainButton(page)).not.toBeInViewport();
}
