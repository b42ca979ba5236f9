import type { Browser, Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";
import { calendarPartOf, parseInvitation } from "./support/calendar-mail";
import { linkIn, waitForMail } from "./support/mailbox";
import { addressFor, otherBrowser } from "./support/other-browser";
import { lahoreInstant, pickConsultationDay } from "./support/consultation-day";

/**
 * Booking a consultation (issue 18): two visitors want the same hour; one gets it, the other is
 * told, sees it gone and books the next; both get a calendar invitation that parses; the first
 * cancels from the mail's link, and the owner moves the second in the agenda.
 *
 * Both projects (phone and desktop) run this at once against one server, and a retry runs it
 * again: each picks a day of its own (phone even days, desktop odd ones) on which 11:00 and 12:00
 * are both still free. On the phone the second visitor has no JavaScript,
 * so the plain form posts are exercised too.
 */

/** The second visitor's own browser: the project's device, its own address, and no JavaScript on the phone. */
async function visitor(browser: Browser, testInfo: TestInfo) {
  const javaScript = testInfo.project.name !== "phone";
  const context = await otherBrowser(browser, testInfo, addressFor(testInfo, 7), { javaScriptEnabled: javaScript });
  return { context, javaScript };
}

async function fillDetails(page: Page, name: string, email: string, phone: string) {
  const form = page.getByRole("form", { name: "Book a consultation" });
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("E-mail", { exact: true }).fill(email);
  await form.getByLabel("Phone", { exact: true }).fill(phone);
  return form;
}

test("the same hour twice: one visitor books it, the other sees it gone and books the next; invitations parse", async ({
  page,
  browser,
  checkA11y,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(150_000);
  const stamp = `${testInfo.project.name}${Date.now().toString(36)}`;
  const emailB = `booker.b.${stamp}@test.example`;
  const emailC = `booker.c.${stamp}@test.example`;
  const day = await pickConsultationDay(page, testInfo, ["11:00", "12:00"]);

  // Visitor C opens the day first and starts on the form.
  const { context, javaScript } = await visitor(browser, testInfo);
  const pageC = await context.newPage();
  try {
    await pageC.goto(`/consultations?day=${day}&type=video`);
    const formC = await fillDetails(pageC, "Chand Bibi", emailC, "0333 7654321");
    await expect(formC.getByRole("radio", { name: /Video call/ })).toBeChecked();
    await formC.getByRole("radio", { name: "11:00" }).check();

    // Visitor B books 11:00 that day.
    await page.goto(`/consultations?day=${day}&type=showroom`);
    await expect(page.getByRole("link", { name: /free/ }).and(page.locator("[aria-current]"))).toBeVisible();
    await checkA11y(page);
    const formB = await fillDetails(page, "Bilal Ahmed", emailB, "0300 1234567");
    await formB.getByRole("radio", { name: "11:00" }).check();
    await formB.getByLabel("Anything we should know? (optional)").fill("A sofa for a long narrow room.");
    await formB.getByRole("button", { name: "Book the consultation" }).click();
    await expect(page.getByRole("heading", { name: "Your consultation is booked" })).toBeVisible();
    await expect(page.getByText(/, 11:00-12:00$/)).toBeVisible();
    await expect(page.getByText(`We sent a calendar invitation to ${emailB}`)).toBeVisible();
    await checkA11y(page);

    // C sends 11:00: refused, and the time is gone from the list; what C typed stays.
    await formC.getByRole("button", { name: "Book the consultation" }).click();
    await expect(pageC.getByRole("alert")).toContainText(
      "That time was just booked by someone else. Please choose another.",
    );
    const timesC = pageC.getByRole("group", { name: /Choose a time/ });
    await expect(timesC.getByRole("radio", { name: "11:00" })).toHaveCount(0);
    await expect(formC.getByLabel("Name", { exact: true })).toHaveValue("Chand Bibi");
    if (javaScript) await expect(timesC.getByRole("radio").first()).toBeFocused();
    await timesC.getByRole("radio", { name: "12:00" }).check();
    await formC.getByRole("button", { name: "Book the consultation" }).click();
    await expect(pageC.getByRole("heading", { name: "Your consultation is booked" })).toBeVisible();
    await expect(pageC.getByText(/, 12:00-13:00$/)).toBeVisible();
    await expect(pageC.getByText(`We sent a calendar invitation to ${emailC}`)).toBeVisible();
  } finally {
    await context.close();
  }

  // Both invitations parse, each at its own hour.
  const mailB = await waitForMail(emailB, /Subject: Your consultation on/);
  const mailC = await waitForMail(emailC, /Subject: Your consultation on/);
  const invitationB = parseInvitation(calendarPartOf(mailB));
  const invitationC = parseInvitation(calendarPartOf(mailC));
  expect(invitationB).toMatchObject({
    method: "REQUEST",
    sequence: 0,
    start: lahoreInstant(day, 11),
    end: lahoreInstant(day, 12),
  });
  expect(invitationC).toMatchObject({
    method: "REQUEST",
    sequence: 0,
    start: lahoreInstant(day, 12),
    end: lahoreInstant(day, 13),
  });
  expect(invitationC.summary).toContain("Video call");

  // B cancels from the mail's link: opening it changes nothing, the button does.
  await page.goto(linkIn(mailB, "/consultations/"));
  await expect(page.getByRole("heading", { name: /^Move or cancel consultation #[0-9A-F]{8}$/ })).toBeVisible();
  await checkA11y(page);
  await page.getByRole("button", { name: "Yes, cancel this consultation" }).click();
  await expect(page.getByRole("heading", { name: "Your consultation is cancelled" })).toBeVisible();
  const cancelled = parseInvitation(calendarPartOf(await waitForMail(emailB, /Subject: Cancelled: your consultation/)));
  expect(cancelled).toMatchObject({ method: "CANCEL", uid: invitationB.uid, sequence: 1 });

  // The owner sees C's booking that day and moves it to 11:00, free again; C is mailed the new time.
  await signInAsAdmin(page);
  await page.goto("/admin/consultations");
  const card = page.getByTestId("consultation-booking").filter({ hasText: emailC });
  await expect(card).toContainText("12:00-13:00");
  await expect(card).toContainText("Video call");
  await expect(card.getByRole("link", { name: "+92 333 7654321" })).toHaveAttribute("href", "tel:+923337654321");
  await checkA11y(page);
  await card.getByRole("link", { name: /^Move/ }).click();
  const newTime = card.getByLabel(/^New time for booking/);
  await newTime.selectOption(lahoreInstant(day, 11));
  await card.getByRole("button", { name: "Move and e-mail the customer" }).click();
  await expect(page.getByText(/moved to .*, 11:00-12:00\. We e-mailed Chand Bibi\./)).toBeVisible();
  await expect(card).toContainText("11:00-12:00");
  const moved = parseInvitation(calendarPartOf(await waitForMail(emailC, /Subject: New time: your consultation/)));
  expect(moved).toMatchObject({ method: "REQUEST", uid: invitationC.uid, sequence: 1, start: lahoreInstant(day, 11) });
  expect(consoleErrors).toEqual([]);
});
