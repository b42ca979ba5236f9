import { expect, test, type APIRequestContext } from "@playwright/test";
import { secretOf, totpCode } from "../setup/totp";
import { placeGuestOrder } from "./support/guest-order";
import { linkIn, waitForMail } from "./support/mailbox";
import { disposeAll, newClient, proveAddress, sameOrigin, signUpCustomer } from "./support/security";

/**
 * Issue 32, part 4 and part of 6, against the production build: nobody may prepare an account
 * for someone else, nor sign in twice with one authenticator code. Before the fix, a guest order
 * placed with the victim's address let its placer set the account's password on the order's
 * page, and a plain sign-up did the same: once the victim clicked the confirmation mail, the
 * attacker signed in as the victim ('Pre-hijacked accounts', Sudhodanan and Paverd, 2022). And a
 * code seen over a shoulder signed in again within its 30 seconds. Each client has its own
 * address (X-Forwarded-For, TRUST_PROXY in e2e).
 */

const ATTACKER_PASSWORD = "attacker-password-1";
const VICTIM_PASSWORD = "victim-password-1";

const clients: APIRequestContext[] = [];
test.afterAll(() => disposeAll(...clients));

async function client(baseURL: string) {
  const made = await newClient(baseURL);
  clients.push(made);
  return made;
}

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

function signIn(who: APIRequestContext, baseURL: string, email: string, password: string) {
  return who.post("/api/auth/sign-in/email", { headers: sameOrigin(baseURL), data: { email, password } });
}

async function sessionEmail(who: APIRequestContext): Promise<string | null> {
  const session = (await (await who.get("/api/auth/get-session")).json()) as { user?: { email: string } } | null;
  return session?.user?.email ?? null;
}

test("an order's page takes no password for its address: only the mailbox's holder chooses it (was: the placer set it)", async ({
  baseURL,
}) => {
  const email = `order-victim.${stamp()}@test.example`;
  const attacker = await client(baseURL!);
  const number = await placeGuestOrder(attacker, baseURL!, "multani-blue-pottery-vase", email);

  // The placer asks for the account with a password of their own, as the old form sent it.
  const offered = await attacker.post(`/orders/${number}`, {
    headers: sameOrigin(baseURL!),
    form: { password: ATTACKER_PASSWORD },
    maxRedirects: 0,
  });
  expect(offered.status()).toBe(200);
  expect(await offered.text()).toContain("We have sent a link to");

  // The victim gets the mail and proves the address: the link leads to choosing the password.
  const victim = await client(baseURL!);
  const chosen = await proveAddress(victim, baseURL!, email, VICTIM_PASSWORD);
  expect(chosen.status(), await chosen.text()).toBe(200);

  expect((await signIn(attacker, baseURL!, email, ATTACKER_PASSWORD)).status()).toBe(401);
  expect(await sessionEmail(attacker)).toBeNull();
  expect((await signIn(victim, baseURL!, email, VICTIM_PASSWORD)).status()).toBe(200);
  expect(await sessionEmail(victim)).toBe(email);
  // The guest order is the account's now (React writes "Order #<!-- -->NUMBER" into the page).
  expect(await (await victim.get("/profile?tab=orders")).text()).toMatch(new RegExp(`Order #(<!-- -->)?${number}`));
});

