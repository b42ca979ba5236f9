import type { APIRequestContext, Locator, TestInfo } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";
import { linkIn, waitForMail } from "./support/mailbox";
import { addressFor, otherBrowser } from "./support/other-browser";

/**
 * Made to order (issue 18): a visitor without an account sends a request with two photos and
 * gets its private link by mail; the admin quotes PKR 480,000 with a 50 % advance; the customer
 * opens the quote's link and accepts it; the order carries the quote's lines and total, tracking
 * finds it and the admin's order details lead back to the request. The request's page opens
 * with its own key only.
 *
 * Each run (both widths, and a retry) sends its own requests from its own e-mail address.
 */

const SALES = "sales@shahkaar.example";

/** A small real picture: a coloured block with a lighter band, as the browser would send it. */
async function picture(format: "jpeg" | "png", color: { r: number; g: number; b: number }) {
  const band = await sharp({ create: { width: 320, height: 80, channels: 3, background: { r: 240, g: 230, b: 210 } } })
    .png()
    .toBuffer();
  const image = sharp({ create: { width: 640, height: 480, channels: 3, background: color } }).composite([
    { input: band, top: 200, left: 160 },
  ]);
  return format === "jpeg" ? image.jpeg({ quality: 80 }).toBuffer() : image.png().toBuffer();
}

const unique = (testInfo: TestInfo) =>
  `${testInfo.project.name}.${testInfo.retry}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 6)}`;

