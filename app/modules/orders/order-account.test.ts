import { describe, expect, it } from "vitest";
import { ORDER_STATUS_NAMES } from "~/utils/order-status-names";
import { orderAccount, type OrderAccountSource } from "./order-account";
import { accountSourceFixture, discountedSourceFixture } from "./order-account.fixture";
import type { OrderStatus } from "./order-status";

const account = (overrides: Partial<OrderAccountSource> = {}) => orderAccount(accountSourceFixture(overrides));

const STATUSES: readonly OrderStatus[] = ORDER_STATUS_NAMES;

/** The payments of the table: none, part, the advance, all, more than all, all given back. */
const PAYMENTS = {
  none: { amountPaid: 0, amountRefunded: 0 },
  part: { amountPaid: 50_000, amountRefunded: 0 },
  advance: { amountPaid: 132_500, amountRefunded: 0 },
  full: { amountPaid: 265_000, amountRefunded: 0 },
  over: { amountPaid: 270_000, amountRefunded: 0 },
  refunded: { amountPaid: 0, amountRefunded: 132_500 },
} as const;

describe("the account of an order, for every status and every state of its payments", () => {
  for (const status of STATUSES) {
    for (const [name, payments] of Object.entries(PAYMENTS)) {
      it(`${status}, paid ${name}`, () => {
        const reachedAt = { pending: "2026-11-28T06:00:00.000Z", [status]: "2026-12-10T07:00:00.000Z" };
        const result = account({ status, ...payments, reachedAt });
        const cancelled = status === "cancelled";
        const owed = cancelled ? 0 : Math.max(0, 265_000 - payments.amountPaid);
        expect(result.money.balance).toBe(owed);
        // Bank details only while money must still be sent by transfer: never after full payment.
        expect(result.showBankDetails).toBe(!cancelled && payments.amountPaid < 132_500);
        if (name === "full" && !cancelled) {
          expect(result.money.standingLabel).toBe("Paid in full");
          expect(result.moneyText).toBe("Paid in full");
          expect(result.ask).toEqual({ kind: "none" });
        }
        if (name === "over" || (cancelled && payments.amountPaid > 0)) {
          const back = cancelled ? payments.amountPaid : 5_000;
          expect(result.money.owedBack).toBe(back);
          expect(result.moneyText).toContain("we will contact you about the refund");
          expect(result.money.standingLabel).toBe(cancelled ? "Refund due" : "Overpaid");
        }
        if (name === "refunded") expect(result.money.standingLabel).toBe("Refunded");
        if (!cancelled && payments.amountPaid < 132_500) {
          expect(result.ask).toEqual({ kind: "advance", amount: 132_500 - payments.amountPaid });
          expect(result.moneyText).toMatch(/^Advance PKR [\d,]+ due/);
        }
        if (!cancelled && name === "advance") {
          expect(result.ask).toEqual({ kind: "cash", amount: 132_500 });
          expect(result.moneyText).toBe("PKR 132,500 to pay in cash on delivery (PKR 132,500 received)");
        }
        // After delivery, every page says the day it was delivered, never a plan.
        if (status === "delivered" || status === "completed") {
          expect(result.delivery).toEqual({ kind: "delivered", on: "2026-12-10", text: "Delivered on Dec 10, 2026" });
        } else if (cancelled) {
          expect(result.delivery.kind).toBe("none");
        } else {
          expect(result.delivery).toEqual({ kind: "window", text: expect.stringContaining("Dec 08") });
        }
      });
    }
  }
});

describe("the delivery the account states", () => {
  it("a planned day wins over the window promised at checkout", () => {
    const planned = account({ status: "ready_for_delivery", deliveryDate: "2026-12-12", deliverySlotStart: 11 });
    expect(planned.delivery).toMatchObject({ kind: "planned", text: "Dec 12, 2026, 11:00-13:00" });
  });

  it("a delivered order whose plan was in the future shows the day it was delivered", () => {
    const delivered = account({
      status: "delivered",
      deliveryDate: "2026-12-20",
      reachedAt: { pending: "2026-11-28T06:00:00.000Z", delivered: "2026-12-03T10:00:00.000Z" },
    });
    expect(delivered.delivery).toMatchObject({ text: "Delivered on Dec 03, 2026" });
  });

  it("a completed order whose Delivered step was skipped is delivered on the day it completed", () => {
    const completed = account({ status: "completed", reachedAt: { completed: "2026-12-05T20:30:00.000Z" } });
    // 20:30 UTC is past midnight in Lahore.
    expect(completed.delivery).toMatchObject({ text: "Delivered on Dec 06, 2026" });
  });

  it("the timeline carries the Lahore day each step was reached, and none for steps still to come", () => {
    const confirmed = account({
      status: "confirmed",
      reachedAt: { pending: "2026-11-28T06:00:00.000Z", confirmed: "2026-11-29T21:00:00.000Z" },
    });
    expect(confirmed.steps.slice(0, 3)).toEqual([
      { status: "pending", label: "Pending", state: "done", reachedOn: "2026-11-28" },
      { status: "confirmed", label: "Confirmed", state: "current", reachedOn: "2026-11-30" },
      { status: "work_started", label: "Work Started", state: "upcoming", reachedOn: null },
    ]);
  });
});

