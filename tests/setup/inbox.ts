import { randomUUID } from "node:crypto";
import { asc, count } from "drizzle-orm";
import { beforeAll, beforeEach, expect } from "vitest";
import { db } from "~/db/client.server";
import { inboxMessages, mailOutbox } from "~/db/schema";
import { createOrPromoteAdmin } from "~/modules/accounts/admin-account.server";
import { action as contactAction } from "~/routes/storefront/info/contact";
import { freshIp, ORIGIN, registerCustomer, routeArgs, setupAccounts, signedInCookie } from "./accounts";

/**
 * Shared set-up for the inbox tests (contact messages and the admin inbox). Each test file calls `setupInbox()` once at the top and so
 * gets a fresh database of its own.
 */

export const SALES = "sales@shahkaar.example";
export const GENERAL = "hello@shahkaar.example";
const customer = { email: "zara@shop.example", password: "zara-password-1", name: "Zara Malik" };
const admin = { email: "inbox-owner@shop.example", password: "owner-password-1", name: "Inbox Owner" };

/**
 * Accounts and a fresh database (`setupAccounts()`), the customer and the admin
 * signed in (beforeAll), and an empty inbox and outbox before each test. The
 * returned cookies are filled in beforeAll.
 */
export function setupInbox() {
  delete process.env.SHOP_EMAIL; // the shop's copy goes to the settings' addresses
  setupAccounts();
  const inbox = { customerCookie: "", adminCookie: "" };

  beforeAll(async () => {
    inbox.customerCookie = await registerCustomer(customer);
    expect(await createOrPromoteAdmin(admin)).toBe("created");
    inbox.adminCookie = await signedInCookie(freshIp(), admin);
  });

  beforeEach(async () => {
    await db().delete(inboxMessages);
    await db().delete(mailOutbox);
  });

  return inbox;
}

/** An action's `data(body, init)` as status, headers and body. */
export function unwrap<Body = Record<string, unknown>>(result: unknown) {
  const { init, data } = result as { init: ResponseInit | null; data: Body };
  return { status: init?.status ?? 200, headers: new Headers(init?.headers), body: data };
}

export function postForm(
  path: string,
  form: Record<string, string>,
  { cookie, ip }: { cookie?: string; ip?: string } = {},
) {
  const headers = new Headers({ origin: ORIGIN, "x-forwarded-for": ip ?? freshIp() });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(form) });
}

export const message = (overrides: Record<string, string> = {}) => ({
  firstName: "Omar",
  lastName: "Siddiqui",
  email: "omar@visitor.example",
  phone: "",
  subject: "Free design consultation",
  message: "We are moving to Islamabad in March.\n\nCould a designer look at our new flat?",
  website: "",
  idempotencyKey: randomUUID(),
  ...overrides,
});

export const postMessage = (form: Record<string, string>, options: { cookie?: string; ip?: string } = {}) =>
  contactAction(routeArgs(postForm("/contact", form, options)));

export const stored = () => db().select().from(inboxMessages).orderBy(asc(inboxMessages.createdAt));
export const storedCount = async () => (await db().select({ n: count() }).from(inboxMessages))[0]!.n;
export const mailCount = async () => (await db().select({ n: count() }).from(mailOutbox))[0]!.n;
