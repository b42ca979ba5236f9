import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { auth } from "~/modules/accounts/auth.server";
import { listCustomerOrders } from "~/modules/orders/orders.server";
import { action as resetAction } from "~/routes/account/reset-password";
import {
  callAuth,
  choosePasswordPage,
  confirmByLink,
  cookiesOf,
  freshIp,
  linkIn,
  mailsTo,
  openLatestVerifyLink,
  pageRequest,
  routeArgs,
  sessionEmail,
  setupAccounts,
  signIn,
  signUp,
  thrownResponse,
  userRow,
} from "../setup/accounts";
import { checkoutForm, postCheckout, visitorWith } from "../setup/guest-checkout";
import { makeProduct } from "../setup/orders";

/**
 * Account pre-hijacking through sign-up (issue 32, part 4; docs/decisions/028): someone signs up
 * with another person's address and a password of their own. Proving the address must not adopt
 * that password: the confirmation link sends its opener to choose the password, which ends every
 * session of the account, and only then is the address verified and its guest orders the
 * account's.
 */
setupAccounts();

const victim = "nadia.victim@shop.example";
const attacker = { email: victim, password: "attacker-password-1", name: "Nadia Khan" };

/** The holder of the address opens the link of the newest confirmation mail and chooses `password` on its page. */
async function holderChooses(email: string, password: string) {
  const { token, redirectTo } = choosePasswordPage(await openLatestVerifyLink(email, freshIp()));
  const form = { token, password, confirm: password, redirectTo: redirectTo ?? "/" };
  return thrownResponse(() => resetAction(routeArgs(pageRequest("/auth/reset-password", { form }))));
}

const customerOf = async (email: string) => {
  const row = (await userRow(email))!;
  return { userId: row.id, email: row.email, emailVerified: row.emailVerified };
};

describe("an account someone else signed up with my address", () => {
  it("never signs in with their password once I prove the address, and I am signed in with mine", async () => {
    // A guest order of mine, placed before anyone made an account of my address.
    const product = await makeProduct({ price: 25_000, stock: 5 });
    const visitor = await visitorWith(product.id, 1);
    const placed = await postCheckout(await checkoutForm(visitor.owner, { email: victim }), visitor.cookie);
    expect(placed.redirect).toMatch(/^\/orders\/[0-9A-F]{8}\?placed=1$/);

    expect((await signUp(freshIp(), attacker)).status).toBe(200);
    expect((await signIn(freshIp(), attacker)).status).toBe(403); // unconfirmed

    // Opening the link proves the address but adopts nothing: no session, not verified, my orders not theirs.
    const opened = await openLatestVerifyLink(victim, freshIp());
    choosePasswordPage(opened);
    expect(cookiesOf(opened)).toBe("");
    expect(await userRow(victim)).toMatchObject({ emailVerified: false });
    expect(await listCustomerOrders(await customerOf(victim))).toEqual([]);
    expect((await signIn(freshIp(), attacker)).status).toBe(403);

    const chosen = await holderChooses(victim, "nadia-own-password-2");
    expect(chosen.status).toBe(302);
    expect(await sessionEmail(cookiesOf(chosen), freshIp())).toBe(victim);
    expect(await userRow(victim)).toMatchObject({ emailVerified: true });
    expect(await listCustomerOrders(await customerOf(victim))).toHaveLength(1);

    expect((await signIn(freshIp(), attacker)).status).toBe(401);
    expect((await signIn(freshIp(), { email: victim, password: "nadia-own-password-2" })).status).toBe(200);
  });

  it("ends every session the account had when the address is proven", async () => {
    const email = "omar.victim@shop.example";
    expect((await signUp(freshIp(), { ...attacker, email })).status).toBe(200);
    const row = (await userRow(email))!;
    // Whatever way a session was come by before the proof (none is given to an unconfirmed
    // account today): the proof ends it.
    const held = await (await auth().$context).internalAdapter.createSession(row.id);
    expect(await db().$count(sessions, eq(sessions.userId, row.id))).toBe(1);

    expect((await confirmByLink(email, "omar-own-password-3")).status).toBe(200);
    const left = await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, row.id));
    expect(left.map((session) => session.id)).not.toContain(held.id);
    expect(left).toEqual([]);
  });

  it("takes a password chosen by a forgotten-password link as proof too, and confirms the address", async () => {
    const email = "hira.victim@shop.example";
    expect((await signUp(freshIp(), { ...attacker, email })).status).toBe(200);
    const asked = await callAuth("/request-password-reset", {
      ip: freshIp(),
      body: { email, redirectTo: "/auth/reset-password" },
    });
    expect(asked.status).toBe(200);
    const [mail] = await mailsTo(email, "reset-password");
    const token = /\/api\/auth\/reset-password\/([\w-]+)/.exec(linkIn(mail!.text))![1]!;
    const reset = await callAuth("/reset-password", {
      ip: freshIp(),
      body: { token, newPassword: "hira-own-password-5" },
    });
    expect(reset.status).toBe(200);

    expect(await userRow(email)).toMatchObject({ emailVerified: true });
    expect((await signIn(freshIp(), { ...attacker, email })).status).toBe(401);
    expect((await signIn(freshIp(), { email, password: "hira-own-password-5" })).status).toBe(200);
  });

  it("mails the confirmation again when I sign up after them, so that I choose the password", async () => {
    const email = "sadia.victim@shop.example";
    expect((await signUp(freshIp(), { ...attacker, email })).status).toBe(200);
    expect(await mailsTo(email, "verify-email")).toHaveLength(1);

    // My own sign-up is answered as any other, and my mailbox gets the link again.
    const mine = await signUp(freshIp(), { email, password: "sadia-own-password-4", name: "Sadia" });
    expect(mine.status).toBe(200);
    expect(await mailsTo(email, "verify-email")).toHaveLength(2);
    // Once per ten minutes: more sign-ups of the address mail nothing more.
    expect((await signUp(freshIp(), { ...attacker, email })).status).toBe(200);
    expect(await mailsTo(email, "verify-email")).toHaveLength(2);

    expect((await holderChooses(email, "sadia-own-password-4")).status).toBe(302);
    expect((await signIn(freshIp(), { ...attacker, email })).status).toBe(401);
    expect((await signIn(freshIp(), { email, password: "sadia-own-password-4" })).status).toBe(200);
  });
});
