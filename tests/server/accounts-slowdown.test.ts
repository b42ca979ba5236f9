import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { signInFailures } from "~/db/schema";
import { delayAfter, FREE_FAILURES, MAX_DELAY_SECONDS } from "~/modules/accounts/sign-in-slowdown.server";
import { action as authAction } from "~/routes/account/auth";
import { pageRequest, registerCustomer, routeArgs, setupAccounts, signIn } from "../setup/accounts";
import { unwrap } from "../setup/admin-orders";

/**
 * Password guesses against one account are slowed down from any number of
 * addresses (the attack run's '15 guesses from 3 addresses'), and the owner
 * is never locked out: after the wait, the right password works.
 * Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
setupAccounts();

const owner = { email: "sadia@shop.example", password: "sadia-password-1", name: "Sadia Noor" };

/** Moves the account's latest failure into the past, as if `seconds` had gone by. */
async function wait(seconds: number) {
  await db()
    .update(signInFailures)
    .set({ lastFailedAt: sql`${signInFailures.lastFailedAt} - make_interval(secs => ${seconds})` })
    .where(eq(signInFailures.email, owner.email));
}

describe("the delay", () => {
  it("costs nothing for the first few mistakes, then doubles up to a minute", () => {
    expect(Array.from({ length: FREE_FAILURES }, (_, n) => delayAfter(n))).toEqual([0, 0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 30].map(delayAfter)).toEqual([1, 2, 4, 8, 16, 32, MAX_DELAY_SECONDS, 60]);
  });
});

describe("guesses against one account", () => {
  it("from three addresses: after five wrong passwords each further try must wait, even with the right one", async () => {
    await registerCustomer(owner);
    const addresses = ["10.77.0.1", "10.77.0.2", "10.77.0.3"];
    const statuses: number[] = [];
    for (let guess = 0; guess < 15; guess++) {
      const response = await signIn(addresses[guess % 3]!, { email: owner.email, password: `wrong-guess-${guess}` });
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
    // Five checked and refused, then one more after each wait; the rest answered 429 unchecked.
    expect(statuses.slice(0, FREE_FAILURES)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(FREE_FAILURES + 1);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(9);

    // The right password, while the account must wait: refused too, so a guess cannot slip in.
    const early = await signIn("10.77.0.9", owner);
    expect(early.status).toBe(429);
  });

  it("never locks the owner out: after the wait the right password signs in and clears the count", async () => {
    await wait(MAX_DELAY_SECONDS);
    const response = await signIn("10.77.0.10", owner);
    expect(response.status).toBe(200);
    expect(await db().select().from(signInFailures).where(eq(signInFailures.email, owner.email))).toEqual([]);
  });

  it("answers the sign-in form with 429, Retry-After and the form's message", async () => {
    for (let guess = 0; guess < FREE_FAILURES + 1; guess++) {
      await signIn(`10.78.0.${guess + 1}`, { email: owner.email, password: "wrong-guess" });
    }
    const request = pageRequest("/auth", {
      form: { intent: "sign-in", email: owner.email.toUpperCase(), password: owner.password },
    });
    const answer = unwrap<{ error: string }>(await authAction(routeArgs(request)));
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(answer.body.error).toMatch(/Too many attempts/);
  });

  it("forgets old failures", async () => {
    await wait(16 * 60);
    const response = await signIn("10.77.0.11", owner);
    expect(response.status).toBe(200);
  });
});
