import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { chooseCity, expectOrderPlaced } from "./support/checkout";
import { signUpCustomer } from "./support/customer";
import { linkIn, waitForMail } from "./support/mailbox";

/** Places an order through the real pages; returns its number (the customer stays signed in). */
async function placeOrder(page: Page, email: string) {
  await signUpCustomer(page, email, "Hina Qureshi");
  await page.goto("/furniture/khaddar-handloom-cushion-set");
  await page.getByRole("button", { name: "Add to Cart: Khaddar Handloom Cushion Set" }).click();
  await expect(page.locator("header").getByLabel(/items in cart$/)).toHaveText("1");
  await page.goto("/checkout");
  await page.getByLabel("Phone", { exact: true }).fill("0321 7654321");
  await page.getByLabel("Address").fill("House 7, Street 12, Johar Town");
  // Lahore (Zone 1): below PKR 50,000 Standard delivery is PKR 3,500, on top of the cushions: PKR 6,500,
  // PKR 5,200 in the demo's running Winter Décor Sale (20 % off décor).
  await chooseCity(page, "Lahore", { label: "Delivery (Standard, Zone 1)", fee: "PKR 3,500" });
  await page.getByLabel("Notes (optional)").fill("Please call before delivery.");
  await page.getByRole("button", { name: "Place Order - PKR 8,700" }).click();
  const number = await expectOrderPlaced(page);
  await expect(page.getByTestId("order-delivery-fee")).toHaveText("PKR 3,500");
  await expect(page.getByTestId("order-total")).toHaveText("PKR 8,700");
  return number;
}

async function signOut(page: Page, testInfo: TestInfo) {
  const header = page.locator("header");
  if (testInfo.project.name === "phone") await header.getByRole("button", { name: "Open menu" }).click();
  await header.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
}

test("an order is tracked by its number: masked for strangers, in full with its e-mail or for its owner", async ({
  page,
  consoleErrors,
  checkA11y,
}, testInfo) => {
  const email = `track.${testInfo.project.name}.${Date.now()}@test.example`;
  const number = await placeOrder(page, email);

  // The confirmation mail's link opens the tracked order; its owner sees everything.
  const mail = await waitForMail(email, new RegExp(`Order #${number} received`));
  await page.goto(linkIn(mail, "/track-order"));
  await expect(page.getByRole("heading", { name: `#${number}` })).toBeVisible();
  const details = page.getByTestId("delivery-details");
  await expect(details).toContainText("Hina Qureshi");
  await expect(details).toContainText(email);
  await expect(details).toContainText("+92 321 7654321");
  await expect(details).toContainText("House 7, Street 12, Johar Town");
  await expect(details).toContainText("Please call before delivery.");

  await signOut(page, testInfo);

  // A stranger with the number (typed in lower case) sees the order, not the customer.
  await page.goto("/track-order");
  await expect(page.getByRole("heading", { level: 1, name: "Track Your Order" })).toBeVisible();
  await page.getByLabel("Order ID").fill(number.toLowerCase());
  await page.getByRole("button", { name: "Track Order" }).click();
  await expect(page).toHaveURL(new RegExp(`/track-order\\?order=${number.toLowerCase()}`));
  await expect(page.getByRole("heading", { name: `#${number}` })).toBeVisible();
  await expect(page.getByText(/^Placed on [A-Z][a-z]{2} \d{2}, \d{4}$/)).toBeVisible();
  await expect(page.getByTestId("tracked-total")).toHaveText("PKR 8,700");
  await expect(page.getByText("Khaddar Handloom Cushion Set")).toBeVisible();

  const timeline = page.getByRole("list", { name: "Order status timeline" });
  await expect(timeline.getByRole("listitem")).toHaveCount(7);
  const current = timeline.locator('[aria-current="step"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText("Pending");
  await expect(current).toContainText("Current Status");

  await expect(page.getByTestId("masked-details")).toBeVisible();
  await expect(details).toContainText("H*** Q***");
  await expect(details).toContainText("t***@test.example");
  await expect(details).toContainText("+92 3** *****21");
  await expect(details).toContainText("***, Lahore");
  await expect(page.locator("main")).not.toContainText("Hina Qureshi");
  await expect(page.locator("main")).not.toContainText("Johar Town");
  await expect(page.locator("main")).not.toContainText("Please call before delivery.");
  await checkA11y(page);

  // With the order's e-mail (in another case) the details are shown.
  await page.getByLabel("E-mail or phone used for the order").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Track Order" }).click();
  await expect(details).toContainText("Hina Qureshi");
  // The form posts: the e-mail never lands in the address bar or the history.
  expect(page.url().toLowerCase()).not.toContain(encodeURIComponent(email).toLowerCase());
  await expect(details).toContainText("House 7, Street 12, Johar Town");
  await expect(details).toContainText("+92 321 7654321");
  await expect(details).toContainText("Please call before delivery.");
  await expect(page.getByTestId("masked-details")).toHaveCount(0);
  await checkA11y(page);
  expect(consoleErrors).toEqual([]);
});

test("blank, short and unknown order IDs say what is wrong", async ({ page, consoleErrors, checkA11y }) => {
  await page.goto("/track-order");
  await expect(page.getByRole("button", { name: "Track Order" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  await page.getByRole("button", { name: "Track Order" }).click();
  await expect(page.getByText("Please enter an order ID")).toBeVisible();
  await expect(page.getByLabel("Order ID")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Order ID").fill("A1B2");
  await page.getByRole("button", { name: "Track Order" }).click();
  await expect(page.getByText("Please enter at least the 8 characters of your order number.")).toBeVisible();

  await page.getByLabel("Order ID").fill("FFFFFFFF");
  await page.getByRole("button", { name: "Track Order" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Order Not Found");
  await expect(alert).toContainText("No order found with this ID. Please check and try again.");
  await expect(page.getByRole("list", { name: "Order status timeline" })).toHaveCount(0);
  await checkA11y(page);
  // The refusals are real HTTP answers (400 and 404), which the browser logs for the page's data requests.
  expect(consoleErrors.filter((error) => !/Failed to load resource: .* status of 40[04]/.test(error))).toEqual([]);
});

test("its customer cancels a pending order from the profile, and tracking shows it cancelled", async ({
  page,
  consoleErrors,
  checkA11y,
}, testInfo) => {
  const number = await placeOrder(page, `cancel.${testInfo.project.name}.${Date.now()}@test.example`);
  await page.goto("/profile?tab=orders");
  const card = page.getByTestId("order-card").filter({ hasText: `Order #${number}` });
  await expect(card.getByText("Pending")).toBeVisible();
  await checkA11y(page);
  page.once("dialog", (dialog) => dialog.accept());
  await card.getByRole("button", { name: "Cancel order" }).click();
  await expect(page.getByRole("status")).toContainText(`Order #${number} has been cancelled.`);
  await expect(card.getByText("Cancelled")).toBeVisible();
  await expect(card.getByRole("button", { name: "Cancel order" })).toHaveCount(0);

  await card.getByRole("link", { name: "Track this order" }).click();
  await expect(page.getByRole("heading", { name: `#${number}` })).toBeVisible();
  await expect(page.locator("main")).toContainText("Cancelled");
  expect(consoleErrors).toEqual([]);
});
