import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";
import { hydrated } from "./support/hydrated";
import { waitForMail } from "./support/mailbox";
import { addressFor, otherBrowser } from "./support/other-browser";

/**
 * 'Request free swatches' (issue 34, item 3) on a phone: from a sofa's page the buyer follows
 * the link beside its fabrics, chooses two of them (one by keyboard, one by a tap), says where to
 * post them and gets a confirmation and a mail; the owner finds the request in the admin and
 * marks it sent. The same form works in a browser that runs no scripts.
 *
 * Each run (and a retry) asks from its own e-mail and its own address: two requests a month each.
 */

const SOFA = { slug: "basant-truck-art-outdoor-sofa", name: "Basant Truck-Art Outdoor Sofa" };
const SALES = "sales@shahkaar.example";

const unique = (testInfo: TestInfo) =>
  `${testInfo.retry}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 6)}`;

const form = (page: Page) => page.getByRole("form", { name: "Request free swatches" });
const sofaGroup = (page: Page) => form(page).getByRole("group", { name: new RegExp(`^${SOFA.name}`) });

/** Where to post them: a house of this run's own in Gulberg. */
async function fillDetails(page: Page, email: string, stamp: string) {
  await form(page).getByLabel("Full name").fill("Hina Rauf");
  await form(page).getByLabel("E-mail").fill(email);
  await form(page).getByLabel("Phone", { exact: true }).fill("0321 4567890");
  await form(page).getByLabel("Address").fill(`House ${stamp}, Street 7, Gulberg III`);
  await form(page).getByLabel("City").fill("Lahore");
}

test("a phone buyer asks for two fabrics of a sofa, gets the mail, and the owner marks them sent", async ({
  page,
  browser,
  checkA11y,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = unique(testInfo);
  const email = `swatches.${stamp}@test.example`;

  await page.goto(`/furniture/${SOFA.slug}`);
  const link = page.getByRole("region", { name: "Product" }).getByRole("link", { name: "Request free swatches" });
  await (await hydrated(link)).tap();
  await expect(page).toHaveURL(new RegExp(`/swatches\\?product=${SOFA.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Request Free Swatches" })).toBeVisible();

  // The sofa's fabrics come first, as checkboxes named by their colour.
  const firstGroup = form(page).getByRole("group").nth(1);
  await expect(firstGroup).toHaveAccessibleName(new RegExp(`^${SOFA.name}`));
  const ivory = sofaGroup(page).getByRole("checkbox", { name: "Ivory Acrylic" });
  const teal = sofaGroup(page).getByRole("checkbox", { name: "Truck-Art Teal" });
  await hydrated(ivory);
  await checkA11y(page);

  // One by keyboard, one by a tap; the live line counts them.
  await ivory.focus();
  await page.keyboard.press("Space");
  await expect(ivory).toBeChecked();
  await teal.tap();
  await expect(teal).toBeChecked();
  await expect(page.getByTestId("swatch-count")).toHaveText("2 of 5 chosen.");

  await fillDetails(page, email, stamp);
  await form(page).getByRole("button", { name: "Request my free swatches" }).tap();

  const heading = page.getByRole("heading", { name: "Your free swatches are on their way" });
  await expect(heading).toBeFocused();
  await expect(page.getByText(/Request number #[0-9A-F]{8}/)).toBeVisible();
  const number = /#([0-9A-F]{8})/.exec((await page.getByText(/Request number #/).textContent()) ?? "")![1]!;
  for (const value of ["Ivory Acrylic", "Truck-Art Teal"]) await expect(page.getByText(value)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The buyer's mail lists the fabrics, the sofa and the address; the owner is told too.
  const mail = await waitForMail(email, new RegExp(`Your free swatches are on their way \\(request ${number}\\)`));
  for (const text of ["Ivory Acrylic", "Truck-Art Teal", SOFA.name, `House ${stamp}, Street 7, Gulberg III, Lahore`]) {
    expect(mail).toContain(text);
  }
  expect(await waitForMail(SALES, new RegExp(`Swatch request ${number}`))).toContain(email);

  // The owner, on their own browser, finds it and marks it sent.
  const adminContext = await otherBrowser(browser, testInfo, addressFor(testInfo, 7));
  const admin = await adminContext.newPage();
  try {
    await signInAsAdmin(admin);
    await admin.goto("/admin/swatches?status=new");
    await expect(admin.getByRole("heading", { name: "Swatch requests" })).toBeVisible();
    const card = admin.getByTestId("swatch-request").filter({ hasText: number });
    await expect(card).toContainText("Ivory Acrylic");
    await expect(card).toContainText(`House ${stamp}, Street 7, Gulberg III, Lahore`);
    await checkA11y(admin);
    await (await hydrated(card.getByRole("button", { name: `Mark as sent request #${number}` }))).tap();
    await expect(admin.getByText(`Swatch request #${number} marked as sent (Hina Rauf).`)).toBeVisible();
    await admin.goto("/admin/swatches?status=sent");
    await expect(admin.getByTestId("swatch-request").filter({ hasText: number })).toContainText("Sent");
  } finally {
    await adminContext.close();
  }
  expect(consoleErrors).toEqual([]);
});

test("the form works in a browser that runs no scripts", async ({ browser }, testInfo) => {
  const stamp = unique(testInfo);
  const email = `swatches.plain.${stamp}@test.example`;
  const context = await otherBrowser(browser, testInfo, addressFor(testInfo, 8), { javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(`/swatches?product=${SOFA.slug}`);
    // Nothing chosen: the page comes back with the reason, and what was typed.
    await fillDetails(page, email, stamp);
    await form(page).getByRole("button", { name: "Request my free swatches" }).tap();
    await expect(page.getByText("Please choose at least one swatch.")).toBeVisible();
    await expect(form(page).getByLabel("E-mail")).toHaveValue(email);

    await sofaGroup(page).getByRole("checkbox", { name: "Ajrak Print" }).tap();
    await form(page).getByRole("button", { name: "Request my free swatches" }).tap();
    await expect(page.getByRole("heading", { name: "Your free swatches are on their way" })).toBeVisible();
    await expect(page.getByText("Ajrak Print")).toBeVisible();
  } finally {
    await context.close();
  }
  await waitForMail(email, /Your free swatches are on their way/);
});
