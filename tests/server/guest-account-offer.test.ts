import { beforeAll, describe, expect, it } from "vitest";
import { handleGuestAccount } from "~/modules/orders/order-page.server";
import { listCustomerOrders } from "~/modules/orders/orders.server";
import { action as resetAction } from "~/routes/account/reset-password";
import {
  choosePasswordPage,
  cookiesOf,
  freshIp,
  linkIn,
  mailsTo,
  openLatestVerifyLink,
  pageRequest,
  registerCustomer,
  routeArgs,
  sessionEmail,
  setupAccounts,
  signIn,
  signUp,
  thrownResponse,
  userRow,
} from "../setup/accounts";
import { checkoutForm, orderPage, postCheckout, visitorWith } from "../setup/guest-checkout";
import { makeProduct } from "../setup/orders";

/**
 * The account offer of a guest's order page (issue 32, part 4): it mails a link to the order's
 * address, where the password is chosen, and takes no password itself, since the page is open
 * to whoever placed the order with any address. One mail per address per ten minutes.
 */
setupAccounts();

/** A guest's order with this e-mail: its number and the browser (cookie) that placed it. */
async function guestOrder(email: string) {
  const product = await makeProduct({ price: 30_000, stock: 5 });
  const visitor = await visitorWith(product.id, 1);
  const placed = await postCheckout(await checkoutForm(visitor.owner, { email }), visitor.cookie);
  return { number: /\/orders\/([0-9A-F]{8})/.exec(placed.redirect!)![1]!, cookie: visitor.cookie };
}

/** POST /orders/:number as the page's form sends it (with whatever fields a client adds). */
async function offer(number: string, cookie: string, form: Record<string, string> = {}) {
  const result = (await handleGuestAccount(pageRequest(`/orders/${number}`, { cookie, form }), number)) as {
    data: { sent?: true; email?: string; error?: string | null };
    init: ResponseInit | null;
  };
  return { status: result.init?.status ?? 200, headers: new Headers(result.init?.headers), body: result.data };
}

describe("the account offer after a guest order", () => {
  const email = "rabia.buyer@shop.example";
  let number = "";
  let cookie = "";

  beforeAll(async () => {
    ({ number, cookie } = await guestOrder(email));
  });

  it("mails a link to the order's address and sets no password, whatever the form sends", async () => {
    // Whoever placed the order (perhaps with someone else's address) tries to set a password.
    const sent = await offer(number, cookie, { password: "placer-password-1" });
    expect(sent).toMatchObject({ status: 200, body: { sent: true, email } });
    expect(await userRow(email)).toMatchObject({ emailVerified: false, name: "Guest Buyer" });
    expect((await signIn(freshIp(), { email, password: "placer-password-1" })).status).toBe(401);

    const [mail] = await mailsTo(email, "verify-email");
    expect(mail!.text).toContain("choose the password");
    expect(new URL(linkIn(mail!.text)).searchParams.get("callbackURL")).toBe(`/orders/${number}`);
  });

  it("lets the holder of the address choose the password there, and brings them back to the order", async () => {
    const { token, redirectTo } = choosePasswordPage(await openLatestVerifyLink(email, freshIp()));
    expect(redirectTo).toBe(`/orders/${number}`);
    const form = { token, password: "rabia-password-1", confirm: "rabia-password-1", redirectTo: redirectTo! };
    const chosen = await thrownResponse(() => resetAction(routeArgs(pageRequest("/auth/reset-password", { form }))));
    expect(chosen.headers.get("Location")).toBe(`/orders/${number}`);
    const signedIn = cookiesOf(chosen);
    expect(await sessionEmail(signedIn, freshIp())).toBe(email);
    expect(await orderPage(number, { cookie: signedIn })).toMatchObject({ status: 200 });
    const row = (await userRow(email))!;
    const orders = await listCustomerOrders({ userId: row.id, email: row.email, emailVerified: row.emailVerified });
    expect(orders.map((order) => order.number)).toEqual([number]);
  });

  it("mails one link per address in ten minutes: more asks are answered 429 with Retry-After", async () => {
    const again = await guestOrder("farah.buyer@shop.example");
    expect((await offer(again.number, again.cookie)).status).toBe(200);
    const refused = await offer(again.number, again.cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(500);
    expect(refused.body.error).toMatch(/^We have just sent a link to this address\. .* ask again in 10 minute\(s\)\.$/);
    // A variant of the address is the same mailbox.
    const variant = await guestOrder("Farah.Buyer@shop.example");
    expect((await offer(variant.number, variant.cookie)).status).toBe(429);
    expect(await mailsTo("farah.buyer@shop.example", "verify-email")).toHaveLength(1);
  });

  it("answers an address that has an account as any other, and mails an unconfirmed one its link again", async () => {
    await registerCustomer({ email: "owner.buyer@shop.example", password: "owner-password-1" });
    const owned = await guestOrder("owner.buyer@shop.example");
    expect(await offer(owned.number, owned.cookie)).toMatchObject({ status: 200, body: { sent: true } });
    expect(await mailsTo("owner.buyer@shop.example", "verify-email")).toHaveLength(1); // the sign-up's only

    // Someone made an account of this address first, with a password of theirs.
    expect((await signUp(freshIp(), { email: "early.buyer@shop.example", password: "early-password-1" })).status).toBe(
      200,
    );
    const early = await guestOrder("early.buyer@shop.example");
    expect(await offer(early.number, early.cookie)).toMatchObject({ status: 200, body: { sent: true } });
    expect(await mailsTo("early.buyer@shop.example", "verify-email")).toHaveLength(2);
  });
});
