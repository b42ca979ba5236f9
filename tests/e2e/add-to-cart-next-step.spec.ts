import { expect, test } from "./fixtures";

// Issue 33: after Add to Cart the buyer is offered the next step beside the notice, not left to find the cart icon.
test("after Add to Cart the notice offers 'View cart and check out'", async ({ page, checkA11y, consoleErrors }) => {
  await page.goto("/furniture/multani-blue-pottery-vase");
  await page.getByRole("button", { name: "Add to Cart: Multani Blue Pottery Vase" }).click();
  const notice = page.getByRole("status").filter({ hasText: "1 item(s) added to your cart!" });
  await expect(notice).toBeVisible();
  const next = notice.getByRole("link", { name: "View cart and check out" });
  await expect(next).toBeVisible();
  await expect(next).toHaveAttribute("href", "/cart");
  await checkA11y(page);

  // Reached by keyboard, it stays while focused (the notice's own timer waits), and leads to the cart.
  await next.focus();
  await page.waitForTimeout(8_500);
  await expect(next).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText("Multani Blue Pottery Vase").first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
