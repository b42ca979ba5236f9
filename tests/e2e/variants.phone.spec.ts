import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";
import { chooseCity, expectOrderPlaced } from "./support/checkout";
import { hydrated } from "./support/hydrated";
import { waitForMail } from "./support/mailbox";
import { addressFor, otherBrowser } from "./support/other-browser";

/**
 * Products with options and variants (issue 34), on a phone: the Basant sofa's fabric swatches
 * and sizes are links to each variant's own address, which carries its price, its stock or making
 * time and its delivery promise, and can be shared. Two variants of the one sofa are two lines in
 * the cart, named by their values, and stay two named lines in the order, its mail, the admin's
 * details (with their SKUs) and the invoice.
 *
 * The sofa (app/demo/data/product-options.ts) is bought by no other journey: this one buys an
 * Ajrak Print 2-seater (made to order: never runs out) and one of the two Ivory Acrylic
 * 2-seaters, so that a retry still finds what it buys. The cart says which line is made to order,
 * and that its making time shapes delivery.
 */

const SOFA = { slug: "basant-truck-art-outdoor-sofa", name: "Basant Truck-Art Outdoor Sofa" };
const TEAL_2 = { sku: "OUT-BSNT-TEAL-2", name: `${SOFA.name} (Truck-Art Teal, 2-seater)` };
const IVORY_2 = { sku: "OUT-BSNT-IVR-2", name: `${SOFA.name} (Ivory Acrylic, 2-seater)` };
const AJRAK_2 = { sku: "OUT-BSNT-AJRK-2", name: `${SOFA.name} (Ajrak Print, 2-seater)` };

const product = (page: Page) => page.getByRole("region", { name: "Product" });
const fabric = (page: Page) => product(page).getByRole("group", { name: /^Fabric: / });
const size = (page: Page) => product(page).getByRole("group", { name: /^Size: / });
/** The price the buying column shows for the variant chosen ('PKR 168,000'). */
const price = (page: Page) => product(page).getByText(/^PKR \d{1,3}(,\d{3})*$/);
/** The product page's main picture (its gallery's first figure). */
const mainPicture = (page: Page) => page.getByRole("main").locator("figure").first().locator("img");
const promise = (page: Page) => product(page).getByTestId("delivery-promise");
const variantUrl = (sku: string) => new RegExp(`/furniture/${SOFA.slug}\\?variant=${sku}$`);

/** The day the delivery promise names ('Delivered in Lahore by Mar 05, 2027'), as a time to compare. */
async function promisedDay(page: Page): Promise<number> {
  await expect(promise(page)).toContainText(/ by [A-Z][a-z]{2} \d{2}, \d{4}/);
  const text = (await promise(page).textContent()) ?? "";
  const day = / by ([A-Z][a-z]{2} \d{2}, \d{4})/.exec(text)![1]!;
  const time = Date.parse(`${day} 12:00 UTC`);
  expect(time, `a date in '${text}'`).not.toBeNaN();
  return time;
}

/** Exactly one value of the group is marked as chosen: this one. */
async function expectChosen(group: Locator, value: string) {
  await expect(group.locator('a[aria-current="true"]')).toHaveCount(1);
  await expect(group.getByRole("link", { name: value, exact: true })).toHaveAttribute("aria-current", "true");
}

