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
