import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";
import { placeGuestOrder } from "./support/guest-order";
import { linkIn, mailsTo, waitForMail } from "./support/mailbox";
import { addressFor, otherBrowser } from "./support/other-browser";
import { newClient, sameOrigin } from "./support/security";

/**
 * Issue 33, part 8: a verified buyer reviews a piece that left the catalogue after they bought
 * it. The review page still offers it (named as the order line names it, without a link to a
 * page that is gone); the owner is mailed and publishes it; the reviewer's mail says it shows
 * when the piece returns; the owner activates the piece again and its page shows the review.
 *
 * The chair is bought by no other journey; it is out of the catalogue for a minute, so this runs
 * once (the "once" project) and always puts it back (finally).
 */
const CHAIR = { slug: "anaar-cane-back-dining-chair", name: "Anaar Cane-Back Dining Chair" };
const TITLE = "Cane that will outlast us";

test("a buyer reviews a piece withdrawn since; once published and the piece back, its page shows it", async ({
  page,
  browser,
  baseURL,
  checkA11y,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(180_000);
  const email = `withdrawn.${Date.now().toString(36)}@test.example`;
  const guest = await newClient(baseURL!);
  const productPage = await (await guest.get(`/furniture/${CHAIR.slug}`)).text();
  const productId = /name="productId"[^>]*value="([0-9a-f-]{36})"/.exec(productPage)?.[1];
  expect(productId, "the chair's add-to-cart form").toBeTruthy();
  const number = await placeGuestOrder(guest, baseURL!, CHAIR.slug, email);
  await guest.dispose();

  const ownerContext = await otherBrowser(browser, testInfo, addressFor(testInfo, 9));
  const owner = await ownerContext.newPage();
  const toggle = (active: boolean) =>
    owner.request.post("/admin/products", {
      headers: sameOrigin(baseURL!),
      form: { intent: "toggle", productId: productId!, active: String(active) },
    });
  try {
    await signInAsAdmin(owner);
    // Delivered (a bank transfer not yet paid: the owner overrides, with a reason).
    const list = await (await owner.request.get(`/admin?q=${encodeURIComponent(email)}`)).text();
    const orderId = /[?&;]order=([0-9a-f-]{36})/.exec(list)?.[1];
    expect(orderId, "the order in the admin's list").toBeTruthy();
    const delivered = await owner.request.post("/admin?index", {
      headers: sameOrigin(baseURL!),
      form: { intent: "status", orderId: orderId!, status: "delivered", override: "on", reason: "E2E withdrawn piece" },
    });
    expect(delivered.status()).toBe(200);
    const link = linkIn(
      await waitForMail(email, new RegExp(`Order #${number}: Delivered`)),
      `/orders/${number}/review`,
    );

    // Then the owner takes the chair out of the catalogue, from the products list.
    await owner.goto("/admin/products");
    await owner.getByLabel("Search products").fill("Anaar Cane-Back");
    await owner.getByRole("button", { name: "Search", exact: true }).click();
    await owner.getByRole("button", { name: `Deactivate ${CHAIR.name}` }).click();
    await expect(owner.getByRole("status").filter({ hasText: "Product status updated!" })).toBeVisible();
    await expect(owner.getByRole("button", { name: `Activate ${CHAIR.name}` })).toBeVisible();
    // Its page is gone: back to the catalogue, as for any withdrawn piece.
    await expect
      .poll(async () => (await page.request.get(`/furniture/${CHAIR.slug}`, { maxRedirects: 0 })).status())
      .toBe(302);

    // The buyer's link still opens the chair's review: named, not linked, and said to be away.
    await page.goto(link);
    await expect(page.getByRole("heading", { name: `Review your order #${number}` })).toBeVisible();
    const piece = page.getByRole("region", { name: CHAIR.name });
    await expect(piece.getByRole("link", { name: CHAIR.name })).toHaveCount(0);
    await expect(piece.getByTestId("piece-withdrawn")).toHaveText(
      "No longer in our catalogue: you can still review it.",
    );
    const form = page.getByRole("form", { name: `Review of ${CHAIR.name}` });
    await form.locator("label", { hasText: "5 stars: Excellent" }).click();
    await form.getByLabel("Title").fill(TITLE);
    await form.getByLabel("Your review").fill("Six chairs, two years of daily meals, and the cane is as tight as new.");
    await checkA11y(page);
    await page.screenshot({ path: testInfo.outputPath("withdrawn-form-1280.png"), fullPage: true });
    await form.getByRole("button", { name: "Send review" }).click();
    await expect(page.getByText("Thank you for your review")).toBeVisible();
    await expect(page.getByTestId("review-state")).toContainText("if it returns to our catalogue");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath("withdrawn-sent-390.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // The owner is told, and publishes it from the reviews waiting.
    await expect
      .poll(
        () =>
          ["hello@shahkaar.example", "hello@shahkaar.pk"]
            .flatMap((to) => mailsTo(to))
            .some((mail) => mail.text.includes(CHAIR.name) && /new reviews? to read/i.test(mail.text)),
        { timeout: 20_000, message: "the owner's mail of the chair's review" },
      )
      .toBe(true);
    await owner.goto("/admin");
    await expect(owner.getByTestId("reviews-waiting")).toHaveText(/^[1-9]\d* reviews? waiting$/);
    await owner.screenshot({ path: testInfo.outputPath("dashboard-1280.png") });
    await owner.setViewportSize({ width: 390, height: 844 });
    await owner.screenshot({ path: testInfo.outputPath("dashboard-390.png") });
    await owner.setViewportSize({ width: 1280, height: 800 });
    await owner.goto("/admin/reviews?status=pending");
    const card = owner.getByRole("article", { name: TITLE });
    await expect(card.getByRole("link", { name: CHAIR.name })).toBeVisible();
    await card.getByRole("button", { name: "Approve" }).click();
    await expect(owner.getByRole("status").filter({ hasText: "Review approved" })).toBeVisible();
    const published = await waitForMail(email, new RegExp(`Your review of ${CHAIR.name} is published`));
    expect(published).toContain("your review shows on its page when it returns");
    expect(published).not.toContain(`/furniture/${CHAIR.slug}`);

    // Back in the catalogue: the chair's page shows the review.
    expect((await toggle(true)).status()).toBe(200);
    await page.goto(`/furniture/${CHAIR.slug}`);
    await expect(page.getByTestId("review-summary")).toContainText("(1 review)");
    await expect(page.getByTestId("review")).toContainText(TITLE);
    await expect(page.getByTestId("review")).toContainText("Guest B.");
  } finally {
    await toggle(true);
    await ownerContext.close();
  }
  expect(consoleErrors).toEqual([]);
});
