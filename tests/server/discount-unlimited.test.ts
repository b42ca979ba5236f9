// Issue 35, item 3's speed: a code that limits nothing (no total, none per customer) keeps no count
// of its own and takes no lock, so checkouts with one popular code never queue on its row; its uses
// are its redemptions. When the owner sets a limit, the uses made until then are counted, exactly,
// even while checkouts with the code are being placed, and the limit holds from then on.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { discountRedemptions } from "~/db/schema";
import { updateDiscount } from "~/modules/discounts/admin-discount-save.server";
import { discountFormFields } from "~/modules/discounts/admin-discount.schema";
import { listAdminDiscounts } from "~/modules/discounts/admin-discounts.server";
import { changeOrderStatus } from "~/modules/orders/change-status.server";
import { TEST_ADMIN } from "../setup/audit";
import { buyers, codeRow, makeCode, placeWithCode, redemptionsOf } from "../setup/discount-checkout";
import { expectOk, SHOP_ORIGIN } from "../setup/orders";
import { setupTestDatabase } from "../setup/test-database";

setupTestDatabase();

/** The owner's save of a used code's page: no end, and this total uses limit. */
const setLimit = (id: string, usageLimit: number) =>
  updateDiscount(id, discountFormFields.parse({ usageLimit: String(usageLimit) }), "locked", TEST_ADMIN);

describe("a code that limits nothing", () => {
  it("is held by every one of 20 checkouts at once, keeps no count, and the admin counts its orders", async () => {
    const code = await makeCode({ value: 2_000, minSubtotal: 5_000 });
    const results = await Promise.all((await buyers(20)).map((buyer) => placeWithCode(buyer, code.code, 2_000)));
    const placed = results.map((result) => expectOk(result).order);
    expect(placed.every((order) => order.discountCode === code.code && order.discountAmount === 2_000)).toBe(true);
    expect(await redemptionsOf(code.id)).toBe(20);
    expect((await codeRow(code.id)).usedCount).toBe(0);

    // A cancelled order gives its use back: the admin's figures follow the redemptions.
    const admin = { kind: "admin" as const, by: TEST_ADMIN };
    expect(await changeOrderStatus(placed[0]!.id, "cancelled", admin, SHOP_ORIGIN)).toMatchObject({ ok: true });
    const listed = (await listAdminDiscounts({ state: null, page: 1 })).codes.find((row) => row.id === code.id);
    expect(listed).toMatchObject({ orders: 20, released: 1, usedCount: 0 });
  });

  it("has the uses made without a limit counted when the owner sets one, which holds from then on", async () => {
    const code = await makeCode({ value: 2_000, minSubtotal: 5_000 });
    for (const buyer of await buyers(2)) expectOk(await placeWithCode(buyer, code.code, 2_000));

    const tooLow = await setLimit(code.id, 1);
    expect(tooLow).toMatchObject({
      ok: false,
      status: 409,
      errors: { usageLimit: `${code.code} has been used 2 times: the total uses limit cannot be lower than 2.` },
    });
    expect(await setLimit(code.id, 3)).toMatchObject({ ok: true, changed: true });
    expect(await codeRow(code.id)).toMatchObject({ usageLimit: 3, usedCount: 2 });

    const racing = await Promise.all((await buyers(3)).map((buyer) => placeWithCode(buyer, code.code, 2_000)));
    expect(racing.filter((result) => result.ok)).toHaveLength(1);
    for (const refused of racing.filter((result) => !result.ok)) {
      expect(refused).toMatchObject({
        ok: false,
        status: 409,
        message: expect.stringMatching(/^This code has been used up\./),
      });
    }
    expect(await codeRow(code.id)).toMatchObject({ usedCount: 3 });
    expect(await redemptionsOf(code.id)).toBe(3);
  });

  it("keeps an exact count when the owner sets a limit while checkouts with it are being placed", async () => {
    const code = await makeCode({ value: 2_000, minSubtotal: 5_000 });
    const early = await buyers(5);
    const racing = await buyers(25);
    // Five uses while it limits nothing, then 25 checkouts with the owner's save among them: some
    // are placed before it (counted by the save), some wait for it, some come after (counted each).
    for (const buyer of early) expectOk(await placeWithCode(buyer, code.code, 2_000));
    const checkouts = racing.map((buyer) => placeWithCode(buyer, code.code, 2_000));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const saved = await setLimit(code.id, 20);
    const results = [...early.map(() => ({ ok: true })), ...(await Promise.all(checkouts))];

    const row = await codeRow(code.id);
    const held = await redemptionsOf(code.id);
    const placed = results.filter((result) => result.ok).length;
    expect(held).toBe(placed);
    if (saved.ok) {
      // Counted: every use, before the limit and after, and never past it.
      expect(row).toMatchObject({ usageLimit: 20, usedCount: held });
      expect(held).toBe(20);
    } else {
      // More than 20 were placed before the save counted them (PGlite, one connection, runs the
      // checkouts first): it is refused, and the code stays as it was.
      expect(saved).toMatchObject({ status: 409 });
      expect(row.usageLimit).toBeNull();
      expect(held).toBe(30);
    }
    const orderIds = await db()
      .select({ orderId: discountRedemptions.orderId })
      .from(discountRedemptions)
      .where(eq(discountRedemptions.codeId, code.id));
    expect(new Set(orderIds.map((row) => row.orderId)).size).toBe(held);
  });
});
