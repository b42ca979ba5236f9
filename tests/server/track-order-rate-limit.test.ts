import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { TRACKING_RATE_LIMIT, takeTrackingAllowance } from "~/modules/orders/tracking.server";
import { freshIp, setupAccounts } from "../setup/accounts";
import { found, setupTrackedOrders, track, type Tracked } from "../setup/orders";

// The per-client limit on /track-order lookups. Finding and masking are in track-order.test.ts.

setupAccounts();
setupTrackedOrders();

describe("the rate limit", () => {
  it("refuses rapid lookups from one address with 429, while another address still works", async () => {
    const ip = freshIp();
    const results: Tracked[] = [];
    for (let index = 0; index < 30; index += 1) results.push(await track({ order: "A1B2C3D4" }, { ip }));

    const statuses = results.map((result) => result.status);
    expect(statuses.slice(0, TRACKING_RATE_LIMIT.max)).toEqual(Array(TRACKING_RATE_LIMIT.max).fill(200));
    expect(statuses.slice(TRACKING_RATE_LIMIT.max)).toEqual(Array(30 - TRACKING_RATE_LIMIT.max).fill(429));
    const refused = results.at(-1)!;
    expect(refused.body).toMatchObject({
      state: "rate-limited",
      message: "Too many attempts. Please wait a minute and try again.",
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    // Unknown numbers count as well: guessing is what the limit is for.
    expect((await track({ order: "FFFFFFFF" }, { ip })).status).toBe(429);

    expect(found(await track({ order: "A1B2C3D4" }, { ip: freshIp() })).order.number).toBe("A1B2C3D4");

    // The count lives in the database, shared by every instance of the shop.
    const [row] = await db()
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `track-order:${ip}`));
    expect(row?.count).toBeGreaterThan(TRACKING_RATE_LIMIT.max);
  });

  it("does not count refused input", async () => {
    const ip = freshIp();
    for (let index = 0; index < 15; index += 1) expect((await track({ order: "" }, { ip })).status).toBe(400);
    expect((await track({ order: "A1B2C3D4" }, { ip })).status).toBe(200);
  });

  it("counts concurrent lookups exactly and opens again after the window", async () => {
    const client = `test-${randomUUID()}`;
    const start = Date.now();
    const answers = await Promise.all(Array.from({ length: 25 }, () => takeTrackingAllowance(client, start)));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(TRACKING_RATE_LIMIT.max);
    expect((await takeTrackingAllowance(client, start + TRACKING_RATE_LIMIT.windowMs - 1)).allowed).toBe(false);
    expect(await takeTrackingAllowance(client, start + TRACKING_RATE_LIMIT.windowMs)).toEqual({
      allowed: true,
      retryAfterSeconds: 60,
    });
    const rows = await db()
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `track-order:${client}`));
    expect(rows).toMatchObject([{ count: 1, lastRequest: start + TRACKING_RATE_LIMIT.windowMs }]);
  });

  it("counts IPv6 clients per /64", async () => {
    const ip = `2001:db8:${Math.floor(Math.random() * 65_535).toString(16)}:1::`;
    for (let index = 0; index < TRACKING_RATE_LIMIT.max; index += 1) {
      expect((await track({ order: "A1B2C3D4" }, { ip: `${ip}${index + 1}` })).status).toBe(200);
    }
    expect((await track({ order: "A1B2C3D4" }, { ip: `${ip}abcd` })).status).toBe(429);
  });
});
