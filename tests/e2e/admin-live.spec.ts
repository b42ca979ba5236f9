import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "../../scripts/e2e-admin.mjs";
import { expect, test } from "./fixtures";
import { chooseCity, expectOrderPlaced } from "./support/checkout";
import { signUpCustomer } from "./support/customer";
import { otherBrowser } from "./support/other-browser";

/** Signs the e2e admin in through the real form, straight onto the Analytics tab. */
async function openAnalytics(page: Page) {
  await page.goto("/auth?redirectTo=/admin/analytics");
  await page.getByLabel("E-mail").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
}

/** The figure of a metric card ('1,204' → 1204). */
async function metric(page: Page, id: string): Promise<number> {
  const text = await page.getByTestId(`metric-${id}`).locator("dd").first().textContent();
  return Number(text!.replace(/[^0-9]/g, ""));
}

/** The orders the tab counts: in a preview (the e2e shop) new orders are test orders, counted apart. */
async function ordersCounted(page: Page) {
  const tests = page.getByTestId("analytics-test-orders");
  const testOrders = (await tests.count()) > 0 ? Number(await tests.getAttribute("data-count")) : 0;
  return (await metric(page, "total-orders")) + testOrders;
}

test("an open dashboard counts a new order from another browser without reloading", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  await openAnalytics(page);
  const indicator = page.getByRole("status").filter({ hasText: "Order updates" });
  await expect(indicator).toHaveText(/Live/);
  const before = await ordersCounted(page);

  // Anything that reloads the page or navigates would lose this marker and count a navigation.
  await page.evaluate(() => ((window as unknown as { liveMarker: string }).liveMarker = "still here"));
  let navigations = 0;
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });

  const customerContext = await otherBrowser(
    browser,
    testInfo,
    `198.19.${Date.now() % 250}.${Math.floor(Math.random() * 250)}`,
  );
  const customer = await customerContext.newPage();
  await signUpCustomer(customer, `live.${testInfo.project.name}.${Date.now()}@test.example`, "Mahnoor Baig");
  await customer.goto("/furniture?sort=price-asc");
  const card = customer.getByTestId("product-card").filter({ hasNot: customer.getByText("Out of stock") });
  const name = (await card.first().getByRole("heading").textContent())!.trim();
  const price = Number(
    (await card
      .first()
      // What it costs now: its price, or during a sale (the demo's décor) its sale price.
      .getByText(/^(Sale price )?PKR [\d,]+$/)
      .textContent())!.replace(/\D/g, ""),
  );
  await customer.getByRole("button", { name: `Add to Cart: ${name}` }).click();
  await expect(customer.locator("header").getByLabel(/items in cart$/)).toHaveText("1");
  await customer.goto("/checkout");
  await customer.getByLabel("Phone", { exact: true }).fill("0300 1234567");
  await customer.getByLabel("Address").fill("House 7, Street 2, DHA Phase 5");
  // Lahore (Zone 1): Standard delivery is free from PKR 50,000, PKR 3,500 below.
  const fee = price >= 50_000 ? 0 : 3_500;
  await chooseCity(customer, "Lahore", { label: "Delivery (Standard, Zone 1)", fee: fee ? "PKR 3,500" : "Free" });
  await customer.getByRole("button", { name: `Place Order - PKR ${(price + fee).toLocaleString("en-US")}` }).click();
  await expectOrderPlaced(customer);
  await customerContext.close();

  // The admin's page caught up by itself (other tests may place orders meanwhile: at least one more).
  await expect.poll(() => ordersCounted(page), { timeout: 5_000 }).toBeGreaterThan(before);
  expect(await page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe("still here");
  expect(navigations).toBe(0);
  await expect(indicator).toHaveText(/Live/);
  expect(consoleErrors).toEqual([]);
});

test("the analytics tab shows the summary, the catalogue counts and accessible charts", async ({
  page,
  checkA11y,
  consoleErrors,
}, testInfo) => {
  await openAnalytics(page);
  const metrics = {
    revenue: "Total Revenue",
    "average-order-value": "Average Order Value",
    "total-orders": "Total Orders",
    pending: "Pending",
    delivered: "Delivered",
    "completion-rate": "Completion Rate",
    "pending-rate": "Pending Rate",
    "total-products": "Total Products",
    "active-products": "Active Products",
    "total-categories": "Total Categories",
    "total-projects": "Total Projects",
  };
  for (const [id, label] of Object.entries(metrics)) {
    const card = page.getByTestId(`metric-${id}`);
    await expect(card.locator("dt")).toHaveText(label);
    await expect(card.locator("dd").first()).toHaveText(/^(PKR )?[\d,]+%?$/);
  }
  // The demo shop's catalogue.
  expect(await metric(page, "total-products")).toBeGreaterThan(0);
  expect(await metric(page, "total-categories")).toBeGreaterThan(0);

  // Top products has no picture until an order exists (its empty state), which a parallel test may not have placed yet.
  await expect(page.getByRole("figure", { name: "Top products by revenue" })).toBeVisible();
  for (const title of ["Revenue per day", "Orders per day", "Orders by status"]) {
    const chart = page.getByRole("figure", { name: title });
    await expect(chart).toBeVisible();
    // A picture named by a sentence, and the figures as a table for anyone who opens it.
    await expect(chart.getByRole("img")).toHaveAttribute("aria-label", /\S/);
  }
  const revenue = page.getByRole("figure", { name: "Revenue per day" });
  await revenue.getByText("Show data").click();
  await expect(revenue.getByRole("table", { name: "Revenue per day" }).getByRole("row")).toHaveCount(31);
  await expect(page.getByRole("figure", { name: "Orders by status" }).getByRole("img")).toHaveAttribute(
    "aria-label",
    /Pending \d+, Confirmed \d+, Work Started \d+, In Production \d+, Ready for Delivery \d+, Delivered \d+, Completed \d+, Cancelled \d+/,
  );

  await checkA11y(page);
  await page.screenshot({ path: testInfo.outputPath("analytics.png"), fullPage: true });
  expect(consoleErrors).toEqual([]);
});