/** Every picture in `list` has loaded (a broken or refused one has no natural width). */
async function expectPicturesLoaded(list: Locator, count: number) {
  const images = list.getByRole("img");
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

/** A request sent as the form's script sends it (multipart to /custom-orders/request); its JSON answer. */
async function sendRequest(
  request: APIRequestContext,
  email: string,
  description: string,
  photo?: { name: string; mimeType: string; buffer: Buffer },
) {
  const response = await request.post("/custom-orders/request", {
    headers: { Accept: "application/json" },
    multipart: {
      idempotencyKey: crypto.randomUUID(),
      name: "Bilal Ahmed",
      email,
      phone: "0312 3456789",
      projectType: "custom-furniture",
      description,
      ...(photo && { photos: photo }),
    },
  });
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as { ok: boolean; request: { number: string; path: string } };
  expect(answer.ok).toBe(true);
  return answer.request;
}

test("a visitor's request with photos is quoted, accepted and becomes an order linked to it", async ({
  page,
  browser,
  checkA11y,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(180_000);
  const stamp = unique(testInfo);
  const email = `made-to-order.${stamp}@test.example`;
  const description = `A sheesham dining table for eight with matching chairs (${stamp}).`;

  // The form needs no account: a visitor fills it in, with two photos.
  await page.goto("/custom-orders#request");
  const form = page.getByRole("form", { name: "Tell us about your project" });
  await form.getByLabel("Name").fill("Ayesha Siddiqui");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Phone", { exact: true }).fill("0300 1234567");
  await form.getByRole("radio", { name: /Custom Furniture/ }).check();
  await form.getByLabel("Project description").fill(description);
  await form.getByLabel("Photos (optional, up to 6)").setInputFiles([
    { name: "dining-room.jpg", mimeType: "image/jpeg", buffer: await picture("jpeg", { r: 120, g: 80, b: 50 }) },
    { name: "chair-i-like.png", mimeType: "image/png", buffer: await picture("png", { r: 60, g: 90, b: 70 }) },
  ]);
  await expectPicturesLoaded(form.getByRole("list", { name: "Chosen photos" }), 2);
  await form.getByLabel("Budget (optional)").selectOption({ label: "Above PKR 500,000" });
  await form.getByLabel("Location (optional)").fill("DHA Lahore");
  await form.getByRole("button", { name: "Submit Request" }).click();

  await expect(page.getByText("Request Submitted!")).toBeVisible();
  const sent = page.getByTestId("request-sent");
  await expect(sent).toContainText(/Your request number is [0-9A-F]{8}/);
  const number = /([0-9A-F]{8})/.exec((await sent.textContent()) ?? "")![1]!;
  await expect(sent.getByRole("link", { name: "Open your request" })).toHaveAttribute(
    "href",
    new RegExp(`^/requests/${number}\\?key=`),
  );
  // The number and the link stand in the emptied form's place, and the focus is on them (issue 33).
  await expect(form).toHaveCount(0);
  await expect(sent.getByRole("heading", { name: `Request ${number} is sent` })).toBeFocused();
  await checkA11y(page);
  // Another request starts from an empty form, without the photos.
  await sent.getByRole("link", { name: "Send another request" }).click();
  await expect(form.getByLabel("Name")).toBeFocused();
  await expect(form.getByLabel("Project description")).toHaveValue("");
  await expect(form.getByRole("list", { name: "Chosen photos" })).toHaveCount(0);
  await expect(page.getByTestId("request-sent")).toHaveCount(0);

  // The customer's mail carries the number and the private link; the shop is told too.
  const received = await waitForMail(email, new RegExp(`We received your request ${number}`));
  const requestLink = linkIn(received, `/requests/${number}`);
  expect(new URL(requestLink).searchParams.get("key")).toBeTruthy();
  const shopMail = await waitForMail(
    SALES,
    // A long subject is folded onto a second header line: any space may be a line break.
    new RegExp(`New\\s+custom\\s+order\\s+request\\s+from\\s+Ayesha\\s+Siddiqui[\\s\\S]*Request ${number}`),
  );
  expect(shopMail).toContain(email);

  // The link opens the request with its two photos, before any quote.
  await page.goto(requestLink);
  await expect(page.getByRole("heading", { level: 1, name: `Request ${number}` })).toBeVisible();
  await expect(page.getByText(description)).toBeVisible();
  await expectPicturesLoaded(page.getByRole("list", { name: "Photos", exact: true }), 2);
  await expect(page.getByTestId("quote-total")).toHaveCount(0);

  // The owner, on their own browser, finds the request and quotes it.
  const adminContext = await otherBrowser(browser, testInfo, addressFor(testInfo, 4));
  const admin = await adminContext.newPage();
  let requestAdminPath: string;
  try {
    await signInAsAdmin(admin);
    await admin.goto("/admin/requests?status=received");
    await admin.getByRole("link", { name: number, exact: true }).click();
    await expect(admin).toHaveURL(/\/admin\/requests\/[0-9a-f-]{36}$/);
    requestAdminPath = new URL(admin.url()).pathname;
    await expect(admin.getByRole("heading", { name: `Request ${number}` })).toBeVisible();
    await expectPicturesLoaded(admin.getByRole("list", { name: "Photos", exact: true }), 2);

    await admin.getByLabel("Line 1 description").fill("Sheesham dining table, 8 seats");
    await admin.getByLabel("Line 1 quantity").fill("1");
    await admin.getByLabel("Line 1 unit price in rupees").fill("400,000");
    await admin.getByLabel("Line 2 description").fill("Dining chair, upholstered");
    await admin.getByLabel("Line 2 quantity").fill("8");
    await admin.getByLabel("Line 2 unit price in rupees").fill("10000");
    await admin.getByLabel("Delivery included").check();
    await admin.getByLabel("Lead time (weeks)").fill("6");
    await admin.getByLabel("Advance (%)").fill("50");
    await admin.getByLabel("Note to the customer (optional)").fill("Polished in a walnut tone, as in your photo.");
    await admin.getByRole("button", { name: "Send quote" }).click();
    await expect(admin.getByText("Quote sent to the customer.")).toBeVisible();
    await expect(admin.getByTestId("quote-total")).toHaveText("PKR 480,000");
    await checkA11y(admin);
  } finally {
    await adminContext.close();
  }

  // The quote's mail leads to the request's page, where the customer accepts it.
  const quoteMail = await waitForMail(email, new RegExp(`Your quote for request ${number}: PKR 480,000`));
  await page.goto(linkIn(quoteMail, `/requests/${number}`));
  const quote = page.getByRole("region", { name: "Our quote" });
  await expect(page.getByTestId("quote-total")).toHaveText("PKR 480,000");
  await expect(quote).toContainText("Sheesham dining table, 8 seats");
  await expect(quote).toContainText("8 × PKR 10,000");
  await expect(quote).toContainText("Included");
  await expect(quote.getByText("Advance (50%)")).toBeVisible();
  await expect(quote).toContainText("PKR 240,000");
  await expect(quote).toContainText("6 weeks");
  await expectPicturesLoaded(page.getByRole("list", { name: "Photos", exact: true }), 2);
  await checkA11y(page);

  await page.getByLabel("Delivery address").fill("House 14, Street 3, DHA Phase 5");
  await page.getByLabel("City", { exact: true }).fill("Lahore");
  await page.getByLabel("Notes for delivery (optional)").fill("Please call before coming.");
  await page.getByRole("button", { name: "Accept quote - PKR 480,000" }).click();

  // The order's confirmation page: the quote's lines, its total and the advance.
  await expect(page).toHaveURL(/\/orders\/[0-9A-F]{8}\?key=[^&]+&placed=1$/);
  const orderNumber = /\/orders\/([0-9A-F]{8})\?/.exec(page.url())![1]!;
  await expect(
    page.getByText("Order placed successfully! You will receive a confirmation email shortly."),
  ).toBeVisible();
  await expect(page.getByTestId("order-number")).toHaveText(`#${orderNumber}`);
  const items = page.getByRole("region", { name: "Your order" });
  await expect(items.getByRole("listitem")).toHaveCount(2);
  await expect(items.getByRole("listitem").filter({ hasText: "Sheesham dining table, 8 seats x 1" })).toContainText(
    "PKR 400,000",
  );
  await expect(items.getByRole("listitem").filter({ hasText: "Dining chair, upholstered x 8" })).toContainText(
    "PKR 80,000",
  );
  await expect(page.getByTestId("order-delivery-fee")).toHaveText("Free");
  await expect(page.getByTestId("order-total")).toHaveText("PKR 480,000");
  await expect(page.getByTestId("advance-due")).toHaveText("Advance PKR 240,000 due, balance PKR 240,000 on delivery.");
  await expect(page.getByText("House 14, Street 3, DHA Phase 5")).toBeVisible();

  // The request's page now points to the order.
  await page.goto(requestLink);
  await expect(page.getByRole("link", { name: `Track order #${orderNumber}` })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Accept quote/ })).toHaveCount(0);

  // Tracking finds it by its number.
  await page.goto("/track-order");
  await page.getByLabel("Order ID").fill(orderNumber);
  await page.getByRole("button", { name: "Track Order" }).click();
  await expect(page.getByRole("heading", { name: `#${orderNumber}` })).toBeVisible();
  await expect(page.getByTestId("tracked-total")).toHaveText("PKR 480,000");
  await expect(page.getByRole("region", { name: "Order Items" })).toContainText("Sheesham dining table, 8 seats");
  await expect(page.getByRole("region", { name: "Order Items" })).toContainText("Dining chair, upholstered");

  // The admin's order details lead to the request, and the request back to the order.
  const ownerContext = await otherBrowser(browser, testInfo, addressFor(testInfo, 5));
  const owner = await ownerContext.newPage();
  try {
    await signInAsAdmin(owner);
    await owner.goto(`/admin?q=${encodeURIComponent(email)}`);
    await owner.getByRole("link", { name: `View details of order #${orderNumber}` }).click();
    const dialog = owner.getByRole("dialog", { name: `Order #${orderNumber}` });
    await expect(dialog).toContainText("Sheesham dining table, 8 seats");
    await expect(dialog).toContainText("PKR 480,000");
    const fromRequest = dialog.getByTestId("details-custom-request");
    await expect(fromRequest).toHaveAttribute("href", requestAdminPath);
    await fromRequest.click();
    await expect(owner).toHaveURL(new RegExp(`${requestAdminPath}$`));
    await expect(owner.getByRole("heading", { name: `Request ${number}` })).toBeVisible();
    // Accepted: no more quoting or declining.
    await expect(owner.getByRole("button", { name: /Send (revised )?quote/ })).toHaveCount(0);
    await owner.getByRole("link", { name: `Order #${orderNumber}` }).click();
    await expect(owner.getByRole("dialog", { name: `Order #${orderNumber}` })).toBeVisible();
  } finally {
    await ownerContext.close();
  }
  expect(consoleErrors).toEqual([]);
});

