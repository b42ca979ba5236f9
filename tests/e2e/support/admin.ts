import { expect, type Page } from "@playwright/test";
// The account scripts/e2e-server.mjs creates before the server starts.
import { E2E_ADMIN } from "../../../scripts/e2e-admin.mjs";

/** Signs the e2e admin in through the real form; the page ends on the dashboard. */
export async function signInAsAdmin(page: Page) {
  await page.goto("/auth?redirectTo=/admin");
  await page.getByLabel("E-mail").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
}

/** The owner (signed in on `owner`) marks a customer's order Delivered from the dashboard's order dialog. */
export async function markDelivered(owner: Page, email: string, number: string) {
  await owner.goto(`/admin?q=${encodeURIComponent(email)}`);
  await owner.getByRole("link", { name: `View details of order #${number}` }).click();
  const dialog = owner.getByRole("dialog", { name: `Order #${number}` });
  await dialog.getByLabel("Change status").selectOption({ label: "Delivered" });
  await dialog.getByRole("button", { name: `Update status of order #${number}` }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "Order status updated!" })).toBeVisible();
}
