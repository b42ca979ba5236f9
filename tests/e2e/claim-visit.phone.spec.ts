import { expect, test } from "./fixtures";
import { markDelivered, signInAsAdmin } from "./support/admin";
import { placeGuestOrder } from "./support/guest-order";
import { linkIn, waitForMail } from "./support/mailbox";
import { addressFor, otherBrowser } from "./support/other-browser";

/**
 * A warranty claim answered with a visit (issue 36, item 3), on a phone: the guest asks for a
 * repair of a delivered piece; the owner approves it at a free time of the consultation calendar
 * (the last day offered, 18:00, a time the consultation journeys never take); the buyer's mail
 * and page name that time, the agenda shows the visit beside the day's consultations, and the
 * booking page no longer offers it. axe on the request's and the agenda's pages.
 *
 * The bedside table is bought by the returns journey too (18 in stock, one each); phone only.
 */
const TABLE = { slug: "sohni-bedside-table", name: "Sohni Bedside Table" };

test("a warranty claim books a visit in the consultation calendar", async ({
  page,
  browser,
  baseURL,
  checkA11y,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(180_000);
  const email = `visit.${Date.now().toString(36)}@test.example`;
  const number = await placeGuestOrder(page.request, baseURL!, TABLE.slug, email);
  const ownerContext = await otherBrowser(browser, testInfo, addressFor(testInfo, 11));
  const owner = await ownerContext.newPage();
  try {
    await signInAsAdmin(owner);
    await markDelivered(owner, email, number);

    // The browser that placed the order asks for a repair.
    await page.goto(`/orders/${number}/claim`);
    const form = page.getByRole("form", { name: "Your request" });
    await form.getByRole("radio", { name: /^Warranty repair/ }).check();
    await form.getByLabel("Tell us more (optional)").fill("A drawer runner came loose after two weeks.");
    await form.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByText("We have your request")).toBeVisible();

    // The owner approves it with a visit: the calendar's free times, not a delivery window.
    const notice = await waitForMail("support@shahkaar.example", new RegExp(`warranty repair on order #${number}`));
    await owner.goto(new URL(linkIn(notice, "/admin/claims/")).pathname);
    const approve = owner.getByRole("form", { name: "Approve and book a day" });
    await expect(approve.getByLabel("Pickup day")).toHaveCount(0);
    const visitTime = approve.getByLabel("Visit time");
    const last = await visitTime.locator("option").evaluateAll((options) =>
      options
        .filter((option) => option.textContent?.endsWith("18:00-19:00"))
        .map((option) => ({
          value: (option as HTMLOptionElement).value,
          // The group is the day in full: 'Wednesday, Dec 23, 2026'.
          day: (option.parentElement as HTMLOptGroupElement).label,
        }))
        .at(-1),
    );
    expect(last).toBeDefined();
    await visitTime.selectOption(last!.value);
    await checkA11y(owner);
    await owner.screenshot({ path: testInfo.outputPath("admin-claim-visit-390.png"), fullPage: true });
    await approve.getByRole("button", { name: "Approve and book a day" }).click();
    await expect(owner.getByTestId("claim-state")).toHaveText("Approved");
    const when = `${last!.day}, 18:00-19:00`;

    const approvedMail = await waitForMail(email, new RegExp(`Warranty repair for order #${number}: Approved`));
    expect(approvedMail).toContain(`our team visits you on ${when} to inspect the piece`);
    await page.reload();
    await expect(page.getByTestId("claim-booked")).toHaveText(`Our team comes on ${when}.`);

    // The agenda shows the visit on its day, linked to the request.
    const day = new Date(last!.value).getTime() + 5 * 3_600_000;
    const dayIso = new Date(day).toISOString().slice(0, 10);
    await owner.goto(`/admin/consultations`);
    const visit = owner.getByTestId("agenda-visit").filter({ hasText: `Order #${number}` });
    await expect(visit).toContainText("18:00-19:00");
    await expect(visit).toContainText("Warranty visit");
    await checkA11y(owner);
    await visit.scrollIntoViewIfNeeded();
    await owner.screenshot({ path: testInfo.outputPath("agenda-visit-390.png") });
    await owner.setViewportSize({ width: 1280, height: 900 });
    await checkA11y(owner);

    // A customer is not offered that time any more.
    await page.goto(`/consultations?day=${dayIso}&type=showroom`);
    const times = page.getByRole("group", { name: /Choose a time/ });
    await expect(times.getByRole("radio").first()).toBeVisible();
    await expect(times.getByRole("radio", { name: "18:00" })).toHaveCount(0);
  } finally {
    await ownerContext.close();
  }
  expect(consoleErrors).toEqual([]);
});