test("a request's page opens with its own key only", async ({ request }, testInfo) => {
  const stamp = unique(testInfo);
  const mine = await sendRequest(request, `keys.a.${stamp}@test.example`, `A teak bookshelf (${stamp}).`, {
    name: "shelf.png",
    mimeType: "image/png",
    buffer: await picture("png", { r: 150, g: 110, b: 60 }),
  });
  const theirs = await sendRequest(request, `keys.b.${stamp}@test.example`, `A walnut bed (${stamp}).`);
  const theirKey = new URL(theirs.path, "http://shop").searchParams.get("key")!;

  const own = await request.get(mine.path);
  expect(own.status()).toBe(200);
  expect(own.headers()["cache-control"]).toContain("no-store");
  const html = await own.text();
  expect(html).toContain(`Request ${mine.number}`);
  // Its photo is served to the key's holder only.
  const photoSrc = new RegExp(`src="(/requests/${mine.number}/photos/[^"]+)"`).exec(html)?.[1]?.replace(/&amp;/g, "&");
  expect(photoSrc).toBeTruthy();
  const photo = await request.get(photoSrc!);
  expect(photo.status()).toBe(200);
  expect(photo.headers()["content-type"]).toBe("image/webp");
  const photoUrl = new URL(photoSrc!, "http://shop");
  photoUrl.searchParams.set("key", theirKey);
  expect((await request.get(`${photoUrl.pathname}${photoUrl.search}`)).status()).toBe(404);
  photoUrl.searchParams.delete("key");
  expect((await request.get(`${photoUrl.pathname}${photoUrl.search}`)).status()).toBe(404);

  for (const path of [
    `/requests/${mine.number}`,
    `/requests/${mine.number}?key=wrong-key`,
    `/requests/${mine.number}?key=${encodeURIComponent(theirKey)}`,
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
  // Posting to it (accepting, writing) with another request's key is refused the same way.
  const post = await request.post(`/requests/${mine.number}`, {
    form: { key: theirKey, intent: "message", requestKey: crypto.randomUUID(), body: "Hello" },
  });
  expect(post.status()).toBe(404);
});
