import { expect, test } from "./fixtures";
import { chooseCity, expectOrderPlaced } from "./support/checkout";

/**
 * Issue 35, item 2, on a phone: a buyer enters a discount code in the cart and sees the reduction
 * at once (or why not), checkout carries it to the total on the button, and the order keeps it.
 * The demo's WELCOME10: 10 % off from PKR 50,000, once per customer (an e-mail or a phone): each
 * run buys with an address and a number of its own. The Clifton Poolside Lounger is bought by no
 * other journey.
 */
const LOUNGER = "clifton-poolside-lounger";

/** A mobile number no other run uses: the code is once per phone. */
const phoneOfThisRun = () => `0345 ${String(Date.now() % 10_000_000).padStart(7, "0")}`;

test("a code entered in the cart takes 10 % off, and checkout places the order at that total", async ({
  page,
  checkA11y,
  consoleErrors,
}, testInfo) => {
  await page.goto(`/furniture/${LOUNGER}`);
  await page.getByRole("button", { name: "Add to Cart: Clifton Poolside Lounger" }).click();
  await expect(page.getByText("1 item(s) added to your cart!")).toBeVisible();

  await page.goto("/cart");
  await expect(page.getByTestId("cart-total")).toHaveText("PKR 88,000");
  // A code the shop does not have: said beside the field, nothing taken off.
  await page.getByLabel("Discount code").fill("NOPE2026");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("alert")).toHaveText("We do not know this code. Please check it and try again.");
  await expect(page.getByTestId("cart-total")).toHaveText("PKR 88,000");

  await page.getByLabel("Discount code").fill("welcome10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("discount-code")).toContainText("Code WELCOME10: 10% off applied.");
  await expect(page.getByTestId("summary-discount")).toHaveText("−PKR 8,800minus PKR 8,800");
  await expect(page.getByText("Discount (WELCOME10)")).toBeVisible();
  await expect(page.getByTestId("cart-total")).toHaveText("PKR 79,200");
  await checkA11y(page);

  await page.getByRole("link", { name: /Proceed to Checkout/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole("button", { name: /Show order summary/ }).click();
  await expect(page.getByText("Discount (WELCOME10)")).toBeVisible();
  await page.getByLabel("Full name").fill("Sana Mirza");
  await page.getByLabel("E-mail").fill(`welcome.${Date.now().toString(36)}.${testInfo.workerIndex}@test.example`);
  await page.getByLabel("Phone", { exact: true }).fill(phoneOfThisRun());
  await page.getByLabel("Address").fill("House 7, Street 2, DHA Phase 5");
  await chooseCity(page, "Lahore", { label: "Delivery (Standard, Zone 1)", fee: "Free" });
  await expect(page.getByTestId("cart-total")).toHaveText("PKR 79,200");
  await checkA11y(page);
  await page.getByRole("button", { name: "Place Order - PKR 79,200" }).click();
  await expectOrderPlaced(page);
  // The order's page tells the same story.
  await expect(page.getByText("Discount (WELCOME10)").first()).toBeVisible();
  // The unknown code's answer is a 400 (so that the page's loaders do not run again for nothing).
  expect(consoleErrors.filter((error) => !/Failed to load resource: .* status of 400/.test(error))).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the code form posts, comes back to the cart and shows the reduction; Remove takes it away", async ({
    page,
  }) => {
    await page.goto(`/furniture/${LOUNGER}`);
    await page.getByRole("button", { name: "Add to Cart: Clifton Poolside Lounger" }).click();
    await page.goto("/cart");
    await page.getByLabel("Discount code").fill("NOPE2026");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/cart\?code-note=unknown$/);
    await expect(page.getByRole("alert")).toHaveText("We do not know this code. Please check it and try again.");
    await page.getByLabel("Discount code").fill("WELCOME10");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId("cart-total")).toHaveText("PKR 79,200");
    await page.getByRole("button", { name: "Remove code WELCOME10" }).click();
    await expect(page.getByTestId("cart-total")).toHaveText("PKR 88,000");
    await expect(page.getByLabel("Discount code")).toBeVisible();
  });
});
