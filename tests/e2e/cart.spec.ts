import { expect, test } from "./fixtures";
import { signUpCustomer } from "./support/customer";
import { hydrated } from "./support/hydrated";

test("a visitor fills a cart and a wishlist without an account, and signing in merges them into the account", async ({
  page,
  browser,
  checkA11y,
  consoleErrors,
}, testInfo) => {
  // Two browsers, a sign-up, a sign-in and two carts: 40-47 s beside another worker on a cold server
  // (2026-11-27), against the default 45 s.
  test.slow();
  // An account that already has one side table in its cart, from another browser. (A piece no other
  // journey buys, with stock to spare: journeys run in parallel, and a merge is capped at stock.)
  const email = `merge.${testInfo.project.name}.${Date.now()}@test.example`;
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signUpCustomer(otherPage, email, "Maryam Tariq", "merge-password-1");
  await otherPage.goto("/furniture/kirthar-marble-top-side-table");
  await otherPage.getByRole("button", { name: "Add to Cart: Kirthar Marble-Top Side Table" }).click();
  await expect(otherPage.getByText("1 item(s) added to your cart!")).toBeVisible();
  await other.close();

  // A visitor: the empty cart and wishlist are ordinary pages, not sign-in walls.
  const header = page.locator("header");
  const cartBadge = header.getByLabel(/items in cart$/);
  const wishlistBadge = header.getByLabel(/items in wishlist$/);
  await page.goto("/cart");
  await expect(page.getByText("Your cart is empty")).toBeVisible();
  await checkA11y(page);

  // Two of the side table from its page, a bedside table from the list, a heart on a card.
  await page.goto("/furniture/kirthar-marble-top-side-table");
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Add to Cart: Kirthar Marble-Top Side Table" }).click();
  await expect(page.getByText("2 item(s) added to your cart!")).toBeVisible();
  await expect(cartBadge).toHaveText("2");
  await page.goto("/furniture/bedroom?sort=price-asc");
  await (await hydrated(page.getByRole("button", { name: "Add to Cart: Sohni Bedside Table" }))).click();
  await expect(cartBadge).toHaveText("3");
  await page.getByRole("button", { name: "Add to Wishlist: Sohni Bedside Table" }).click();
  await expect(page.getByRole("button", { name: "Remove from Wishlist: Sohni Bedside Table" })).toBeVisible();
  await expect(wishlistBadge).toHaveText("1");
  const visitorCookie = (await page.context().cookies()).find((cookie) => cookie.name === "shop.visitor");
  expect(visitorCookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });

  await page.goto("/cart");
  const lines = page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
  await expect(lines).toHaveCount(2);
  await checkA11y(page);

  // Signing in from the cart comes back to it, with the two carts as one (the side table 1 + 2 = 3).
  await header.getByRole("link", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcart$/);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("merge-password-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/cart");
  await expect(lines).toHaveCount(2);
  await expect(page.getByLabel("Quantity of Kirthar Marble-Top Side Table", { exact: true })).toHaveText("3");
  await expect(cartBadge).toHaveText("4");
  await expect(wishlistBadge).toHaveText("1");
  expect((await page.context().cookies()).some((cookie) => cookie.name === "shop.visitor")).toBe(false);
  expect(consoleErrors).toEqual([]);
});

test("a customer fills the cart and the wishlist, and the badges follow", async ({
  page,
  consoleErrors,
  checkA11y,
}, testInfo) => {
  // A sign-up, then the cart, the wishlist and their badges page by page: 39-47 s beside another worker.
  test.slow();
  const email = `sana.${testInfo.project.name}.${Date.now()}@test.example`;
  await signUpCustomer(page, email);
  const header = page.locator("header");
  const cartBadge = header.getByLabel(/items in cart$/);
  const wishlistBadge = header.getByLabel(/items in wishlist$/);
  await expect(cartBadge).toHaveCount(0);

  // Two pieces from the list, one at a time.
  await page.goto("/furniture/bedroom?sort=price-asc");
  await (await hydrated(page.getByRole("button", { name: "Add to Cart: Sohni Bedside Table" }))).click();
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
