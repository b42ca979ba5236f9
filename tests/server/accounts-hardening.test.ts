// The attack run's account findings (issue 15, defects 1, 2, 4 and the sign-in 429), each through
// the same handlers a browser or a script reaches, on PGlite and on PostgreSQL.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { mailOutbox, users } from "~/db/schema";
import { EMAIL_MAX, EMAIL_TOO_LONG } from "~/modules/accounts/account-limits";
import { handleAuth } from "~/modules/accounts/auth-action.server";
import {
  callAuth,
  freshIp,
  pageRequest,
  registerCustomer,
  setupAccounts,
  thrownResponse,
  userRow,
} from "../setup/accounts";

setupAccounts();

const customer = { email: "nadia@shop.example", password: "nadia-password-1", name: "Nadia Hussain" };

beforeAll(async () => {
  await registerCustomer(customer);
});

const signInForm = (form: Record<string, string>, ip?: string) => {
  const request = pageRequest("/auth", { form: { email: customer.email, password: customer.password, ...form } });
  if (ip) request.headers.set("x-forwarded-for", ip);
  return handleAuth(request);
};

/** An action's `data(body, init)` result as status, headers and body. */
function unwrap(result: unknown) {
  const { init, data } = result as { init: ResponseInit | null; data: Record<string, unknown> };
  return { status: init?.status ?? 200, headers: new Headers(init?.headers), body: data };
}

describe("after signing in, the customer goes back only to a page of this shop", () => {
  it.each([
    ["/\t/evil.example", "/"],
    ["/\t\\evil.example", "/"],
    ["/\n/evil.example", "/"],
    ["/\r\n/evil.example", "/"],
    ["/\u000b/evil.example", "/"],
    ["/。/evil.example", "/%E3%80%82/evil.example"],
    ["/.//evil.example", "/"],
    ["//evil.example", "/"],
    ["/profile?tab=orders", "/profile?tab=orders"],
  ])("redirectTo %j answers 302 to %s, with the session", async (redirectTo, location) => {
    const response = await thrownResponse(() => signInForm({ redirectTo }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(location);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("shop.session_token="))).toBe(true);
  });
});

describe("e-mail addresses and names are checked for length where they enter", () => {
  const long = (length: number) => `${"a".repeat(length - "@shop.example".length)}@shop.example`;

  it("refuses a 406-character address on the sign-up form with the field's message, storing nothing", async () => {
    const email = long(406);
    const result = unwrap(
      await handleAuth(
        pageRequest("/auth", { form: { intent: "sign-up", fullName: "Long", email, password: "long-password-1" } }),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual({ email: EMAIL_TOO_LONG });
    expect(await userRow(email)).toBeUndefined();
  });

  it("refuses a 102,406-character address on better-auth's own API, storing and mailing nothing", async () => {
    const email = long(102_406);
    const response = await callAuth("/sign-up/email", {
      ip: freshIp(),
      body: { email, password: "long-password-1", name: "Long" },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(EMAIL_TOO_LONG);
    expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to, email))).toEqual([]);
  });

  it("takes an address of exactly the longest length", async () => {
    const email = long(EMAIL_MAX);
    const response = await callAuth("/sign-up/email", {
      ip: freshIp(),
      body: { email, password: "long-password-1", name: "Max" },
    });
    expect(response.status).toBe(200);
    expect(await userRow(email)).toBeDefined();
  });

  it("refuses a name with a right-to-left override on the API", async () => {
    const email = "override@shop.example";
    const response = await callAuth("/sign-up/email", {
      ip: freshIp(),
      body: { email, password: "long-password-1", name: "Nadia\u202Etxt.exe" },
    });
    expect(response.status).toBe(400);
    expect(await userRow(email)).toBeUndefined();
  });
});

describe("too many sign-in attempts", () => {
  it("answer 429 with Retry-After", async () => {
    const ip = freshIp();
    let last = unwrap(await signInForm({ password: "wrong-password-1" }, ip));
    for (let attempt = 0; attempt < 8 && last.status !== 429; attempt += 1) {
      last = unwrap(await signInForm({ password: "wrong-password-1" }, ip));
    }
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(last.body.error).toBe("Too many attempts. Please wait a minute and try again.");
  });
});