test("a phone buyer picks a fabric and a size, shares the variant's link, and buys two variants as two named lines", async ({
  page,
  browser,
  checkA11y,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(180_000);
  const email = `variants.${Date.now().toString(36)}.${testInfo.workerIndex}@test.example`;
  const cartBadge = page.locator("header").getByLabel(/items in cart$/);
  const addToCart = product(page).getByRole("button", { name: `Add to Cart: ${SOFA.name}`, exact: true });

  // The catalogue's card cannot know the fabric: a starting price and a way to choose, not Add to Cart.
  await page.goto("/furniture/outdoor");
  const card = page.getByTestId("product-card").filter({ hasText: SOFA.name });
  await expect(card).toContainText("From PKR 168,000");
  // The fabrics it comes in, as swatches on the card, named for screen readers.
  await expect(card.getByTestId("card-swatches")).toHaveText("Fabric: Ivory Acrylic, Truck-Art Teal, Ajrak Print");
  await expect(card.getByTestId("card-swatches").locator("span[aria-hidden=true]")).toHaveCount(3);
  await expect(card.getByRole("button", { name: /^Add to Cart/ })).toHaveCount(0);
  await card.getByRole("link", { name: `Choose options: ${SOFA.name}` }).tap();
  await expect(page).toHaveURL(new RegExp(`/furniture/${SOFA.slug}$`));

  // The page opens on the first variant in stock: Ivory Acrylic, 2-seater.
  await expect(page.getByRole("heading", { level: 1, name: SOFA.name })).toBeVisible();
  await expect(fabric(page)).toHaveAccessibleName("Fabric: Ivory Acrylic");
  await expect(size(page)).toHaveAccessibleName("Size: 2-seater");
  await expect(fabric(page).getByRole("link")).toHaveCount(3);
  for (const value of ["Ivory Acrylic", "Truck-Art Teal", "Ajrak Print"]) {
    await expect(fabric(page).getByRole("link", { name: value, exact: true })).toBeVisible();
  }
  await expect(size(page).getByRole("link")).toHaveText(["2-seater", "3-seater"]);
  await expectChosen(fabric(page), "Ivory Acrylic");
  await expectChosen(size(page), "2-seater");
  await expect(price(page)).toHaveText("PKR 168,000");
  await expect(product(page).getByText("2 in stock", { exact: true })).toBeVisible();
  // The pictures are the chosen fabric's: the sofa drawn in it.
  await expect(mainPicture(page)).toHaveAttribute("src", /-studio-ivory-acrylic\.webp/);

  // Ajrak Print costs PKR 9,000 more, and is printed to order.
  await fabric(page).getByRole("link", { name: "Ajrak Print", exact: true }).tap();
  await expect(page).toHaveURL(variantUrl("OUT-BSNT-AJRK-2"));
  await expect(fabric(page)).toHaveAccessibleName("Fabric: Ajrak Print");
  await expectChosen(fabric(page), "Ajrak Print");
  await expect(price(page)).toHaveText("PKR 177,000");
  await expect(mainPicture(page)).toHaveAttribute("src", /-studio-ajrak-print\.webp/);
  await expect(product(page).getByText("Made to order in 5 weeks", { exact: true })).toBeVisible();

  // Truck-Art Teal keeps the 2-seater: its own address, its own price, one in stock.
  await fabric(page).getByRole("link", { name: "Truck-Art Teal", exact: true }).tap();
  await expect(page).toHaveURL(variantUrl(TEAL_2.sku));
  await expect(fabric(page)).toHaveAccessibleName("Fabric: Truck-Art Teal");
  await expectChosen(fabric(page), "Truck-Art Teal");
  await expect(fabric(page).getByRole("link", { name: "Ajrak Print", exact: true })).not.toHaveAttribute(
    "aria-current",
  );
  await expect(price(page)).toHaveText("PKR 168,000");
  await expect(product(page).getByText("1 in stock", { exact: true })).toBeVisible();
  const fromStock = await promisedDay(page);

  // The 3-seater in teal is stitched to order in 6 weeks: dearer, and promised later than the one in stock.
  await size(page).getByRole("link", { name: "3-seater", exact: true }).tap();
  await expect(page).toHaveURL(variantUrl("OUT-BSNT-TEAL-3"));
  await expect(size(page)).toHaveAccessibleName("Size: 3-seater");
  await expectChosen(size(page), "3-seater");
  await expectChosen(fabric(page), "Truck-Art Teal");
  await expect(price(page)).toHaveText("PKR 210,000");
  await expect(product(page).getByText("Made to order in 6 weeks", { exact: true })).toBeVisible();
  await expect(product(page).getByText(/^\d+ in stock$/)).toHaveCount(0);
  const madeToOrder = await promisedDay(page);
  expect(madeToOrder, "the made-to-order promise is later than the one from stock").toBeGreaterThan(fromStock);

  // Back to the 2-seater: the teal one in stock again.
  await size(page).getByRole("link", { name: "2-seater", exact: true }).tap();
  await expect(page).toHaveURL(variantUrl(TEAL_2.sku));
  await expect(size(page)).toHaveAccessibleName("Size: 2-seater");
  await expectChosen(size(page), "2-seater");
  await expect(price(page)).toHaveText("PKR 168,000");
  await expect(product(page).getByText("1 in stock", { exact: true })).toBeVisible();
  expect(await promisedDay(page)).toBe(fromStock);
  await checkA11y(page);

  // The address is the variant's: a friend who opens the shared link sees the same sofa chosen.
  const friendContext = await otherBrowser(browser, testInfo, addressFor(testInfo, 5));
  try {
    const friend = await friendContext.newPage();
    await friend.goto(page.url());
    await expect(fabric(friend)).toHaveAccessibleName("Fabric: Truck-Art Teal");
    await expect(size(friend)).toHaveAccessibleName("Size: 2-seater");
    await expectChosen(fabric(friend), "Truck-Art Teal");
    await expectChosen(size(friend), "2-seater");
    await expect(price(friend)).toHaveText("PKR 168,000");
    await expect(product(friend).getByText("1 in stock", { exact: true })).toBeVisible();
  } finally {
    await friendContext.close();
  }

  // Ajrak Print into the cart, then Ivory Acrylic: two variants of one sofa.
  await fabric(page).getByRole("link", { name: "Ajrak Print", exact: true }).tap();
  await expect(page).toHaveURL(variantUrl(AJRAK_2.sku));
  await (await hydrated(addToCart)).tap();
  await expect(page.getByRole("status").filter({ hasText: "1 item(s) added to your cart!" })).toBeVisible();
  await expect(cartBadge).toHaveText("1");
  await fabric(page).getByRole("link", { name: "Ivory Acrylic", exact: true }).tap();
  await expect(page).toHaveURL(variantUrl(IVORY_2.sku));
  await expectChosen(fabric(page), "Ivory Acrylic");
  await expect(product(page).getByText("2 in stock", { exact: true })).toBeVisible();
  await (await hydrated(addToCart)).tap();
  await expect(cartBadge).toHaveText("2");

  // The cart keeps one line per variant, each named by its values.
  await page.goto("/cart");
  const lines = page.getByTestId("cart-line");
  await expect(lines).toHaveCount(2);
  for (const { name } of [AJRAK_2, IVORY_2]) {
    await expect(lines.getByRole("heading", { name, exact: true })).toBeVisible();
  }
  // The Ajrak line says it is made to order, in the product page's words; the one from stock says nothing of it.
  const line = (name: string) => lines.filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(line(AJRAK_2.name).getByTestId("cart-line-making")).toHaveText("Made to order in 5 weeks");
  await expect(line(IVORY_2.name).getByTestId("cart-line-making")).toHaveCount(0);
  // Its five weeks are longer than Standard's own lead: the summary says delivery waits for them.
  await expect(page.getByTestId("cart-making")).toContainText("Delivery after 5 weeks in our workshop");
  await expect(page.getByTestId("cart-total")).toHaveText("PKR 345,000");
  await checkA11y(page);
  await page.getByRole("link", { name: /Proceed to Checkout/ }).tap();
  await expect(page).toHaveURL(/\/checkout$/);

  // As a guest, to Lahore (free above PKR 50,000).
  await page.getByLabel("Full name").fill("Zara Qureshi");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Phone", { exact: true }).fill("0301 2345678");
  await page.getByLabel("Address").fill("House 14, Street 2, Cavalry Ground");
  await chooseCity(page, "Lahore", { label: "Delivery (Standard, Zone 1)", fee: "Free" });
  await page.getByRole("button", { name: "Place Order - PKR 345,000" }).tap();
  const number = await expectOrderPlaced(page);
  await expect(page.getByText(`${AJRAK_2.name} x 1`)).toBeVisible();
  await expect(page.getByText(`${IVORY_2.name} x 1`)).toBeVisible();
  await expect(page.getByTestId("order-total")).toHaveText("PKR 345,000");

  // The confirmation mail names both variants.
  const mail = await waitForMail(email, new RegExp(`Order #${number} received`));
  expect(mail).toContain(AJRAK_2.name);
  expect(mail).toContain(IVORY_2.name);

  // The owner's details name both, with their SKUs; so does the invoice.
  const adminContext = await otherBrowser(browser, testInfo, addressFor(testInfo, 6));
  try {
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    await admin.goto(`/admin?q=${encodeURIComponent(email)}`);
    await admin.getByRole("link", { name: `View details of order #${number}` }).click();
    const dialog = admin.getByRole("dialog", { name: `Order #${number}` });
    const items = dialog.getByTestId("details-item");
    await expect(items).toHaveCount(2);
    for (const { name, sku } of [AJRAK_2, IVORY_2]) {
      const item = items.filter({ hasText: name });
      await expect(item).toHaveCount(1);
      await expect(item).toContainText(`SKU ${sku}`);
    }

    const [invoice] = await Promise.all([
      admin.waitForEvent("popup"),
      dialog.getByRole("link", { name: "Invoice", exact: true }).click(),
    ]);
    await expect(invoice).toHaveURL(/\/admin\/orders\/[0-9a-f-]{36}\/invoice$/);
    await expect(invoice.getByRole("heading", { level: 1, name: "Invoice" })).toBeVisible();
    await expect(invoice).toHaveTitle(new RegExp(`^Invoice ${number} `));
    const invoiceLines = invoice.getByTestId("invoice-line");
    await expect(invoiceLines).toHaveCount(2);
    for (const { name } of [AJRAK_2, IVORY_2]) {
      await expect(invoiceLines.filter({ has: invoice.getByText(name, { exact: true }) })).toHaveCount(1);
    }
  } finally {
    await adminContext.close();
  }
  expect(consoleErrors).toEqual([]);
});