describe("what the account asks of the buyer", () => {
  it("a bank-transfer order without an advance asks for the transfer, and shows the bank", () => {
    const transfer = account({ paymentMethod: "bank_transfer", advanceDue: 0, totalAmount: 90_000, subtotal: 90_000 });
    expect(transfer.ask).toEqual({ kind: "transfer", amount: 90_000 });
    expect(transfer.showBankDetails).toBe(true);
    expect(transfer.moneyText).toBe("PKR 90,000 to pay by bank transfer before delivery");
  });

  it("a cash order without an advance shows no bank details", () => {
    const cash = account({ advanceDue: 0, totalAmount: 90_000, subtotal: 90_000 });
    expect(cash.ask).toEqual({ kind: "cash", amount: 90_000 });
    expect(cash.showBankDetails).toBe(false);
  });

  it("while the delivery charge is open, the amounts say the charge is still to come", () => {
    const open = account({ deliveryFee: null, advanceDue: 0, totalAmount: 90_000, subtotal: 90_000 });
    expect(open.money.totalOpen).toBe(true);
    expect(open.moneyText).toBe("PKR 90,000 plus the delivery charge we confirm to pay in cash on delivery");
  });

  it("part of the advance received: the rest of the advance is asked, and what came is named", () => {
    const part = account({ amountPaid: 50_000 });
    expect(part.moneyText).toBe("Advance PKR 82,500 due (PKR 50,000 received), balance PKR 132,500 on delivery");
    expect(part.next).toContain("once the advance of PKR 82,500 is received");
    expect(part.money.standingLabel).toBe("Partially paid");
  });

  it("a refund after part payment leaves the rest paid, and says what was refunded", () => {
    const partly = account({ status: "cancelled", amountPaid: 0, amountRefunded: 50_000 });
    expect(partly.moneyText).toBe("Refunded PKR 50,000");
    expect(partly.ask).toEqual({ kind: "none" });
  });
});

describe("the timeline", () => {
  const states = (status: OrderStatus) => account({ status }).steps.map((step) => step.state);

  it("marks the steps before the current one done and the current one", () => {
    expect(account({ status: "work_started" }).steps.map((step) => step.label)).toEqual([
      "Pending",
      "Confirmed",
      "Work Started",
      "In Production",
      "Ready for Delivery",
      "Delivered",
      "Completed",
    ]);
    expect(states("work_started")).toEqual(["done", "done", "current", "upcoming", "upcoming", "upcoming", "upcoming"]);
    expect(states("completed").at(-1)).toBe("current");
    expect(states("pending")[0]).toBe("current");
  });

  it("has no current step for a cancelled order", () => {
    expect(states("cancelled").every((state) => state === "upcoming")).toBe(true);
  });
});

describe("an order placed with a discount code", () => {
  const lines = (source: OrderAccountSource) =>
    orderAccount(source).money.lines.map(({ kind, label, value, spoken }) => [kind, label, value, spoken]);

  it("lists the reduction after the subtotal, with a real minus sign and words a screen reader says well", () => {
    const discounted = orderAccount(discountedSourceFixture());
    expect(discounted.money.discount).toEqual({ code: "EID25", amount: 26_500, deliveryAmount: 0 });
    expect(lines(discountedSourceFixture())).toEqual([
      ["subtotal", "Subtotal", "PKR 265,000", null],
      ["discount", "Discount (EID25)", "\u2212PKR 26,500", "minus PKR 26,500"],
      ["delivery", "Delivery (Standard, Zone 1)", "PKR 5,000", null],
    ]);
    // The total, the advance and what is owed are the order's, with the reduction already taken off.
    expect(discounted.money).toMatchObject({ subtotal: 265_000, deliveryFee: 5_000, total: 243_500, balance: 243_500 });
    expect(discounted.moneyText).toBe("Advance PKR 121,750 due, balance PKR 121,750 on delivery");
  });

  it("shows free delivery as the fee, then the code taking it off", () => {
    const free = discountedSourceFixture({
      discountCode: "FREEDEL",
      discountAmount: 0,
      deliveryDiscount: 5_000,
      totalAmount: 265_000,
      advanceDue: 0,
    });
    expect(lines(free)).toEqual([
      ["subtotal", "Subtotal", "PKR 265,000", null],
      ["delivery", "Delivery (Standard, Zone 1)", "PKR 5,000", null],
      ["delivery-discount", "Free delivery (FREEDEL)", "\u2212PKR 5,000", "minus PKR 5,000"],
    ]);
    expect(orderAccount(free).moneyText).toBe("PKR 265,000 to pay in cash on delivery");
  });

  it("names part of the fee taken off a delivery discount, not free delivery", () => {
    const part = discountedSourceFixture({ discountAmount: 0, deliveryDiscount: 2_000, totalAmount: 268_000 });
    expect(lines(part).at(-1)).toEqual([
      "delivery-discount",
      "Delivery discount (EID25)",
      "\u2212PKR 2,000",
      "minus PKR 2,000",
    ]);
  });

  it("still names a code that took nothing (free delivery on an order already delivered free)", () => {
    const nothing = discountedSourceFixture({
      discountCode: "FREEDEL",
      discountAmount: 0,
      deliveryFee: 0,
      totalAmount: 265_000,
    });
    expect(lines(nothing)).toContainEqual(["discount", "Discount (FREEDEL)", "PKR 0", null]);
  });

  it("while delivery is to be confirmed, the reduction of the pieces stands and the fee is still open", () => {
    const open = orderAccount(discountedSourceFixture({ deliveryFee: null, totalAmount: 238_500, advanceDue: 0 }));
    expect(open.money.lines.map((line) => line.value)).toEqual(["PKR 265,000", "\u2212PKR 26,500", "To be confirmed"]);
    expect(open.moneyText).toBe("PKR 238,500 plus the delivery charge we confirm to pay in cash on delivery");
  });

  it("without a code, there is no discount and the lines are the subtotal and delivery alone", () => {
    const plain = orderAccount(accountSourceFixture());
    expect(plain.money.discount).toBeNull();
    expect(plain.money.lines.map((line) => line.kind)).toEqual(["subtotal", "delivery"]);
  });
});
