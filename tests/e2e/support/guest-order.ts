import { expect, type APIRequestContext } from "@playwright/test";
import { sameOrigin } from "./security";

/** The value of a hidden field of a form in `html` ('' when there is none). */
const hidden = (html: string, name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1] ?? "";

/**
 * A guest's order of one piece (`slug`), placed by `guest` as the checkout form sends it without
 * JavaScript (its hidden key and the totals it shows), with this e-mail, to Lahore and paid by
 * bank transfer (no cash-on-delivery cap in the way). Answers the order's number.
 */
export async function placeGuestOrder(guest: APIRequestContext, baseURL: string, slug: string, email: string) {
  const product = await (await guest.get(`/furniture/${slug}`)).text();
  const productId = /name="productId"[^>]*value="([0-9a-f-]{36})"/.exec(product)?.[1];
  expect(productId, "the product's add-to-cart form").toBeTruthy();
  const added = await guest.post("/cart", {
    headers: sameOrigin(baseURL),
    form: { intent: "add", productId: productId!, quantity: "1" },
  });
  expect(added.status()).toBe(200);
  const checkout = await (await guest.get("/checkout")).text();
  const form = {
    idempotencyKey: hidden(checkout, "idempotencyKey"),
    shownPrices: hidden(checkout, "shownPrices"),
    fullName: "Guest Buyer",
    email,
    phone: "0300 5550123",
    address: "House 5, Street 11, Garden Town",
    city: "Lahore",
    deliveryOption: "standard",
    paymentMethod: "bank_transfer",
    notes: "",
  };
  const post = (shownTotal: string) =>
    guest.post("/checkout", { headers: sameOrigin(baseURL), maxRedirects: 0, form: { ...form, shownTotal } });
  // The total shown before a city is typed is the goods alone: the answer shows the one with delivery, to confirm.
  let placed = await post(hidden(checkout, "shownTotal"));
  if (placed.status() === 409) placed = await post(hidden(await placed.text(), "shownTotal"));
  expect(placed.status(), "placed: redirected to the order's page").toBe(302);
  const number = /\/orders\/([0-9A-F]{8})\?placed=1$/.exec(placed.headers()["location"] ?? "")?.[1];
  expect(number, "the order's number").toBeTruthy();
  return number!;
}
