import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";
import { chooseCity, expectOrderPlaced } from "./support/checkout";
import { waitForMail } from "./support/mailbox";
import { addressFor, otherBrowser } from "./support/other-browser";

/**
 * Issue 35 at 390 px: the demo's running Winter Décor Sale (20 % off décor). The Sheesha Kaari
 * Round Mirror costs PKR 38,000, but cost PKR 35,000 for two weeks before the sale began: its 'was'
 * price is that lowest price of the 30 days before (not today's), and its reduction is counted from
 * it, '−13 %' (PKR 30,400 against 35,000), not the sale's 20 %. The owner adds a code of this run's
 * own (10 % from PKR 50,000, once per customer: no other journey uses it, so its figures are this
 * journey's); a guest buys two mirrors with it; the mail and the invoice name the code; a second
 * guest with the same e-mail and a third with the same phone are refused by the per-customer limit
 * and shown the new total; the owner sees one use counted and two refused. No other journey buys
 * the mirror.
 */
const MIRROR = { slug: "sheesha-kaari-round-mirror", name: "Sheesha Kaari Round Mirror" };

/** The price a card, the product page or a cart line shows for a piece on sale. */
async function expectSalePrice(price: Locator, sale: { now: string; was: string; off: RegExp }) {
  await expect(price).toContainText(`Sale price ${sale.now}`);
  await expect(price.locator("del")).toHaveText(`was ${sale.was}`);
  await expect(price).toContainText(sale.off);
}
const MIRROR_SALE = { now: "PKR 30,400", was: "PKR 35,000", off: /−13\s%/ };

async function addTwoMirrors(page: Page) {
  await page.goto(`/furniture/${MIRROR.slug}`);
  const add = page.getByRole("button", { name: `Add to Cart: ${MIRROR.name}` });
  await add.click();
  await expect(page.getByText("1 item(s) added to your cart!")).toBeVisible();
  await add.click();
  await expect(page.locator("header").getByLabel(/items in cart$/)).toHaveText("2");
}

async function applyCode(page: Page, code: string) {
  await page.goto("/cart");
  await page.getByLabel("Discount code").fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("discount-code")).toContainText(`Code ${code.toUpperCase()}: 10% off applied.`);
}

/** The owner adds `code`: 10 % off from PKR 50,000, once per customer, from now on. */
async function addCode(admin: Page, code: string) {
  await signInAsAdmin(admin);
  await admin.goto("/admin/discounts/new");
  await admin.getByLabel("Code", { exact: true }).fill(code);
  await admin.getByLabel("Percent or amount off").fill("10");
  await admin.getByLabel("Minimum subtotal (PKR)").fill("50,000");
  await admin.getByLabel("Uses per customer").fill("1");
  await admin.getByRole("button", { name: "Add code" }).click();
  await expect(admin.getByRole("status").filter({ hasText: `Code ${code} added.` })).toBeVisible();
}

