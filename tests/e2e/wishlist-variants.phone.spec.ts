import { expect, test } from "./fixtures";
import { hydrated } from "./support/hydrated";

/**
 * A product with options in the wishlist (issue 34): saved from its card, it shows its starting
 * price and a link to choose the fabric and size on its page; an Add to Cart there could not know
 * which variant to put in the cart.
 */
const SOFA = { slug: "basant-truck-art-outdoor-sofa", name: "Basant Truck-Art Outdoor Sofa" };

test("a saved sofa with fabrics and sizes offers its choice, not Add to Cart, in the wishlist", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/furniture/outdoor");
  const card = page.getByTestId("product-card").filter({ hasText: SOFA.name });
  await (await hydrated(card.getByRole("button", { name: `Add to Wishlist: ${SOFA.name}` }))).tap();
  await expect(card.getByRole("button", { name: `Remove from Wishlist: ${SOFA.name}` })).toBeVisible();
  // Saved once the header counts it (the heart turns at once, before the answer).
  await expect(page.locator("header").getByLabel(/items in wishlist$/)).toHaveText("1");

  await page.goto("/wishlist");
  const saved = page.getByRole("article").filter({ hasText: SOFA.name });
  await expect(saved).toContainText("From PKR 168,000");
  await expect(saved.getByRole("button", { name: /^Add to Cart/ })).toHaveCount(0);
  await checkA11y(page);
  await saved.getByRole("link", { name: `Choose options: ${SOFA.name}` }).tap();
  await expect(page).toHaveURL(new RegExp(`/furniture/${SOFA.slug}$`));
  await expect(page.getByRole("group", { name: /^Fabric: / })).toBeVisible();
});
