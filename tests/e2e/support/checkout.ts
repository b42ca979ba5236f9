import { expect, type Page } from "@playwright/test";

/** The spec's notice after Place Order, shown on the order's confirmation page. */
export const PLACED_NOTICE = "Order placed successfully! You will receive a confirmation email shortly.";

/**
 * After Place Order: the browser is on the order's own confirmation page, `/orders/NUMBER?placed=1`
 * (DECISIONS: 'After the order'), with the spec's notice and the number it names. Returns the number.
 */
export async function expectOrderPlaced(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/orders\/[0-9A-F]{8}\?placed=1$/);
  const number = /\/orders\/([0-9A-F]{8})\?placed=1$/.exec(page.url())![1]!;
  await expect(page.getByText(PLACED_NOTICE)).toBeVisible();
  await expect(page.getByTestId("order-number")).toHaveText(`#${number}`);
  return number;
}

/**
 * Types the city and waits until checkout has priced delivery for it: the summary's line names the
 * option and zone and shows the charge, so the button's total (and the hidden total the form
 * sends) include it.
 */
export async function chooseCity(page: Page, city: string, delivery: { label: string; fee: string }) {
  await page.getByLabel("City", { exact: true }).fill(city);
  const line = page.getByTestId("checkout-delivery");
  await expect(line).toHaveText(delivery.fee);
  await expect(line.locator("xpath=preceding-sibling::dt")).toHaveText(delivery.label);
}
