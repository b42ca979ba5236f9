import { describe, expect, it } from "vitest";
import { percentOf, summariseOrders } from "./order-summary";

describe("summariseOrders", () => {
  it("averages over the orders that are not cancelled and rounds the rates", () => {
    const summary = summariseOrders({
      totalOrders: 7,
      pending: 2,
      delivered: 1,
      completed: 2,
      cancelled: 1,
      revenue: 100_000,
      collected: 40_000,
    });
    expect(summary).toMatchObject({
      averageOrderValue: 16_667, // 100,000 over 6 orders
      completionRate: 43, // 3 of 7
      pendingRate: 29, // 2 of 7
    });
  });

  it("gives zeros, not NaN, when there are no orders or only cancelled ones", () => {
    const none = { totalOrders: 0, pending: 0, delivered: 0, completed: 0, cancelled: 0, revenue: 0, collected: 0 };
    expect(summariseOrders(none)).toMatchObject({ averageOrderValue: 0, completionRate: 0, pendingRate: 0 });
    expect(summariseOrders({ ...none, totalOrders: 2, cancelled: 2 }).averageOrderValue).toBe(0);
    expect(percentOf(1, 8)).toBe(13);
  });
});
