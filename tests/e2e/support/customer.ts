import { expect, type Page } from "@playwright/test";
import { linkIn, waitForMail } from "./mailbox";

/**
 * On the page a confirmation link opens, chooses the account's password (docs/decisions/028: the
 * holder of the address sets it), which signs in and goes on to where the link was taking them.
 */
export async function choosePassword(page: Page, password: string) {
  await expect(page.getByRole("heading", { name: "Choose your password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Repeat the new password").fill(password);
  await page.getByRole("button", { name: "Save Password and Sign In" }).click();
}

/** Signs a new customer up through the real form and mail, and leaves the page signed in. */
export async function signUpCustomer(page: Page, email: string, name = "Sana Mirza", password = "cart-password-1") {
  await page.goto("/auth?mode=sign-up");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("status")).toContainText("Please check your email to confirm your account.");
  const mail = await waitForMail(email, /Confirm your e-mail/);
  await page.goto(linkIn(mail, "/api/auth/verify-email"));
  await choosePassword(page, password);
  await expect(page).toHaveURL(/\/$/);
}
