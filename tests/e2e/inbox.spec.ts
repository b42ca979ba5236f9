import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";
import { signUpCustomer } from "./support/customer";
import { waitForMail } from "./support/mailbox";

// The custom-order form (made-to-order's own journey is custom-request.spec.ts) and contact
// messages: the forms, the shop's mail and the admin's inbox.

const SALES = "sales@shahkaar.example";
const GENERAL = "hello@shahkaar.example";

/** The admin's view of one message, found by something only it contains. */
async function openInInbox(page: Page, search: string, unique: string) {
  await page.context().clearCookies();
  await signInAsAdmin(page);
  await page.goto(`/admin/inbox${search}`);
  await expect(page.getByRole("heading", { level: 2, name: "Inbox" })).toBeVisible();
  return page.getByTestId("inbox-message").filter({ hasText: unique });
}

test("a visitor reaches the request form at once, with no account asked for", async ({ page, checkA11y }, testInfo) => {
  await page.goto("/custom-orders");
  await page.getByRole("link", { name: "Request a Custom Piece" }).click();
  await expect(page).toHaveURL(/\/custom-orders#request$/);
  const form = page.getByRole("form", { name: "Tell us about your project" });
  await expect(form.getByLabel("Name")).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue("");
  await expect(page.getByText("Sign in required")).toHaveCount(0);
  await expect(form.getByLabel("Photos (optional, up to 6)")).toBeVisible();
  // Near the top on a phone: the form starts within two screens of the page's top, not 5,000 px down.
  const top = await form.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  const screen = page.viewportSize()!.height;
  expect(top, `${testInfo.project.name}: the form starts ${Math.round(top)} px down`).toBeLessThan(2 * screen);
  await checkA11y(page);
});

test("a customer requests a custom piece; the shop is e-mailed and the admin sees it", async ({
  page,
  consoleErrors,
  checkA11y,
}, testInfo) => {
  const stamp = `${testInfo.project.name}${Date.now()}`;
  const email = `request.${stamp}@test.example`;
  const name = `Mehreen Request${stamp}`;
  await signUpCustomer(page, email, name);

  await page.goto("/custom-orders#request");
  const form = page.getByRole("form", { name: "Tell us about your project" });
  await expect(form.getByLabel("Name")).toHaveValue(name);
  await expect(form.getByLabel("E-mail")).toHaveValue(email);
  await checkA11y(page);

  // The shared rules answer in the browser, tied to the fields; the first takes the focus.
  await form.getByLabel("Phone", { exact: true }).fill("12345");
  await form.getByRole("button", { name: "Submit Request" }).click();
  await expect(form.getByLabel("Phone", { exact: true })).toBeFocused();
  await expect(form.getByLabel("Phone", { exact: true })).toHaveAccessibleDescription(/Pakistani mobile number/);
  await expect(form.getByText("Please choose a project type.")).toBeVisible();
  await expect(form.getByLabel("Project description")).toHaveAccessibleDescription(/Please describe your project\./);
  await checkA11y(page);

  await form.getByLabel("Phone", { exact: true }).fill("0333 7654321");
  await form.getByRole("radio", { name: /Custom Furniture/ }).check();
  const description = `A sheesham dining table for eight (${stamp}).`;
  await form.getByLabel("Project description").fill(description);
  await form.getByLabel("Budget (optional)").selectOption({ label: "PKR 100,000 - 200,000" });
  await form.getByLabel("Timeline (optional)").selectOption({ label: "2-3 months" });
  await form.getByLabel("Location (optional)").fill("Gulberg, Lahore");
  await form.getByRole("button", { name: "Submit Request" }).click();

  await expect(page.getByText("Request Submitted!")).toBeVisible();
  await expect(page.getByText("We'll contact you within 24 hours to discuss your project.")).toBeVisible();
  // The request's number and link stand in the form's place; another starts with the account's details.
  await expect(page.getByTestId("request-sent")).toContainText(/Your request number is [0-9A-F]{8}/);
  await page.getByRole("link", { name: "Send another request" }).click();
  await expect(form.getByLabel("Project description")).toHaveValue("");
  await expect(form.getByRole("radio", { name: /Custom Furniture/ })).not.toBeChecked();
  await expect(form.getByLabel("Budget (optional)")).toHaveValue("");
  await expect(form.getByLabel("Name")).toHaveValue(name);

  const mail = await waitForMail(SALES, new RegExp(`New custom order request from ${name}`));
  expect(mail).toMatch(new RegExp(`^Reply-To: ${email.replace(/\./g, "\\.")}\r?$`, "m"));
  expect(mail).toContain("PKR 100,000 - 200,000");

  // The admin finds it among the requests to quote, with what was asked.
  await page.context().clearCookies();
  await signInAsAdmin(page);
  await page.goto("/admin/requests?status=received");
  const card = page.getByRole("listitem").filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Custom Furniture");
  await expect(card).toContainText(email);
  await expect(card).toContainText("Received");
  await card.getByRole("link").first().click();
  await expect(page.getByText(description)).toBeVisible();
  await expect(page.getByText("+92 333 7654321")).toBeVisible();
  await expect(page.getByText("Gulberg, Lahore")).toBeVisible();
  await checkA11y(page);
  expect(consoleErrors).toEqual([]);
});

test("a visitor sends a message from the consultation link; the admin marks it handled", async ({
  page,
  consoleErrors,
  checkA11y,
}, testInfo) => {
  const stamp = `${testInfo.project.name}${Date.now()}`;
  const email = `visitor.${stamp}@test.example`;

  // 'Schedule Consultation' books a time (consultations.spec.ts); a message about one starts here.
  await page.goto("/contact?subject=consultation");
  const form = page.getByRole("form", { name: "Your message" });
  await expect(form.getByLabel("Subject")).toHaveValue("Free design consultation");
  await checkA11y(page);

  await form.getByLabel("First name").fill("Omar");
  await form.getByLabel("Last name").fill(`Visitor${stamp}`);
  await form.getByLabel("E-mail").fill("omar@");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByLabel("E-mail")).toBeFocused();
  await expect(form.getByLabel("E-mail")).toHaveAccessibleDescription("Please enter a valid e-mail address.");
  await expect(form.getByLabel("Message")).toHaveAccessibleDescription(/Please write your message\./);

  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Message").fill(`Our new flat in F-7 needs a designer (${stamp}).`);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent!")).toBeVisible();
  await expect(page.getByText("Thank you — we reply within 24 hours.")).toBeVisible();
  await expect(form.getByLabel("Message")).toHaveValue("");
  await expect(form.getByLabel("First name")).toHaveValue("");
  await expect(form.getByLabel("Subject")).toHaveValue("Free design consultation");

  await waitForMail(GENERAL, new RegExp(`New message from Omar Visitor${stamp}: Free design consultation`));

  const card = await openInInbox(page, "?kind=contact&status=new", email);
  await expect(card).toContainText("Contact");
  await expect(card).toContainText("New");
  await expect(card).toContainText(`Our new flat in F-7 needs a designer (${stamp}).`);
  await expect(card.getByRole("link", { name: /Reply by e-mail/ })).toHaveAttribute(
    "href",
    `mailto:${email}?subject=${encodeURIComponent("Re: Free design consultation")}`,
  );
  await checkA11y(page);

  await card.getByRole("button", { name: /Mark as handled/ }).click();
  await expect(page.getByText("Message marked as handled.")).toBeVisible();
  // Filtered on new messages, the handled one leaves the list; it is under 'Handled'.
  await expect(card).toHaveCount(0);
  await page.getByLabel("Status").selectOption("handled");
  await expect(page).toHaveURL(/status=handled/);
  const handled = page.getByTestId("inbox-message").filter({ hasText: email });
  await expect(handled).toContainText("Handled");
  await expect(handled.getByRole("button", { name: /Mark as new/ })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form still refuses, keeps what was typed, and sends", async ({ page }, testInfo) => {
    const stamp = `${testInfo.project.name}${Date.now()}`;
    await page.goto("/contact?subject=careers&position=master-craftsman");
    const form = page.getByRole("form", { name: "Your message" });
    await expect(form.getByLabel("Subject")).toHaveValue("Job application: Master Craftsman");
    await form.getByLabel("First name").fill("Bilal");
    await form.getByLabel("Message").fill(`Twenty years of carving in Chiniot (${stamp}).`);
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(page).toHaveURL(/\/contact\?subject=careers&position=master-craftsman#message$/);
    await expect(page.getByRole("alert")).toContainText("Failed to send message.");
    await expect(form.getByLabel("Last name")).toHaveAccessibleDescription("Please enter your last name.");
    await expect(form.getByLabel("First name")).toHaveValue("Bilal");
    await expect(form.getByLabel("Message")).toHaveValue(`Twenty years of carving in Chiniot (${stamp}).`);

    await form.getByLabel("Last name").fill(`Craftsman${stamp}`);
    await form.getByLabel("E-mail").fill(`bilal.${stamp}@test.example`);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Message sent!" })).toBeVisible();
    await expect(form.getByLabel("First name")).toHaveValue("");
    await waitForMail(GENERAL, new RegExp(`New message from Bilal Craftsman${stamp}: Job application`));
  });
});
