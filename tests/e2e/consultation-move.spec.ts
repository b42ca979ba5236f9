import fs from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { calendarPartOf, parseInvitation } from "./support/calendar-mail";
import { linkIn, waitForMail } from "./support/mailbox";
import { addressFor, otherBrowser } from "./support/other-browser";
import { lahoreInstant, pickConsultationDay } from "./support/consultation-day";

/**
 * The customer moves their consultation from the link in its mail (issue 33, part 8): book 16:00,
 * open the link from the mail sink, choose 17:00 the same day, see the new time, and get the
 * mail with the updated invitation (same UID, higher SEQUENCE) and the link to move or cancel.
 *
 * The phone moves without JavaScript (the plain form and the days as links); the desktop with
 * JavaScript, by keyboard. Each project books days of its own parity (consultations.spec.ts's
 * rule) at 16:00 and 17:00, hours that spec never books, so the two never meet.
 */

const SHOTS = "/tmp/shots-consult";

/** The whole page from its top (the sticky header where it belongs), and the move form on its own. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const file = `${SHOTS}/${name}-${testInfo.project.name}`;
  // Back to the top by the browser's own key (the page may run no JavaScript).
  await page.keyboard.press("Home");
  await page.screenshot({ path: `${file}.png`, fullPage: true });
  if ((await page.locator("#move").count()) > 0) await page.locator("#move").screenshot({ path: `${file}-form.png` });
}

test("the customer moves their consultation from the mail's link and gets the new time by mail", async ({
  page,
  browser,
  checkA11y,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${testInfo.project.name}${Date.now().toString(36)}`;
  const email = `mover.${stamp}@test.example`;
  const phone = `0301 ${String(Date.now() % 10_000_000).padStart(7, "0")}`;
  const day = await pickConsultationDay(page, testInfo, ["16:00", "17:00"]);

  // Book 16:00 that day.
  await page.goto(`/consultations?day=${day}&type=showroom`);
  const form = page.getByRole("form", { name: "Book a consultation" });
  await form.getByLabel("Name", { exact: true }).fill("Mehwish Raza");
  await form.getByLabel("E-mail", { exact: true }).fill(email);
  await form.getByLabel("Phone", { exact: true }).fill(phone);
  await form.getByRole("radio", { name: "16:00" }).check();
  await form.getByRole("button", { name: "Book the consultation" }).click();
  await expect(page.getByRole("heading", { name: "Your consultation is booked" })).toBeVisible();
  await expect(page.getByText(/, 16:00-17:00$/)).toBeVisible();

  const booked = await waitForMail(email, /Subject: Your consultation on/);
  expect(booked).toContain("Move or cancel your booking");
  const link = linkIn(booked, "/consultations/");
  const original = parseInvitation(calendarPartOf(booked));

  // The page of the link, as the project's browser shows it: the days and the times to move to.
  await page.goto(link);
  await expect(
    page.getByRole("heading", { level: 1, name: /^Move or cancel consultation #[0-9A-F]{8}$/ }),
  ).toBeVisible();
  // Dates with their year, 'Jan 05, 2024'; times 24-hour.
  await expect(page.getByText(/^\w+day, [A-Z][a-z]{2} \d{2}, \d{4}, 16:00-17:00 \(Lahore time\)$/)).toBeVisible();
  await page.locator(`#move a[href*='day=${day}']`).click();
  await expect(page).toHaveURL(new RegExp(`[?&]day=${day}`));
  await expect(page.locator("#move").getByRole("radio", { name: "16:00" })).toHaveCount(0);
  await checkA11y(page);
  await shoot(page, testInfo, "move-page");

  // The phone's browser runs no JavaScript: the plain form and the day links must do. The
  // desktop moves by keyboard: the time chosen with Space, the form sent with Enter.
  const javaScript = testInfo.project.name !== "phone";
  const context = javaScript
    ? null
    : await otherBrowser(browser, testInfo, addressFor(testInfo, 9), { javaScriptEnabled: false });
  const customer = context ? await context.newPage() : page;
  try {
    if (context) {
      await customer.goto(link);
      await customer.locator(`#move a[href*='day=${day}']`).click();
      await expect(customer).toHaveURL(new RegExp(`[?&]day=${day}`));
    }
    const target = customer.locator("#move").getByRole("radio", { name: "17:00" });
    if (javaScript) {
      await target.focus();
      await customer.keyboard.press("Space");
      await expect(target).toBeChecked();
      await customer.getByRole("button", { name: "Move to this time" }).focus();
      await customer.keyboard.press("Enter");
    } else {
      await target.check();
      await customer.getByRole("button", { name: "Move to this time" }).click();
    }
    await expect(customer.getByRole("heading", { level: 1, name: "Your consultation has a new time" })).toBeVisible();
    await expect(customer.getByText(/, 17:00-18:00 \(Lahore time\)$/)).toBeVisible();
    if (javaScript) await checkA11y(customer);
    await shoot(customer, testInfo, "move-done");
  } finally {
    await context?.close();
  }

  // The link again: the booking at its new time, still to move or cancel.
  await page.goto(link);
  await expect(page.getByText(/, 17:00-18:00 \(Lahore time\)$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Yes, cancel this consultation" })).toBeVisible();

  // The mail of the new time: the same event, updated, and the link to move or cancel it again.
  const moved = await waitForMail(email, /Subject: New time: your consultation/);
  expect(moved).toContain("As you asked, we have moved your consultation");
  expect(moved).toContain("Move or cancel your booking");
  expect(linkIn(moved, "/consultations/")).toBe(link);
  expect(parseInvitation(calendarPartOf(moved))).toMatchObject({
    method: "REQUEST",
    uid: original.uid,
    sequence: 1,
    start: lahoreInstant(day, 17),
    end: lahoreInstant(day, 18),
  });
  expect(consoleErrors).toEqual([]);
});
