// Issue 35, item 4: the admin sees a code's uses and those refused. A refusal is an order placed
// with a code the shop has that its rules turned down (used up, already this customer's, ended…),
// counted once the order's transaction is over: whether the order was then refused (its rollback
// takes nothing else with it) or placed without the code. Nothing of the buyer is kept.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { discountRefusals } from "~/db/schema";
import { listAdminDiscounts } from "~/modules/discounts/admin-discounts.server";
import { getAdminDiscount } from "~/modules/discounts/admin-discount.server";
import { buyers, makeCode, placeWithCode, redemptionsOf } from "../setup/discount-checkout";
import { checkoutInput, expectOk } from "../setup/orders";
import { setupTestDatabase } from "../setup/test-database";

setupTestDatabase();

const refusalsOf = async (codeId: string) =>
  (await db().select().from(discountRefusals).where(eq(discountRefusals.codeId, codeId))).map((row) => row.reason);

describe("refused uses", () => {
  it("counts the per-customer refusals, whether the order is refused or placed without the code", async () => {
    const code = await makeCode({ value: 2_000, minSubtotal: 5_000, perCustomerLimit: 1 });
    const [first, second, third] = await buyers(3);
    const email = `sana.${Date.now().toString(36)}@test.example`;
    expectOk(await placeWithCode(first!, code.code, 2_000, checkoutInput({ email, phone: "0345 1000001" })));

    // The same e-mail, shown the total with the code: nothing placed, the new total said.
    const again = await placeWithCode(second!, code.code, 2_000, checkoutInput({ email, phone: "0345 1000002" }));
    expect(again).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringMatching(/^You have already used this code\./),
    });
    // The same phone, shown the total without it (the page had said why): placed, without the code.
    const placed = await placeWithCode(
      third!,
      code.code,
      0,
      checkoutInput({ email: "other@test.example", phone: "0345 1000001" }),
    );
    expect(expectOk(placed).order).toMatchObject({ discountCode: null, discountAmount: 0 });

    expect(await refusalsOf(code.id)).toEqual(["used-by-you", "used-by-you"]);
    expect(await redemptionsOf(code.id)).toBe(1);
    const listed = (await listAdminDiscounts({ state: null, page: 1 })).codes.find((row) => row.id === code.id);
    expect(listed).toMatchObject({ orders: 1, released: 0, refused: 2 });
    expect((await getAdminDiscount(code.id))?.figures).toMatchObject({ orders: 1, refused: 2 });
  });

  it("counts the checkouts that lose the race for the last use, and nothing for a code the shop does not have", async () => {
    const code = await makeCode({ value: 2_000, minSubtotal: 5_000, usageLimit: 2 });
    const results = await Promise.all((await buyers(5)).map((buyer) => placeWithCode(buyer, code.code, 2_000)));
    expect(results.filter((result) => result.ok)).toHaveLength(2);
    expect(await refusalsOf(code.id)).toEqual(["used-up", "used-up", "used-up"]);

    const before = await db().select().from(discountRefusals);
    const [stranger] = await buyers(1);
    const unknown = await placeWithCode(stranger!, "NOSUCHCODE42", 2_000);
    expect(unknown).toMatchObject({ ok: false, status: 409 });
    expect(await db().select().from(discountRefusals)).toHaveLength(before.length);
  });
});
