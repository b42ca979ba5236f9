import sharp from "sharp";
import { expect, test } from "./fixtures";
import { markDelivered, signInAsAdmin } from "./support/admin";
import { placeGuestOrder } from "./support/guest-order";
import { linkIn, waitForMail } from "./support/mailbox";
import { addressFor, otherBrowser } from "./support/other-browser";

/**
 * A return from the order to its refund (issue 36, items 2 and 3), on a phone: the owner records
 * a guest's payment and marks the order Delivered; the delivered mail's 'Returns and warranty
 * claims' link opens the order's request page, which says until when each piece may be returned;
 * the guest sends a return of the table with two photos and a preferred day; the owner approves
 * it with a pickup day, marks it picked up and records the refund; the buyer's pages and mails
 * then tell the same story: the refund, and nothing owed. axe at 390 and 1280 px.
 *
 * The bedside table (no options: one line, one piece) is bought by no other journey; this runs in the phone project only.
 */
const TABLE = { slug: "sohni-bedside-table", name: "Sohni Bedside Table" };

const photo = (background: string) =>
  sharp({ create: { width: 900, height: 1200, channels: 3, background } })
    .jpeg()
    .toBuffer();

test("a guest returns a piece from the delivered mail's link; the owner approves it and refunds", async ({
  page,
  browser,
  baseURL,
  checkA11y,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(240_000);
  const email = `claim.${Date.now().toString(36)}@test.example`;
  const number = await placeGuestOrder(page.request, baseURL!, TABLE.slug, email);

  // Before delivery the page only says when requests open.
  await page.goto(`/orders/${number}/claim`);
  await expect(page.getByTestId("not-delivered")).toContainText("Requests open once your order is delivered");

  // Paid in full by transfer, then delivered.
  await page.goto(`/orders/${number}`);
  const total = (await page.getByTestId("order-total").textContent())!.replace(/[^\d,]/g, "");
  const ownerContext = await otherBrowser(browser, testInfo, addressFor(testInfo, 9));
  const owner = await ownerContext.newPage();
  await signInAsAdmin(owner);
  await owner.goto(`/admin?q=${encodeURIComponent(email)}`);
  await owner.getByRole("link", { name: `View details of order #${number}` }).click();
  const dialog = owner.getByRole("dialog", { name: `Order #${number}` });
  await dialog.getByLabel("Amount (PKR)").fill(total);
  await dialog.getByLabel("Reference (optional)").fill("IBFT 80121");
  await dialog.getByRole("button", { name: "Record", exact: true }).click();
  await expect(dialog.getByRole("status").filter({ hasText: `Payment recorded for order #${number}` })).toBeVisible();
  await markDelivered(owner, email, number);

  // The delivered mail: nothing to register, a link to ask for a return or a repair.
  const delivered = await waitForMail(email, new RegExp(`Order #${number}: Delivered`));
  expect(delivered).toContain("Your warranty runs from the delivery day, with nothing to register.");
  expect(delivered).not.toMatch(/register your warranty within/i);
  const link = linkIn(delivered, `/orders/${number}/claim`);
  expect(link).toContain("key=");

  // Opened in a browser that never saw the order: the mail's key is enough.
  const guestContext = await otherBrowser(browser, testInfo, addressFor(testInfo, 10));
  const guest = await guestContext.newPage();
  try {
    await guest.goto(link);
    await expect(guest.getByRole("heading", { level: 1, name: `Order #${number}` })).toBeVisible();
    await expect(guest.getByTestId("claim-offer")).toHaveText(
      // Bedroom pieces: the shop's 30 days, a lifetime on the solid-wood structure (the demo's terms).
      /^Return window open until \w{3} \d{2}, \d{4}; a warranty claim is open for life\.$/,
    );
    await checkA11y(guest);

    const form = guest.getByRole("form", { name: "Your request" });
    await expect(form.getByRole("radio", { name: /^Return/ })).toBeChecked();
    await form.getByRole("radio", { name: /^Warranty repair/ }).check();
    await expect(form.getByLabel("Reason")).toHaveValue("defect");
    await form.getByRole("radio", { name: /^Return/ }).check();
    await expect(form.getByRole("checkbox", { name: new RegExp(TABLE.name) })).toBeChecked();
    await form.getByLabel("Reason").selectOption({ label: "Not as described or pictured" });
    await form.getByLabel("Tell us more (optional)").fill("The top is a lighter shade than the pictures.");
    await form.getByLabel("Photos (optional)").setInputFiles([
      { name: "table-whole.jpg", mimeType: "image/jpeg", buffer: await photo("#b08d57") },
      { name: "table-corner.jpg", mimeType: "image/jpeg", buffer: await photo("#efe6d8") },
    ]);
    const day = await form.getByLabel("Preferred day for the pickup or visit (optional)").getAttribute("min");
    await form.getByLabel("Preferred day for the pickup or visit (optional)").fill(day!);
    await guest.screenshot({ path: testInfo.outputPath("claim-form-390.png"), fullPage: true });
    await form.getByRole("button", { name: "Send request" }).click();

    await expect(guest.getByText("We have your request")).toBeVisible();
    const sent = guest.getByTestId("claim-request");
    await expect(sent).toHaveCount(1);
    await expect(sent).toContainText("Return");
    await expect(sent).toContainText("Received");
    await expect(sent).toContainText(`${TABLE.name} x 1`);
    await expect(sent).toContainText("2 photos");
    // The only table is in a request: nothing more is offered on it.
    await expect(guest.getByTestId("claim-closed")).toBeVisible();
    await checkA11y(guest);

    // The owner hears of it, and finds it waiting on the dashboard.
    const notice = await waitForMail("support@shahkaar.example", new RegExp(`return on order #${number}`));
    const adminLink = linkIn(notice, "/admin/claims/");
    await owner.goto("/admin");
    await expect(owner.getByTestId("claims-waiting")).toHaveText(
      /^[1-9]\d* (return or claim|returns or claims) to answer$/,
    );
    await owner.goto(new URL(adminLink).pathname);
    await expect(owner.getByRole("heading", { name: `Return · order #${number}` })).toBeVisible();
    await expect(owner.getByRole("img", { name: "Photo 2 of the request" })).toBeVisible();
    await checkA11y(owner);
    await owner.screenshot({ path: testInfo.outputPath("admin-claim-390.png"), fullPage: true });

    // Approved with a pickup day and window; the buyer is told the day.
    const approve = owner.getByRole("form", { name: "Approve and book a day" });
    const pickupDay = await approve.getByLabel("Pickup day").getAttribute("min");
    await approve.getByLabel("Pickup day").fill(pickupDay!);
    await approve.getByLabel("Window").selectOption({ label: "11:00-13:00" });
    await approve.getByRole("button", { name: "Approve and book a day" }).click();
    await expect(owner.getByTestId("claim-state")).toHaveText("Approved");
    const approvedMail = await waitForMail(email, new RegExp(`Return for order #${number}: Approved`));
    expect(approvedMail).toContain("comes to collect the pieces on");
    expect(approvedMail).toContain("11:00-13:00");
    await guest.reload();
    await expect(guest.getByTestId("claim-booked")).toContainText("11:00-13:00");

    // Picked up, then refunded: the piece's price, by transfer.
    await owner.getByRole("button", { name: "Mark picked up" }).click();
    await expect(owner.getByTestId("claim-state")).toHaveText("Picked up");
    const refund = owner.getByRole("form", { name: "Record the refund" });
    await expect(refund.getByLabel("Amount (PKR)")).toHaveValue("34000");
    await refund.getByLabel("Reference (optional)").fill("IBFT 90412");
    await refund.getByRole("button", { name: "Record the refund" }).click();
    await expect(owner.getByTestId("claim-state")).toHaveText("Refunded");
    await checkA11y(owner);
    await owner.setViewportSize({ width: 1280, height: 900 });
    await checkA11y(owner);

    // Every page and mail the buyer reads tells the same story: refunded, nothing owed.
    const refundedMail = await waitForMail(email, new RegExp(`Return for order #${number}: Refunded`));
    expect(refundedMail).toContain("We have refunded PKR 34,000 by bank transfer (reference IBFT 90412).");
    await guest.reload();
    await expect(guest.getByTestId("claim-refunded")).toHaveText("Refunded to you: PKR 34,000.");
    await expect(guest.getByTestId("claim-request")).toContainText("Refunded");
    await checkA11y(guest);
    await guest.screenshot({ path: testInfo.outputPath("claim-390.png"), fullPage: true });
    await guest.setViewportSize({ width: 1280, height: 900 });
    await checkA11y(guest);
    await guest.screenshot({ path: testInfo.outputPath("claim-1280.png"), fullPage: true });
  } finally {
    await guestContext.close();
    await ownerContext.close();
  }

  // The browser that placed the order: its page shows the returned piece, the refund and no balance.
  await page.goto(`/orders/${number}`);
  await expect(page.getByTestId("order-returned")).toContainText("−PKR 34,000");
  await expect(page.getByTestId("amount-refunded")).toHaveText("Refunded to you: PKR 34,000.");
  await expect(page.getByTestId("payment-standing")).toHaveText("Paid in full");
  await page.screenshot({ path: testInfo.outputPath("order-390.png"), fullPage: true });
  await page.getByRole("link", { name: "Return, exchange or warranty claim" }).click();
  await expect(page.getByTestId("claim-request")).toContainText("Refunded");
  expect(consoleErrors).toEqual([]);
});
