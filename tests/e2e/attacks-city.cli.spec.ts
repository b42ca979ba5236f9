import { expect, test, type APIRequestContext } from "@playwright/test";
import { disposeAll, newClient, sameOrigin, signInAdmin } from "./support/security";

/**
 * Issue 32, part 2, against the production build: delivery and its advance cannot be dodged by
 * the city. Each attack is a guest's real /checkout form post, as a browser without JavaScript
 * sends it (the hidden idempotency key, the total shown and the prices shown, read from the
 * page). Before the fix a look-alike of Lahore was a city in no zone (delivery 'to be confirmed',
 * no advance), and an address in Karachi with the city typed as Lahore paid Lahore's fee.
 */

// A piece well under Zone 1's free delivery (PKR 50,000): Lahore's Standard delivery is PKR 3,500.
const PRODUCT = "/furniture/khaddar-handloom-cushion-set";
const LAHORE_FEE = 3_500;

const clients: APIRequestContext[] = [];
test.afterAll(() => disposeAll(...clients));

const rupees = (amount: number) => `PKR ${amount.toLocaleString("en-US")}`;

/** The value of a hidden field of the checkout form in `html`. */
function hidden(html: string, name: string): string {
  const value = new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1];
  if (value === undefined) throw new Error(`no field ${name} on the page`);
  return value;
}

/** A guest (its own client address and cookies) with the piece in the cart, and the checkout page's figures. */
async function guestAtCheckout(baseURL: string) {
  const guest = await newClient(baseURL);
  clients.push(guest);
  const productPage = await (await guest.get(PRODUCT)).text();
  const productId = /name="productId"[^>]*value="([0-9a-f-]{36})"/.exec(productPage)?.[1];
  expect(productId, "the product's add-to-cart form").toBeTruthy();
  const added = await guest.post("/cart", {
    headers: sameOrigin(baseURL),
    form: { intent: "add", productId: productId!, quantity: "1" },
  });
  expect(added.status()).toBe(200);
  const page = await (await guest.get("/checkout")).text();
  // No city typed yet: the total shown is the goods alone.
  const subtotal = Number(hidden(page, "shownTotal"));
  expect(subtotal).toBeGreaterThan(0);
  expect(subtotal, "under Zone 1's free delivery").toBeLessThan(50_000);
  return { guest, page, subtotal };
}

/** POST /checkout as the form sends it, paid by bank transfer (no cash-on-delivery cap in the way). */
function placeOrder(
  guest: APIRequestContext,
  baseURL: string,
  page: string,
  fields: { city: string; address: string; shownTotal: number },
) {
  return guest.post("/checkout", {
    headers: sameOrigin(baseURL),
    maxRedirects: 0,
    form: {
      idempotencyKey: hidden(page, "idempotencyKey"),
      shownPrices: hidden(page, "shownPrices"),
      shownTotal: String(fields.shownTotal),
      fullName: "Guest Attacker",
      email: `city-attack-${Date.now()}-${Math.floor(Math.random() * 1e6)}@shahkaar.test`,
      phone: "0300 1234567",
      address: fields.address,
      city: fields.city,
      deliveryOption: "standard",
      paymentMethod: "bank_transfer",
      notes: "",
    },
  });
}

/** The order page that a placed order's redirect opens, for the guest who placed it. */
async function placedOrderPage(guest: APIRequestContext, response: Awaited<ReturnType<typeof placeOrder>>) {
  expect(response.status(), "placed: redirected to the order's page").toBe(302);
  const location = response.headers()["location"]!;
  expect(location).toMatch(/^\/orders\/[0-9A-F]{8}\?placed=1$/);
  const orderPage = await guest.get(location);
  expect(orderPage.status()).toBe(200);
  return orderPage.text();
}

test("a look-alike of Lahore (a Cyrillic 'а') is priced as Lahore (was: a city in no zone, delivery to be confirmed)", async ({
  baseURL,
}) => {
  const { guest, page, subtotal } = await guestAtCheckout(baseURL!);
  const city = "L\u0430hore";

  // The total a city in no zone shows (the goods alone) is not Lahore's: nothing is placed.
  const dodged = await placeOrder(guest, baseURL!, page, {
    city,
    address: "12 Mall Road, Gulberg",
    shownTotal: subtotal,
  });
  expect(dodged.status()).toBe(409);
  const refusal = await dodged.text();
  expect(refusal).toContain(
    `The total changed from ${rupees(subtotal)} to ${rupees(subtotal + LAHORE_FEE)}. Nothing has been charged.`,
  );
  expect(hidden(refusal, "shownTotal"), "the page now shows Lahore's total").toBe(String(subtotal + LAHORE_FEE));

  // Confirmed at Lahore's total, as the page now shows it: a Zone 1 order with Lahore's fee.
  const confirmed = await placeOrder(guest, baseURL!, refusal, {
    city,
    address: "12 Mall Road, Gulberg",
    shownTotal: Number(hidden(refusal, "shownTotal")),
  });
  const order = await placedOrderPage(guest, confirmed);
  expect(order).toContain("Delivery (Standard, Zone 1)");
  expect(order).toMatch(new RegExp(`data-testid="order-delivery-fee"[^>]*>${rupees(LAHORE_FEE)}<`));
});

test("an address in Karachi with the city typed as Lahore is priced by quote, and said so before the order (was: Lahore's fee)", async ({
  baseURL,
}) => {
  const { guest, page, subtotal } = await guestAtCheckout(baseURL!);
  const where = { city: "Lahore", address: "House 5, Clifton, Karachi" };

  // Lahore's total is not what this address costs: nothing is placed, and the page says why.
  const dodged = await placeOrder(guest, baseURL!, page, { ...where, shownTotal: subtotal + LAHORE_FEE });
  expect(dodged.status()).toBe(409);
  const refusal = await dodged.text();
  expect(refusal).toContain(
    `The total changed from ${rupees(subtotal + LAHORE_FEE)} to ${rupees(subtotal)}. Nothing has been charged.`,
  );
  expect(refusal).toContain(
    "Delivery to this city is priced by quote: we tell you the charge before we confirm your order.",
  );
  expect(refusal).toContain("Your address names Karachi");
  expect(hidden(refusal, "shownTotal")).toBe(String(subtotal));

  // Confirmed as shown: delivery to be confirmed, the shop names the fee.
  const confirmed = await placeOrder(guest, baseURL!, refusal, { ...where, shownTotal: subtotal });
  const order = await placedOrderPage(guest, confirmed);
  expect(order).toMatch(/data-testid="order-delivery-fee"[^>]*>To be confirmed</);

  // The admin's order list does not offer work on it until the fee is named, and says why.
  const number = /\/orders\/([0-9A-F]{8})/.exec(confirmed.headers()["location"]!)![1]!;
  const admin = await signInAdmin(baseURL!);
  clients.push(admin);
  const list = await (await admin.get(`/admin?q=${number}`)).text();
  expect(list).toContain(`#${number}`);
  expect(list).toContain("Work statuses open once the delivery charge is set in the order&#x27;s details.");
  for (const status of ["work_started", "in_production", "ready_for_delivery", "delivered", "completed"]) {
    expect(list, status).toMatch(new RegExp(`<option value="${status}" disabled="">`));
  }
  expect(list).toMatch(/<option value="confirmed">/);
});
