import { describe, expect, it } from "vitest";
import { deliveryDateSchema, deliverySlotText } from "./delivery-date";
import { describeOrderEvent, statusReachedAt } from "./order-history";
import { advanceText } from "./payments";

describe("the history in words", () => {
  it("says what changed, before and after", () => {
    expect(describeOrderEvent({ kind: "placed", changes: {} })).toBe("Order placed");
    expect(
      describeOrderEvent({ kind: "status", changes: { status: { before: "pending", after: "work_started" } } }),
    ).toBe("Status: Pending → Work Started");
    expect(
      describeOrderEvent({
        kind: "delivery-date",
        changes: { delivery: { before: null, after: { date: "2026-12-08", slotStart: 11 } } },
      }),
    ).toBe("Delivery date: not set → Dec 08, 2026, 11:00-13:00");
    expect(
      describeOrderEvent({ kind: "delivery-fee", changes: { deliveryFee: { before: null, after: 18_500 } } }),
    ).toBe("Delivery charge: to be confirmed → PKR 18,500");
  });
});

describe("the day each step was reached", () => {
  it("takes the latest arrival at each status, and the placing as Pending", () => {
    const reached = statusReachedAt([
      { at: "2026-11-01T08:00:00.000Z", kind: "placed", changes: {} },
      {
        at: "2026-11-02T08:00:00.000Z",
        kind: "status",
        changes: { status: { before: "pending", after: "confirmed" } },
      },
      {
        at: "2026-11-03T08:00:00.000Z",
        kind: "status",
        changes: { status: { before: "confirmed", after: "pending" } },
      },
      {
        at: "2026-11-04T08:00:00.000Z",
        kind: "status",
        changes: { status: { before: "pending", after: "confirmed" } },
      },
      { at: "2026-11-05T08:00:00.000Z", kind: "delivery-date", changes: {} },
    ]);
    expect(reached).toEqual({ pending: "2026-11-03T08:00:00.000Z", confirmed: "2026-11-04T08:00:00.000Z" });
  });
});

describe("the delivery day form", () => {
  const now = new Date("2026-11-26T10:00:00Z");
  const parse = (form: Record<string, string>) =>
    deliveryDateSchema(now).safeParse({ orderId: "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d", ...form });

  it("takes a day from today (in Lahore) to a year ahead, with one of the slots or none", () => {
    expect(parse({ date: "2026-11-26", slot: "" })).toMatchObject({ success: true, data: { slot: null } });
    expect(parse({ date: "2027-11-26", slot: "19" })).toMatchObject({ success: true, data: { slot: 19 } });
    for (const [form, message] of [
      [{ date: "2026-11-25" }, "The delivery day cannot be in the past."],
      [{ date: "2027-11-27" }, "Please choose a day within 365 days."],
      [{ date: "2026-02-30" }, "Please choose the delivery day."],
      [{ date: "next week" }, "Please choose the delivery day."],
      [{ date: "2026-12-01", slot: "10" }, "Please choose one of the delivery slots."],
    ] as const) {
      const parsed = parse(form);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(message);
    }
  });

  it("writes the slot as two hours", () => {
    expect(deliverySlotText("2026-12-08", 9)).toBe("Dec 08, 2026, 09:00-11:00");
    expect(deliverySlotText("2026-12-08", null)).toBe("Dec 08, 2026");
  });
});

describe("the advance in words", () => {
  it("names what is due, and what of it came in", () => {
    expect(advanceText(300_000, 150_000)).toBe("Advance PKR 150,000 due, balance PKR 150,000 on delivery");
    expect(advanceText(300_000, 150_000, 50_000)).toBe(
      "Advance PKR 150,000 due (PKR 50,000 received), balance PKR 150,000 on delivery",
    );
  });
});
