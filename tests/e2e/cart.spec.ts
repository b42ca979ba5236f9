import { expect, test } from "./fixtures";
import { signUpCustomer } from "./support/customer";

test.describe("signed out", () => {
  test("cart and wishlist ask to sign in", async ({ page, checkA11y }) => {
    await page.goto("/cart");
    await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeVisible();
    await expect(page.getByText("Review your items before checkout")).toBeVisible();
    await expect(page.getByText("Sign in to view your cart")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign In" }).last()).toHaveAttribute(
      "href",
      "/auth?redirectTo=%2Fcart",
    );
    await checkA11y(page);
    await page.goto("/wishlist");
    await expect(page.getByRole("heading", { level: 1, name: "My Wishlist" })).toBeVisible();
    await expect(page.getByText("Sign in to view your wishlist")).toBeVisible();

    // A heart on a card leads to sign in with the spec's notice.
    await page.goto("/furniture");
    await page
      .getByRole("link", { name: /^Add to Wishlist: / })
      .first()
      .click();
    await expect(page.getByText("Please sign in to add items to your wishlist.")).toBeVisible();
  });
});

test("a customer fills the cart and the wishlist, and the badges follow", async ({
  page,
  consoleErrors,
  checkA11y,
}, testInfo) => {
  const email = `sana.${testInfo.project.name}.${Date.now()}@test.example`;
  await signUpCustomer(page, email);
  const header = page.locator("header");
  const cartBadge = header.getByLabel(/items in cart$/);
  const wishlistBadge = header.getByLabel(/items in wishlist$/);
  await expect(cartBadge).toHaveCount(0);

  // Two pieces from the list, one at a time.
  await page.goto("/furniture/bedroom?sort=price-asc");
  await page.getByRole("button", { name: "Add to Cart: Sohni Bedside Table" }).click();
  await expect(page.getByText("1 item(s) added to your cart!")).toBeVisible();
  await expect(cartBadge).toHaveText("1");
  await page.getByRole("button", { name: "Add to Cart: Chiniot Carved Nightstand" }).click();
  await expect(cartBadge).toHaveText("2");

  // The heart on a card saves the piece.
  const heart = page.getByRole("button", { name: "Add to Wishlist: Sohni Bedside Table" });
  await heart.click();
  await expect(page.getByRole("button", { name: "Remove from Wishlist: Sohni Bedside Table" })).toBeVisible();
  await expect(wishlistBadge).toHaveText("1");

  // Two of one piece from its page.
  await page.goto("/furniture/noor-walnut-three-seater-sofa");
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Add to Cart: Noor Walnut Three-Seater Sofa" }).click();
  await expect(page.getByText("2 item(s) added to your cart!")).toBeVisible();
  await expect(cartBadge).toHaveText("4");

  // The cart: rows, summary lines and total.
  await page.goto("/cart");
  const lines = page.getByTestId("cart-line");
  await expect(lines).toHaveCount(3);
  await expect(page.getByText("Noor Walnut Three-Seater Sofa x 2")).toBeVisible();
  await expect(page.getByTestId("cart-total")).toHaveText("PKR 606,000");
  await checkA11y(page);

  const nightstand = lines.filter({ hasText: "Chiniot Carved Nightstand" });
  await expect(nightstand.getByRole("button", { name: /^Decrease quantity/ })).toBeDisabled();
  await nightstand.getByRole("button", { name: /^Increase quantity/ }).click();
  await expect(nightstand.getByLabel(/^Quantity of/)).toHaveText("2");
  await expect(page.getByTestId("cart-total")).toHaveText("PKR 648,000");
  await expect(cartBadge).toHaveText("5");

  await lines
    .filter({ hasText: "Sohni Bedside Table" })
    .getByRole("button", { name: /^Remove/ })
    .click();
  await expect(page.getByText("Item removed from cart.")).toBeVisible();
  await expect(lines).toHaveCount(2);
  await expect(page.getByTestId("cart-total")).toHaveText("PKR 614,000");
  await expect(cartBadge).toHaveText("4");

  // The wishlist page and the profile's tab.
  await page.goto("/wishlist");
  const saved = page.getByTestId("wishlist-card");
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText("Sohni Bedside Table");
  await checkA11y(page);
  await page.goto("/profile?tab=wishlist");
  await expect(page.getByRole("heading", { name: "My Wishlist (1)" })).toBeVisible();
  await page.goto("/wishlist");
  await saved.getByRole("button", { name: /^Remove .* from wishlist$/ }).click();
  await expect(page.getByText("Your wishlist is empty")).toBeVisible();
  await expect(wishlistBadge).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
