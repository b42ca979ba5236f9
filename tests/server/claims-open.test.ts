// Issue 36, item 2 (its server part): a return, an exchange or a claim opened on a delivered
// order, only on its own lines, only as the terms allow that day (Pakistan's calendar), never
// more of a line than was delivered (20 requests at once included), and once per form.
import { randomUUID } from "node:crypto";
import { eq, sum } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { claimLines, claims } from "~/db/schema";
import { claimSchema, type ClaimInput } from "~/modules/claims/claim.schema";
import { openClaim } from "~/modules/claims/open-claim.server";
import { orderOfThree } from "../setup/claims";
import { setupTestDatabase } from "../setup/test-database";

setupTestDatabase();

const DAY = 24 * 60 * 60 * 1000;

const request = (orderItemId: string, extra: Partial<ClaimInput> = {}): ClaimInput =>
  claimSchema.parse({
    kind: "return",
    reason: "changed_mind",
    lines: [{ orderItemId, quantity: 1 }],
    idempotencyKey: randomUUID(),
    ...extra,
  });

const askedOf = async (orderItemId: string) =>
  Number(
    (
      await db()
        .select({ n: sum(claimLines.quantity) })
        .from(claimLines)
        .where(eq(claimLines.orderItemId, orderItemId))
    )[0]!.n ?? 0,
  );

describe("opening a request", () => {
  it("opens a return on a delivered line, once for a form sent twice", async () => {
    const { order, line } = await orderOfThree();
    const form = request(line.id, { details: "The colour does not suit the room." });
    const first = await openClaim(order.id, form);
    expect(first).toMatchObject({ ok: true, repeated: false });
    const again = await openClaim(order.id, form);
    expect(again).toEqual({ ok: true, claimId: (first as { claimId: string }).claimId, repeated: true });
    const rows = await db().select().from(claims).where(eq(claims.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "return", state: "received", reason: "changed_mind" });
    expect(await askedOf(line.id)).toBe(1);
  });

  it("refuses an order not delivered, another order's line and more than was delivered, storing nothing", async () => {
    const pending = await orderOfThree({ deliver: false });
    expect(await openClaim(pending.order.id, request(pending.line.id))).toMatchObject({ ok: false, status: 409 });
    const { order, line } = await orderOfThree();
    expect(await openClaim(order.id, request(pending.line.id))).toMatchObject({ ok: false, field: "lines" });
    expect(await openClaim(randomUUID(), request(line.id))).toMatchObject({ ok: false, status: 404 });
    const tooMany = await openClaim(order.id, request(line.id, { lines: [{ orderItemId: line.id, quantity: 4 }] }));
    expect(tooMany).toMatchObject({ ok: false, field: "lines" });
    expect((tooMany as { message: string }).message).toContain("at most 3 can be asked for (3 delivered, 0 already");
    expect(await db().select().from(claims).where(eq(claims.orderId, order.id))).toEqual([]);
  });

  it("offers a return within the window, a warranty claim after it, and damage within 48 hours only", async () => {
    const { order, line } = await orderOfThree();
    const later = (days: number) => new Date(Date.now() + days * DAY);
    const ended = await openClaim(order.id, request(line.id), { now: later(9) });
    expect(ended).toMatchObject({ ok: false, field: "kind" });
    expect((ended as { message: string }).message).toMatch(
      /^Product .*: Return window ended on \w{3} \d{2}, \d{4}; a warranty claim is open until \w{3} \d{2}, \d{4}\.$/,
    );
    const damageLate = await openClaim(order.id, request(line.id, { kind: "damage", reason: "damaged_in_delivery" }), {
      now: new Date(Date.now() + 49 * 3_600_000),
    });
    expect((damageLate as { message: string }).message).toContain("Damage in delivery was to be reported by");
    expect(
      await openClaim(order.id, request(line.id, { kind: "damage", reason: "damaged_in_delivery" }), { now: later(1) }),
    ).toMatchObject({ ok: true });
    expect(
      await openClaim(order.id, request(line.id, { kind: "warranty", reason: "defect" }), { now: later(300) }),
    ).toMatchObject({ ok: true });
    const afterCover = await openClaim(order.id, request(line.id, { kind: "warranty", reason: "defect" }), {
      now: later(800),
    });
    expect((afterCover as { message: string }).message).toContain("the warranty ended on");
  });

  it("takes a preferred day from tomorrow to 60 days ahead", async () => {
    const { order, line } = await orderOfThree();
    const day = (days: number) => new Date(Date.now() + days * DAY + 5 * 3_600_000).toISOString().slice(0, 10);
    for (const refused of [day(0), day(61), "2020-01-01"]) {
      const result = await openClaim(order.id, request(line.id, { preferredDay: refused }));
      expect(result, refused).toMatchObject({ ok: false, field: "preferredDay" });
    }
    expect(await openClaim(order.id, request(line.id, { preferredDay: day(3) }))).toMatchObject({ ok: true });
  });

  it("gives no more than the delivered quantity to 20 requests sent at once; a declined one frees its pieces", async () => {
    const { order, line } = await orderOfThree();
    const results = await Promise.all(Array.from({ length: 20 }, () => openClaim(order.id, request(line.id))));
    expect(results.filter((result) => result.ok)).toHaveLength(3);
    expect(results.filter((result) => !result.ok).every((result) => !result.ok && result.field === "lines")).toBe(true);
    expect(await askedOf(line.id)).toBe(3);

    const [first] = await db().select().from(claims).where(eq(claims.orderId, order.id)).limit(1);
    await db().update(claims).set({ state: "declined" }).where(eq(claims.id, first!.id));
    expect(await openClaim(order.id, request(line.id))).toMatchObject({ ok: true });
    expect(await openClaim(order.id, request(line.id))).toMatchObject({ ok: false, field: "lines" });
  });
});

describe("the request's form", () => {
  it("takes only the kind's reasons, safe words and each piece once", () => {
    const line = randomUUID();
    const base = {
      kind: "return",
      reason: "changed_mind",
      lines: [{ orderItemId: line, quantity: 1 }],
      idempotencyKey: randomUUID(),
    };
    expect(claimSchema.safeParse(base).success).toBe(true);
    expect(claimSchema.safeParse({ ...base, kind: "damage" }).error?.issues[0]).toMatchObject({ path: ["reason"] });
    expect(claimSchema.safeParse({ ...base, details: "Fine \u202Eevil" }).success).toBe(false);
    expect(claimSchema.safeParse({ ...base, details: "x".repeat(2001) }).success).toBe(false);
    expect(
      claimSchema.safeParse({
        ...base,
        lines: [
          { orderItemId: line, quantity: 1 },
          { orderItemId: line, quantity: 2 },
        ],
      }).success,
    ).toBe(false);
    expect(claimSchema.safeParse({ ...base, lines: [] }).success).toBe(false);
  });
});