/** A guest who fills the cart, applies `code` and places the order shown with it, and is refused for having used it. */
async function refusedGuest(page: Page, code: string, guest: { email: string; phone: string }) {
  await addTwoMirrors(page);
  await applyCode(page, code);
  await fillGuest(page, guest);
  await page.getByRole("button", { name: "Place Order - PKR 54,720" }).click();
  await expect(page.getByText("You have already used this code.").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Place Order - PKR 60,800" })).toBeVisible();
}

/** A figure of the admin's code page ('Uses', 'Refused'…). */
const figure = (admin: Page, label: string) => admin.locator(`[data-figure="${label}"] dd`);

async function fillGuest(page: Page, guest: { email: string; phone: string }) {
  await page.getByRole("link", { name: /Proceed to Checkout/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel("Full name").fill("Hina Rauf");
  await page.getByLabel("E-mail").fill(guest.email);
  await page.getByLabel("Phone", { exact: true }).fill(guest.phone);
  await page.getByLabel("Address").fill("House 3, Street 9, Model Town");
  await chooseCity(page, "Lahore", { label: "Delivery (Standard, Zone 1)", fee: "Free" });
}

test("a piece on sale shows an honest 'was' price; a code on top is once per customer", async ({
  page,
  browser,
  checkA11y,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(240_000);
  const run = `${Date.now().toString(36)}.${testInfo.workerIndex}`;
  const code = `SALE${Date.now().toString(36).toUpperCase()}${testInfo.workerIndex}`;
  const owner = await otherBrowser(browser, testInfo, addressFor(testInfo, 8));
  const admin = await owner.newPage();
  await addCode(admin, code);

  // The Sale page names the running sale and lists its pieces, each at its sale price.
  await page.goto("/sale");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("On Sale Now");
  await expect(page.getByTestId("running-sales")).toContainText("Winter Décor Sale: 20% off");
  const cards = page.getByTestId("product-card");
  await expect(cards.first()).toBeVisible();
  await expect(cards.locator("[data-sale-price]")).toHaveCount(await cards.count());
  await expectSalePrice(cards.filter({ hasText: MIRROR.name }).locator("[data-sale-price]"), MIRROR_SALE);
  await checkA11y(page);

  // The catalogue's 'On sale' filter shows the same pieces.
  await page.goto("/furniture?sale=on");
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  await expect(page.getByTestId("product-card").filter({ hasNot: page.locator("[data-sale-price]") })).toHaveCount(0);

  // The product page: the same price, 'was' price and reduction.
  await addTwoMirrors(page);
  await expectSalePrice(
    page.getByRole("region", { name: "Product" }).locator("[data-sale-price]").first(),
    MIRROR_SALE,
  );
  await checkA11y(page);

  // The cart: each mirror at the sale price; the code takes 10 % off that.
  await page.goto("/cart");
  await expectSalePrice(page.getByTestId("cart-line").locator("[data-sale-price]"), MIRROR_SALE);
  await expect(page.getByTestId("cart-total")).toHaveText("PKR 60,800");
  await applyCode(page, code.toLowerCase());
  await expect(page.getByTestId("cart-total")).toHaveText("PKR 54,720");

  const email = `sale.${run}@test.example`;
  const phone = `0346 ${String(Date.now() % 10_000_000).padStart(7, "0")}`;
  await fillGuest(page, { email, phone });
  await page.getByRole("button", { name: /Show order summary/ }).click();
  await expect(page.getByText("On sale −13\u00a0%, was PKR 35,000 each")).toBeVisible();
  await page.getByRole("button", { name: "Place Order - PKR 54,720" }).click();
  const number = await expectOrderPlaced(page);
  await expect(page.getByText(`Discount (${code})`).first()).toBeVisible();
  const mail = await waitForMail(email, new RegExp(`Order #${number} received`));
  expect(mail).toContain(code);

  // A second guest with the same e-mail, then a third with the same phone: the code was theirs
  // once; nothing is placed, the new total shown.
  const others = [
    { email, phone: `0347 ${String(Date.now() % 10_000_000).padStart(7, "0")}` },
    { email: `other.${run}@test.example`, phone },
  ];
  for (const [n, guest] of others.entries()) {
    const context = await otherBrowser(browser, testInfo, addressFor(testInfo, 6 + n));
    try {
      await refusedGuest(await context.newPage(), code, guest);
    } finally {
      await context.close();
    }
  }

  // The owner: one use counted, two refused; the order holds the code, and its invoice names it.
  try {
    await admin.goto("/admin/discounts");
    await admin.getByTestId("discount-code").filter({ hasText: code }).getByRole("link", { name: code }).click();
    await expect(admin.getByRole("heading", { name: code })).toBeVisible();
    await expect(figure(admin, "Uses")).toHaveText("1");
    await expect(figure(admin, "Refused")).toHaveText("2");
    await expect(admin.getByRole("link", { name: new RegExp(number) })).toBeVisible();
    await checkA11y(admin);
    await admin.goto(`/admin?q=${encodeURIComponent(email)}`);
    await admin.getByRole("link", { name: `View details of order #${number}` }).click();
    const dialog = admin.getByRole("dialog", { name: `Order #${number}` });
    const [invoice] = await Promise.all([
      admin.waitForEvent("popup"),
      dialog.getByRole("link", { name: "Invoice", exact: true }).click(),
    ]);
    await expect(invoice.getByRole("heading", { level: 1, name: "Invoice" })).toBeVisible();
    await expect(invoice.getByText(code).first()).toBeVisible();
  } finally {
    await owner.close();
  }
  // The unknown-code and refused-order answers are 4xx by design.
  expect(consoleErrors.filter((error) => !/Failed to load resource: .* status of 4\d\d/.test(error))).toEqual([]);
});
