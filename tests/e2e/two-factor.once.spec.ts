import type { Page } from "@playwright/test";
import { E2E_SECURITY_ADMIN } from "../../scripts/e2e-admin.mjs";
import { secretOf, totpCode, untilStepHasLeft } from "../setup/totp";
import { signUpCustomer } from "./support/customer";
import { expect, test } from "./fixtures";

/**
 * The owner's keys, in a real browser: an admin turns on two-factor sign-in
 * with a code computed from the key the page shows, then signs in with
 * password and code, is refused a wrong code, and gets in with a backup code
 * once and not twice. A customer in one browser signs out their other
 * browser. Runs once (not per screen width): it changes a shared account.
 */

let visits = 0;
/**
 * Signs out and comes back as a new client: each visit its own address, so the
 * per-address limit of 5 sign-ins a minute (which this journey would pass) stays out of it.
 */
async function signOut(page: Page) {
  // Leave the dashboard first: its live order feed would reconnect without the cookie and log a 403.
  await page.goto("/shipping");
  await page.context().clearCookies();
  visits += 1;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.19.${process.pid & 255}.${visits}` });
}

async function passwordStep(page: Page) {
  await page.goto("/auth?redirectTo=/admin");
  await page.getByLabel("E-mail").fill(E2E_SECURITY_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_SECURITY_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Two-Factor Sign-In" })).toBeVisible();
}

/** A 6-digit code the app would not show now (the current one, shifted by one). */
const wrongCode = (secret: string) => String((Number(totpCode(secret)) + 1) % 1_000_000).padStart(6, "0");

/** What the set-up gave, for the second half of the journey (the two run in order, in one worker). */
let secret = "";
let backupCodes: string[] = [];

test.describe.serial("two-factor sign-in", () => {
  test("an admin sets up two-factor sign-in, is refused a wrong code and signs in with the right one", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    // Sign-ins, each hashing a password, beside another worker: each half of the journey gets
    // the time three of them need on a busy machine.
    test.setTimeout(120_000);
    // First sign-in: the password alone (two-factor is not on yet), and the dashboard asks for it.
    await page.goto("/auth?redirectTo=/admin");
    await page.getByLabel("E-mail").fill(E2E_SECURITY_ADMIN.email);
    await page.getByLabel("Password").fill(E2E_SECURITY_ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    const banner = page.getByRole("complementary", { name: "Two-factor sign-in" });
    await expect(banner).toContainText("Protect the shop with two-factor sign-in.");
    await banner.getByRole("link", { name: "Set it up" }).click();

    await expect(page).toHaveURL(/\/admin\/security$/);
    await page.getByLabel("Your password").fill(E2E_SECURITY_ADMIN.password);
    await page.getByRole("button", { name: "Set Up" }).click();
    await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    await checkA11y(page);
    secret = secretOf(await page.getByTestId("totp-secret").innerText());
    // Each code is taken once: the set-up takes the previous 30 seconds' code (still accepted, for
    // a phone whose clock lags), the sign-ins below the current one and then the next one.
    // The previous step's code is taken only within the current step: not in its last seconds.
    await untilStepHasLeft(12);
    await page.getByLabel("Code from the app").fill(totpCode(secret, Date.now() - 30_000));
    await page.getByRole("button", { name: "Turn On" }).click();
    await expect(page.getByText("Two-factor sign-in is on.", { exact: false }).first()).toBeVisible({
      timeout: 10_000,
    });
    backupCodes = await page.getByTestId("backup-code").allInnerTexts();
    expect(backupCodes).toHaveLength(10);
    await expect(banner).toHaveCount(0);

    // Password and a wrong code: refused, still on the code step.
    await signOut(page);
    await passwordStep(page);
    await checkA11y(page);
    await page.getByLabel("Authenticator code", { exact: true }).fill(wrongCode(secret));
    await page.getByRole("button", { name: "Verify and Sign In" }).click();
    await expect(page.getByRole("alert")).toContainText("That code is not right.");
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth/);

    // Password and the right code: in.
    await passwordStep(page);
    await page.getByLabel("Authenticator code", { exact: true }).fill(totpCode(secret));
    await page.getByRole("button", { name: "Verify and Sign In" }).click();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    expect(consoleErrors.filter((error) => !/Failed to load resource: .* status of 401/.test(error))).toEqual([]);
  });

  test("a backup code signs the admin in once, not twice, and the audit log holds the story", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    expect(backupCodes, "the set-up's backup codes").toHaveLength(10);
    // A backup code works once...
    await signOut(page);
    await passwordStep(page);
    await page.getByText("Lost your phone? Use a backup code").click();
    await page.getByLabel("Backup code", { exact: true }).fill(backupCodes[0]!);
    await page.getByRole("button", { name: "Sign In with Backup Code" }).click();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

    // ...and not twice.
    await signOut(page);
    await passwordStep(page);
    await page.getByText("Lost your phone? Use a backup code").click();
    await page.getByLabel("Backup code", { exact: true }).fill(backupCodes[0]!);
    await page.getByRole("button", { name: "Sign In with Backup Code" }).click();
    await expect(page.getByRole("alert")).toContainText("That backup code is not right, or it has been used already.");
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth/);

    // The audit log holds the story.
    await signOut(page);
    await passwordStep(page);
    await page.getByLabel("Authenticator code", { exact: true }).fill(totpCode(secret, Date.now() + 30_000));
    await page.getByRole("button", { name: "Verify and Sign In" }).click();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await page.goto(`/admin/audit?q=${encodeURIComponent(E2E_SECURITY_ADMIN.email)}`);
    const log = page.getByRole("table");
    await expect(log).toContainText("Two-factor code refused");
    await expect(log).toContainText("Two-factor sign-in turned on");
    await expect(log).toContainText("password and backup code");
    await checkA11y(page);
    // The two refused codes answer 401, which the browser logs; nothing else may be logged.
    expect(consoleErrors.filter((error) => !/Failed to load resource: .* status of 401/.test(error))).toEqual([]);
  });
});

test("a customer signs out their other browser from the profile", async ({ page, browser, checkA11y }) => {
  const email = `sessions-${Date.now()}@example.com`;
  await signUpCustomer(page, email, "Hina Aslam", "hina-password-1");

  // The same account in a second browser (its own cookies).
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto("/auth?redirectTo=/profile");
  await otherPage.getByLabel("E-mail").fill(email);
  await otherPage.getByLabel("Password").fill("hina-password-1");
  await otherPage.getByRole("button", { name: "Sign In" }).click();
  // The path, not the whole address: '/auth?redirectTo=/profile' ends with '/profile' too.
  await expect(otherPage).toHaveURL((url) => url.pathname === "/profile");

  await page.goto("/profile?tab=security");
  const rows = page.getByTestId("session-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("This browser");
  await checkA11y(page);
  await rows
    .nth(1)
    .getByRole("button", { name: /^Sign out / })
    .click();
  await expect(page.getByRole("status")).toContainText("that browser is signed out");
  await expect(rows).toHaveCount(1);

  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/auth\?reason=account&redirectTo=%2Fprofile/);
  await page.reload();
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
  await other.close();
});
