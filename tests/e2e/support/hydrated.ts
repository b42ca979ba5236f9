import { expect, type Locator } from "@playwright/test";

/**
 * Waits until React has hydrated this element, so that a click reaches its handler. Before that,
 * a form button submits the plain HTML form (the shop works without scripts: an 'Add to Cart'
 * then adds the piece and lands on /cart), which is right for a visitor and wrong for a journey
 * that means to stay on the page. A room's page (/furniture/bedroom) hydrates its catalogue
 * once that view's file has arrived, later than the rest of the page; on a busy machine a click
 * came first (CI, 2026-11-27). React marks an element it has hydrated with its props, a
 * `__reactProps$…` key.
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))), {
      message: "the element is hydrated",
    })
    .toBe(true);
  return locator;
}
