import { request as newRequest, type Page, type TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hydrated } from "./support/hydrated";
import { addressFor, otherBrowser } from "./support/other-browser";

/**
 * Issue 33, part 4: the product page promises delivery to the buyer's city, chosen once with
 * 'Deliver to' and remembered for the visit (a session cookie), with the date's year and the
 * charge checkout's quote gives that city for the piece. It works without JavaScript too, and the
 * shared page cache never keeps a page that names a visitor's city.
 */

// Pieces no other journey buys, both below Karachi's free-above threshold (PKR 100,000) and above Lahore's (PKR 50,000).
const ARMCHAIR = { path: "/furniture/kinnow-accent-armchair", name: "Kinnow Accent Armchair" };
const CABINET = { path: "/furniture/bahi-khata-filing-cabinet", name: "Bahi Khata Filing Cabinet" };

const DAY = "[A-Z][a-z]{2} \\d{2}, \\d{4}";
const KARACHI = new RegExp(`^Delivered to Karachi by ${DAY}, PKR 12,000$`);
const LAHORE_FREE = new RegExp(`^Delivered to Lahore by ${DAY}, free delivery$`);
const FIRST_CITY = new RegExp(`^Delivered in Lahore by ${DAY}$`);

const promiseOf = (page: Page) => page.getByTestId("delivery-promise").locator("b");
const cityField = (page: Page) => page.getByLabel("Deliver to:");
const update = (page: Page) => page.getByRole("button", { name: "Update delivery city" });

async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  if (!process.env.DELIVERY_SCREENSHOTS) return;
  const size = page.viewportSize()!;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({
      path: `${process.env.DELIVERY_SCREENSHOTS}/${name}-${testInfo.project.name}-${width}.png`,
    });
  }
  await page.setViewportSize(size);
}

test("a chosen city's promise shows in place, stays for the visit and starts checkout's City field", async ({
  page,
  context,
  baseURL,
  checkA11y,
  consoleErrors,
}, testInfo) => {
  await page.goto(ARMCHAIR.path);
  // No city chosen: the policy's first city, with the year.
  await expect(promiseOf(page)).toHaveText(FIRST_CITY);
  await expect(cityField(page)).toHaveValue("");
  await expect(cityField(page)).toHaveAttribute("list", "delivery-cities");
  await expect(page.locator("#delivery-cities option[value='Karachi']")).toHaveCount(1);
  await screenshots(page, testInfo, "product-no-city");

  // Chosen with JavaScript: the page changes in place, without loading a new document.
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await (await hydrated(cityField(page))).fill("Karachi");
  await update(page).click();
  await expect(promiseOf(page)).toHaveText(KARACHI);
  expect(documents).toEqual([]);
  await expect(page).toHaveURL(new RegExp(`${ARMCHAIR.path}$`));

  // Remembered for the visit: a session cookie, HttpOnly and SameSite=Lax.
  const cookie = (await context.cookies()).find((item) => item.name === "shop.deliver-to");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", expires: -1 });

  // Text that names no city changes nothing, and says so.
  await cityField(page).fill("Narnia");
  await update(page).click();
  await expect(page.getByRole("alert").filter({ hasText: "We could not find that city" })).toBeVisible();
  await expect(cityField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(promiseOf(page)).toHaveText(KARACHI);
  await checkA11y(page);
  await screenshots(page, testInfo, "product-refused");

  // Still Karachi after a reload and on another piece.
  await page.reload();
  await expect(promiseOf(page)).toHaveText(KARACHI);
  await expect(cityField(page)).toHaveValue("Karachi");
  await screenshots(page, testInfo, "product-karachi");
  await page.goto(CABINET.path);
  await expect(promiseOf(page)).toHaveText(KARACHI);

  // Checkout's City field starts with it.
  await (await hydrated(page.getByRole("button", { name: `Add to Cart: ${CABINET.name}`, exact: true }))).click();
  await expect(page.getByRole("status").filter({ hasText: "added to your cart" })).toBeVisible();
  await page.goto("/checkout");
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("Karachi");

  // Nothing of this visitor's city reaches the shared page cache: a visitor without a cookie gets the first city.
  const visitor = await newRequest.newContext({ baseURL });
  await expect
    .poll(async () => (await visitor.get(ARMCHAIR.path)).headers()["x-page-cache"], { timeout: 15_000 })
    .toBe("hit");
  const shared = await (await visitor.get(ARMCHAIR.path)).text();
  expect(shared).toMatch(/Delivered in Lahore by/);
  expect(shared).not.toMatch(/Delivered to |Karachi by/);
  await visitor.dispose();
  // The visitor with the cookie is never answered from it.
  const own = await page.request.get(ARMCHAIR.path);
  expect(own.headers()["x-page-cache"]).toBeUndefined();
  expect(await own.text()).toMatch(/Delivered to Karachi by/);
  // The refused city's answer is a 400 (so that the page's loaders do not run again for nothing).
  expect(consoleErrors.filter((error) => !/Failed to load resource: .* status of 400/.test(error))).toEqual([]);
});

test("an area names its city: 'DHA Lahore' is Lahore, free above its threshold", async ({ page }) => {
  await page.goto(ARMCHAIR.path);
  await (await hydrated(cityField(page))).fill("DHA Lahore");
  await update(page).click();
  await expect(promiseOf(page)).toHaveText(LAHORE_FREE);
  // The field keeps what was typed (and the focus, after Enter); the page names the city the server read.
  await expect(cityField(page)).toHaveValue("DHA Lahore");
  await page.reload();
  await expect(promiseOf(page)).toHaveText(LAHORE_FREE);
  await expect(cityField(page)).toHaveValue("Lahore");
  // A city the policy prices by quote says so, with no date nor charge. Sent with Enter, the focus stays in the field.
  await (await hydrated(cityField(page))).fill("Gilgit");
  await cityField(page).press("Enter");
  await expect(promiseOf(page)).toHaveText("Delivery to Gilgit is priced by quote at checkout");
  await expect(cityField(page)).toBeFocused();
});

test("choosing the city works without JavaScript", async ({ browser }, testInfo) => {
  const context = await otherBrowser(browser, testInfo, addressFor(testInfo, 41), { javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(ARMCHAIR.path);
    await expect(promiseOf(page)).toHaveText(FIRST_CITY);
    await cityField(page).fill("KHI");
    await update(page).click();
    await expect(page).toHaveURL(new RegExp(`${ARMCHAIR.path}$`));
    await expect(promiseOf(page)).toHaveText(KARACHI);
    await expect(cityField(page)).toHaveValue("Karachi");

    await cityField(page).fill("DHA Lahore");
    await update(page).click();
    await expect(promiseOf(page)).toHaveText(LAHORE_FREE);

    // Refused: a note on the page, the promise unchanged, and no words of the buyer's in the address.
    await cityField(page).fill("Narnia");
    await update(page).click();
    await expect(page).toHaveURL(new RegExp(`${ARMCHAIR.path}\\?deliver-to=unknown$`));
    await expect(page.getByRole("alert").filter({ hasText: "We could not find that city" })).toBeVisible();
    await expect(promiseOf(page)).toHaveText(LAHORE_FREE);
    await screenshots(page, testInfo, "product-scriptless-refused");

    await page.goto(CABINET.path);
    await expect(promiseOf(page)).toHaveText(LAHORE_FREE);
  } finally {
    await context.close();
  }
});
