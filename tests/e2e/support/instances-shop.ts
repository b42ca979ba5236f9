import { expect } from "@playwright/test";
import type { ReceivedMail, SmtpSink } from "../../setup/smtp-sink";
import { linkIn } from "./mailbox";
import { SESSION_COOKIE, ShopClient } from "./instances-http";

/** The shop's flows over plain HTTP, as the forms and better-auth's endpoints take them. */

export const PASSWORD = "instances-password-1";

/** Waits until the sink holds a mail to `to` whose subject matches. */
export async function sinkMail(sink: SmtpSink, to: string, subject: RegExp): Promise<ReceivedMail> {
  const find = () =>
    sink.received.find((mail) => mail.envelopeTo.includes(to) && subject.test(mail.header("Subject") ?? ""));
  await expect
    .poll(() => Boolean(find()), { timeout: 20_000, message: `a mail to ${to} matching ${subject}` })
    .toBe(true);
  return find()!;
}

/**
 * Signs a customer up on `signUpOrigin` and confirms the address by the
 * mail's link on `verifyOrigin`: the link leads to choosing the password
 * (docs/decisions/028), chosen there with the page's token, and the customer
 * then signs in there. Two origins: the link one instance signs must be
 * honoured by the other.
 */
export async function signUpVerified(
  sink: SmtpSink,
  client: ShopClient,
  email: string,
  origins: { signUp: string; verify: string },
) {
  const name = `Customer ${email.split("@")[0]}`;
  const signUp = await client.request(origins.signUp, "/api/auth/sign-up/email", {
    json: { name, email, password: PASSWORD, callbackURL: "/" },
  });
  expect(signUp.status, await signUp.clone().text()).toBe(200);
  const mail = await sinkMail(sink, email, /Confirm your e-mail/);
  const link = new URL(linkIn(mail.decoded, "/api/auth/verify-email"));
  expect(link.origin, "the link points at the instance that sent it").toBe(origins.signUp);
  const verified = await client.get(origins.verify, link.pathname + link.search);
  expect(verified.status, await verified.clone().text()).toBe(302);
  const page = new URL(verified.headers.get("location") ?? "", origins.verify);
  expect(page.pathname, "the link leads to choosing the password").toBe("/auth/reset-password");
  const chosen = await client.request(origins.verify, "/api/auth/reset-password", {
    json: { token: page.searchParams.get("token"), newPassword: PASSWORD },
  });
  expect(chosen.status, await chosen.clone().text()).toBe(200);
  await signIn(client, origins.verify, email);
}

export async function signIn(client: ShopClient, origin: string, email: string, password = PASSWORD) {
  const response = await client.request(origin, "/api/auth/sign-in/email", { json: { email, password } });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(client.hasCookie(SESSION_COOKIE)).toBe(true);
}

export async function addToCart(client: ShopClient, origin: string, productId: string, quantity = 1) {
  const response = await client.post(origin, "/cart", { intent: "add", productId, quantity: String(quantity) });
  expect(response.status, "adding to the cart").toBe(200);
}

/**
 * Opens the checkout form (which hands out the order's idempotency key and
 * the total it shows) and returns a function that posts it: tests fire the
 * posts together. The form sends back the total the customer saw; a server
 * total that differs places nothing. The page shows the total before a city is
 * typed (the subtotal), which is what Lahore charges only from PKR 50,000 up
 * (free Standard delivery in Zone 1): buy pieces of at least that price.
 */
export async function prepareCheckout(client: ShopClient, origin: string, email: string) {
  const page = await client.get(origin, "/checkout");
  expect(page.status).toBe(200);
  const html = await page.text();
  const key = /name="idempotencyKey" value="([0-9a-f-]{36})"/.exec(html)?.[1];
  expect(key, "the checkout form carries an idempotency key").toBeTruthy();
  const shownTotal = /name="shownTotal" value="(\d+)"/.exec(html)?.[1];
  expect(shownTotal, "the checkout form carries the total it shows").toBeTruthy();
  expect(
    Number(shownTotal),
    "Lahore delivers free from PKR 50,000: the total shown is the one charged",
  ).toBeGreaterThanOrEqual(50_000);
  return () =>
    client.post(origin, "/checkout", {
      idempotencyKey: key!,
      shownTotal: shownTotal!,
      fullName: "Instance Tester",
      email,
      phone: "0300 1234567",
      address: "House 1, Street 2, Gulberg",
      city: "Lahore",
      paymentMethod: "cod",
    });
}

/** The order number of a checkout that succeeded: it redirects to the order's page, `/orders/<number>?placed=1`. */
export function placedNumber(response: Response): string {
  expect(response.status, "a placed order redirects").toBe(302);
  const number = /^\/orders\/([0-9A-F]{8})\?placed=1$/.exec(response.headers.get("location") ?? "")?.[1];
  expect(number, `the redirect names the order: ${response.headers.get("location")}`).toBeTruthy();
  return number!;
}
