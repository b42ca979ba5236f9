import { describe, expect, it } from "vitest";
import {
  discountGives,
  discountMinimum,
  discountScope,
  discountState,
  discountSummary,
  discountUses,
} from "./admin-discount-state";

const now = new Date("2026-03-10T12:00:00Z");
const before = new Date("2026-03-01T00:00:00Z");
const after = new Date("2026-04-01T00:00:00Z");

describe("discountState", () => {
  it("is scheduled before its start, running from it, ended once its end passed", () => {
    expect(discountState({ startsAt: after, endsAt: null, pausedAt: null }, now)).toBe("scheduled");
    expect(discountState({ startsAt: before, endsAt: after, pausedAt: null }, now)).toBe("running");
    expect(discountState({ startsAt: now, endsAt: null, pausedAt: null }, now)).toBe("running");
    // The end is the first instant it no longer works, as checkout reads it.
    expect(discountState({ startsAt: before, endsAt: now, pausedAt: null }, now)).toBe("ended");
  });

  it("says paused, even before its start, but ended wins", () => {
    expect(discountState({ startsAt: before, endsAt: null, pausedAt: before }, now)).toBe("paused");
    expect(discountState({ startsAt: after, endsAt: null, pausedAt: before }, now)).toBe("paused");
    expect(discountState({ startsAt: before, endsAt: before.toISOString(), pausedAt: before }, now)).toBe("ended");
  });
});

describe("the words of the list", () => {
  it("say what a code gives, its minimum, its uses and its scope", () => {
    expect(discountGives({ kind: "percent", value: 10 })).toBe("10% off");
    expect(discountGives({ kind: "amount", value: 5_000 })).toBe("PKR 5,000 off");
    expect(discountGives({ kind: "free_delivery", value: 0 })).toBe("Free delivery");
    expect(discountMinimum(20_000)).toBe("Orders from PKR 20,000");
    expect(discountMinimum(0)).toBe("No minimum");
    expect(discountUses(7, 10)).toBe("7 of 10");
    expect(discountUses(7, null)).toBe("7");
    expect(discountScope({ scope: "all", categoryIds: [], productIds: [] })).toBe("Everything");
    expect(discountScope({ scope: "categories", categoryIds: ["a", "b"], productIds: [] })).toBe("2 categories");
    expect(discountScope({ scope: "products", categoryIds: [], productIds: ["a"] })).toBe("1 product");
    expect(discountSummary("10% off", "No minimum", "Everything")).toBe("10% off\u00a0· No minimum\u00a0· Everything");
  });
});
