import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { AUTH_RATE_RULES } from "~/modules/accounts/auth.server";
import { freshIp, registerCustomer, sessionEmail, setupAccounts, signIn, cookiesOf } from "../setup/accounts";

setupAccounts();

const hamza = { email: "hamza@shop.example", password: "hamza-password-1" };
const wrong = { email: hamza.email, password: "not-the-password" };
// Someone else, with an account of their own (the per-account slow-down is tested in accounts-slowdown.test.ts).
const sana = { email: "sana@shop.example", password: "sana-password-1" };
const SIGN_IN = AUTH_RATE_RULES["/sign-in/email"];

const rowFor = async (ip: string) =>
  (
    await db()
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `${ip}|/sign-in/email`))
  )[0];

beforeAll(async () => {
  await registerCustomer(hamza);
  await registerCustomer(sana);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("sign-in rate limit (per client address, in the database)", () => {
  it("answers 429 after a few wrong passwords, leaves other addresses alone, and lifts after the window", async () => {
    const attacker = freshIp();
    const neighbour = freshIp();

    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 20; attempt++) {
      const response = await signIn(attacker, wrong);
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get("X-Retry-After"))).toBeGreaterThan(0);
      if (attempt === 10) {
        // Meanwhile, someone else mistyping their password is told so, not throttled.
        expect((await signIn(neighbour, { email: sana.email, password: "not-her-password" })).status).toBe(401);
      }
    }
    const limited = statuses.filter((status) => status === 429).length;
    console.info(`sign-in: ${limited} of 20 wrong passwords answered 429 (${JSON.stringify(statuses)})`);
    expect(limited).toBeGreaterThanOrEqual(14);
    expect(statuses.slice(0, SIGN_IN.max)).toEqual(Array(SIGN_IN.max).fill(401));
    expect(statuses.slice(SIGN_IN.max)).toEqual(Array(20 - SIGN_IN.max).fill(429));

    // Even the right password waits out the window.
    expect((await signIn(attacker, hamza)).status).toBe(429);

    // The counts are rows of rate_limits keyed by address and path, shared by every instance.
    expect(await rowFor(attacker)).toMatchObject({ count: SIGN_IN.max });
    expect(await rowFor(neighbour)).toMatchObject({ count: 1 });
    const keys = (await db().select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys.filter((key) => key.startsWith(`${attacker}|`))).toEqual([`${attacker}|/sign-in/email`]);

    // better-auth's database limiter compares Date.now() with last_request (ms): the app's clock, not the database's.
    const blockedSince = (await rowFor(attacker))!.lastRequest;
    vi.useFakeTimers({ toFake: ["Date"] });
    // One second before the window ends, counted from the blocking request (not from now: on a busy
    // machine the twenty sign-ins above can take longer than the one second a 'now + 59 s' left).
    vi.setSystemTime(blockedSince + SIGN_IN.window * 1000 - 1_000);
    expect((await signIn(attacker, hamza)).status).toBe(429); // still inside the 60 s window
    vi.setSystemTime(blockedSince + SIGN_IN.window * 1000 + 1_000);
    const after = await signIn(attacker, hamza);
    expect(after.status).toBe(200);
    expect(await sessionEmail(cookiesOf(after), attacker)).toBe(hamza.email);
    expect(await rowFor(attacker)).toMatchObject({ count: 1, lastRequest: Date.now() });
  });

  it("counts attempts per address, whatever account they try", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i++) {
      statuses.push((await signIn(ip, { email: `nobody${i}@shop.example`, password: "whatever-123" })).status);
    }
    // Different e-mails, one address: the limit is the address's, not the account's.
    expect(statuses).toEqual([...Array(SIGN_IN.max).fill(401), ...Array(7 - SIGN_IN.max).fill(429)]);
  });
});
