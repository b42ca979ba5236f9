import { expect, test } from "./fixtures";
import { choosePassword } from "./support/customer";
import { linkIn, waitForMail } from "./support/mailbox";

test.describe.configure({ mode: "serial" });

// The whole life of an account, through the real mail server sink.
test("sign up, confirm by mail, edit the profile, sign out and in, reset a forgotten password", async ({
  page,
  checkA11y,
}, testInfo) => {
  // The longest journey (two mails, two sign-ins, a reset): give it room when the machine is busy.
  test.slow();
  const email = `ayesha.${testInfo.project.name}.${Date.now()}@test.example`;
  const first = "first-password-1";
  const second = "second-password-2";

  await page.goto("/auth");
  await checkA11y(page);
  await page.getByRole("link", { name: "Sign Up", exact: true }).click();
  await page.getByLabel("Full name").fill("Ayesha Khan");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(first);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("status")).toContainText("Please check your email to confirm your account.");

  // Not confirmed yet: signing in is refused.
  await page.goto("/auth");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(first);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toContainText("confirm your e-mail");

  // The link leads to choosing the password (the one typed at sign-up, typed again), which signs in.
  const verification = await waitForMail(email, /Confirm your e-mail/);
  await page.goto(linkIn(verification, "/api/auth/verify-email"));
  await checkA11y(page);
  await choosePassword(page, first);
  await expect(page).toHaveURL(/\/$/);
  const header = page.locator("header");
  if (testInfo.project.name === "phone") await header.getByRole("button", { name: "Open menu" }).click();
  await expect(header.getByRole("link", { name: "My Profile" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Your account" })).toHaveAttribute("href", "/profile");

  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
  await expect(page.getByText("Manage your account and view your activity")).toBeVisible();
  await checkA11y(page);
  await page.getByRole("link", { name: "Edit Profile" }).click();
  await expect(page.getByLabel("E-mail")).toHaveAttribute("readonly", "");
  await expect(page.getByText("Email cannot be changed")).toBeVisible();
  await page.getByLabel("Phone", { exact: true }).fill("12345");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Please enter a Pakistani mobile number")).toBeVisible();
  await page.getByLabel("Full name").fill("Ayesha Khan Malik");
  await page.getByLabel("Phone", { exact: true }).fill("0300 1234567");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("status")).toContainText("Profile updated successfully!");
  await expect(page.getByText("Ayesha Khan Malik")).toBeVisible();
  await expect(page.getByText("+92 300 1234567")).toBeVisible();

  await page.getByRole("link", { name: /Orders \(0\)/ }).click();
  await expect(page.getByText("No orders found. Start shopping to see your orders here!")).toBeVisible();
  await page.getByRole("link", { name: /Wishlist \(0\)/ }).click();
  await expect(page.getByText("Your wishlist is empty. Add some products to see them here!")).toBeVisible();

  if (testInfo.project.name === "phone") await header.getByRole("button", { name: "Open menu" }).click();
  await header.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth\?reason=account&redirectTo=%2Fprofile/);

  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(first);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  if (testInfo.project.name === "phone") await header.getByRole("button", { name: "Open menu" }).click();
  await header.getByRole("button", { name: "Sign Out" }).click();

  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists for that address");
  // Its subject only: the confirmation mail also speaks of choosing a password.
  const reset = await waitForMail(email, /Reset your password for /);
  await page.goto(linkIn(reset, "/api/auth/reset-password"));
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(second);
  await page.getByLabel("Repeat the new password").fill(second);
  await page.getByRole("button", { name: "Save New Password" }).click();
  await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();
  await waitForMail(email, /password was changed/);

  await page.goto("/auth");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(first);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toContainText(/invalid/i);
  await page.getByLabel("Password").fill(second);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/$/);
  // Signed in, /auth sends you home.
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);

  // A reset link works once.
  await page.goto(linkIn(reset, "/api/auth/reset-password"));
  await expect(page.getByRole("heading", { name: /Link expired|Choose a new password/ })).toBeVisible();
});

test("answers never tell whether an e-mail has an account", async ({ page }) => {
  await page.goto("/auth/forgot-password");
  await page.getByLabel("E-mail").fill(`nobody.${Date.now()}@test.example`);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists for that address");

  await page.goto("/auth");
  await page.getByLabel("E-mail").fill(`nobody.${Date.now()}@test.example`);
  await page.getByLabel("Password").fill("whatever-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toContainText(/invalid email or password/i);
});

test("signed-out visitors are sent to /auth from /profile and /admin", async ({ page }) => {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth\?reason=account&redirectTo=%2Fprofile$/);
  // The spec's notice stays for what needs an account (DECISIONS: 'Anyone can buy').
  await expect(page.getByText("Sign in required")).toBeVisible();
  await expect(page.getByText("Please sign in to see your profile and order history.")).toBeVisible();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth$/);
});
