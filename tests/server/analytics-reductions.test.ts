import { describe, expect, it } from "vitest";
import { loadAnalytics } from "~/modules/admin/analytics.server";
import { RevenueReductionsCards } from "~/modules/admin/components/revenue-reductions-cards";
import { drawn, insertFreeDeliveryOrder, insertPiecesDiscountOrder, textOf } from "../setup/discounted-orders";
import { orderRow } from "../setup/admin-orders";
import { db } from "~/db/client.server";
import { orderItems, orders } from "~/db/schema";
import { setupTestDatabase } from "../setup/test-database";

// Issue 35: the Analytics tab's revenue with and without discount codes, over the orders that count
// as sales (countsAsSale: a cancelled order and a test order are no sale, whatever code they held).

setupTestDatabase();

describe("revenue with and without the reductions of sales and codes", () => {
  it("is zero before any order", async () => {
    expect((await loadAnalytics()).reductions).toEqual({
      booked: 0,
      given: 0,
      saleGiven: 0,
      beforeReductions: 0,
      ordersWithCode: 0,
      ordersOnSale: 0,
    });
  });

  it("adds what codes took off pieces and delivery to the booked revenue, leaving out cancelled and test orders", async () => {
    await insertPiecesDiscountOrder(); // 185,000 charged, 20,000 off the pieces
    await insertFreeDeliveryOrder({ status: "delivered" }); // 85,000 charged, 3,000 off delivery
    // No code; a sale took two chairs from 25,000 to 20,000 each (their lines keep the price before it).
    const onSale = orderRow({ subtotal: 40_000, totalAmount: 40_000 });
    await db().insert(orders).values(onSale);
    await db().insert(orderItems).values({
      orderId: onSale.id,
      productName: "Walnut Dining Chair",
      quantity: 2,
      unitPrice: 20_000,
      totalPrice: 40_000,
      regularUnitPrice: 25_000,
    });
    // Neither of these is a sale: their codes gave nothing away.
    await insertPiecesDiscountOrder({ status: "cancelled" });
    await insertFreeDeliveryOrder({ isTest: true });

    const { summary, reductions } = await loadAnalytics();
    expect(reductions).toEqual({
      booked: 185_000 + 85_000 + 40_000,
      given: 20_000 + 3_000,
      saleGiven: 10_000,
      beforeReductions: 185_000 + 85_000 + 40_000 + 20_000 + 3_000 + 10_000,
      ordersWithCode: 2,
      ordersOnSale: 1,
    });
    // The booked revenue is the summary's: the same orders, counted the same way.
    expect(summary.revenue).toBe(reductions.booked);

    const text = textOf(drawn(RevenueReductionsCards, { reductions }));
    expect(text).toContain("Revenue before reductions PKR 343,000");
    expect(text).toContain("Sale reductions PKR 10,000 Off the prices of pieces, on 1 order with a piece on sale");
    expect(text).toContain("Code reductions PKR 23,000 Off pieces and delivery, on 2 orders with a code");
  });
});
