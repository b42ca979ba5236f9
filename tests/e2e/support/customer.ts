import { expect, type Page } from "@playwright/test";
import { linkIn, waitForMail } from "./mailbox";

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
  await expect(page).toHaveURL(/\/$/);
}