test("a sign-up with someone else's address: proving it ends the signer's sessions, and their password never signs in (was: it signed in as the victim)", async ({
  baseURL,
}) => {
  const email = `signup-victim.${stamp()}@test.example`;
  const attacker = await client(baseURL!);
  const signUp = await attacker.post("/api/auth/sign-up/email", {
    headers: sameOrigin(baseURL!),
    data: { email, password: ATTACKER_PASSWORD, name: "Nadia Khan", callbackURL: "/" },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);

  // The victim opens the confirmation link; the attacker tries their password right after.
  const victim = await client(baseURL!);
  const opened = await victim.get(linkIn(await waitForMail(email, /Confirm your e-mail/), "/api/auth/verify-email"));
  const early = await signIn(attacker, baseURL!, email, ATTACKER_PASSWORD);
  const page = new URL(opened.url());
  expect(page.pathname, "the link leads to choosing the password, and signs nobody in").toBe("/auth/reset-password");
  expect(await sessionEmail(victim)).toBeNull();
  expect(early.status(), "not confirmed yet").toBe(403);

  // The victim chooses the password on that page (a form post, as a browser without JavaScript sends it).
  const chosen = await victim.post("/auth/reset-password", {
    headers: sameOrigin(baseURL!),
    form: {
      token: page.searchParams.get("token") ?? "",
      password: VICTIM_PASSWORD,
      confirm: VICTIM_PASSWORD,
      redirectTo: page.searchParams.get("redirectTo") ?? "/",
    },
    maxRedirects: 0,
  });
  expect(chosen.status()).toBe(302);
  expect(chosen.headers()["location"]).toBe("/");
  expect(await sessionEmail(victim)).toBe(email);

  // Whatever the attacker held is over, and their password is not the account's.
  expect(await sessionEmail(attacker)).toBeNull();
  expect((await signIn(attacker, baseURL!, email, ATTACKER_PASSWORD)).status()).toBe(401);
  expect(await sessionEmail(attacker)).toBeNull();
});

test("an authenticator code is taken once: seen over a shoulder, it does not sign in again (was: twice within its 30 seconds)", async ({
  baseURL,
}) => {
  const owner = await signUpCustomer(baseURL!);
  clients.push(owner);
  const email = (await sessionEmail(owner))!;
  const password = "security-password-1";

  // Two-factor sign-in turned on, with the previous 30 seconds' code (still accepted).
  const enabled = await owner.post("/api/auth/two-factor/enable", {
    headers: sameOrigin(baseURL!),
    data: { password },
  });
  expect(enabled.status(), await enabled.text()).toBe(200);
  const secret = secretOf(((await enabled.json()) as { totpURI: string }).totpURI);
  const confirmed = await owner.post("/api/auth/two-factor/verify-totp", {
    headers: sameOrigin(baseURL!),
    data: { code: totpCode(secret, Date.now() - 30_000) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  // The owner signs in on another device with the password and the code of the moment.
  const code = totpCode(secret);
  const device = await client(baseURL!);
  expect(await (await signIn(device, baseURL!, email, password)).json()).toMatchObject({ twoFactorRedirect: true });
  const verified = await device.post("/api/auth/two-factor/verify-totp", {
    headers: sameOrigin(baseURL!),
    data: { code },
  });
  expect(verified.status(), await verified.text()).toBe(200);

  // Someone who saw the password and the code tries them at once, through the shop's form.
  const onlooker = await client(baseURL!);
  const step = await onlooker.post("/auth", {
    headers: sameOrigin(baseURL!),
    form: { intent: "sign-in", email, password },
    maxRedirects: 0,
  });
  expect(await step.text()).toContain("Two-Factor Sign-In");
  const replayed = await onlooker.post("/auth", {
    headers: sameOrigin(baseURL!),
    form: { intent: "two-factor", method: "totp", code, redirectTo: "/profile" },
    maxRedirects: 0,
  });
  expect(replayed.status()).toBe(401);
  expect(await replayed.text()).toContain("This code has already been used. Please wait for the next one in your app.");
  expect(await sessionEmail(onlooker)).toBeNull();

  // And through better-auth's API, as any client may.
  const scripted = await client(baseURL!);
  await signIn(scripted, baseURL!, email, password);
  const again = await scripted.post("/api/auth/two-factor/verify-totp", {
    headers: sameOrigin(baseURL!),
    data: { code },
  });
  expect(again.status()).toBe(401);
  expect(await sessionEmail(scripted)).toBeNull();
});
