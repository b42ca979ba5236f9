import { describe, expect, it } from "vitest";
import { lineTermsText, returnLastDay, returnOpen, warrantyLastDays } from "./line-terms";

const sofa = {
  returnDays: 7,
  warranty: [
    { part: "mechanisms", years: 1 },
    { part: "frame", years: 5 },
  ],
} as const;

/** An instant on Pakistan's clock (UTC+5, no daylight saving). */
const pkt = (local: string) => new Date(`${local}+05:00`);

describe("a line's return window", () => {
  it("runs to the end of the last day in Pakistan, counted from the delivery day", () => {
    expect(returnLastDay(sofa, "2026-11-28")).toBe("2026-12-05");
    expect(returnOpen(sofa, "2026-11-28", pkt("2026-11-28T10:00:00"))).toBe(true);
    expect(returnOpen(sofa, "2026-11-28", pkt("2026-12-05T23:59:59"))).toBe(true);
    expect(returnOpen(sofa, "2026-11-28", pkt("2026-12-06T00:00:00"))).toBe(false);
    // 19:30 UTC on Dec 5 is already Dec 6 in Lahore: closed, though a UTC calendar would say open.
    expect(returnOpen(sofa, "2026-11-28", new Date("2026-12-05T19:30:00Z"))).toBe(false);
    expect(returnOpen(sofa, "2026-11-28", new Date("2026-12-05T18:59:59Z"))).toBe(true);
  });

  it("crosses months and years, and is closed from the start for a piece returned only for a defect", () => {
    expect(returnLastDay({ ...sofa, returnDays: 30 }, "2026-12-15")).toBe("2027-01-14");
    expect(returnLastDay({ ...sofa, returnDays: 14 }, "2028-02-20")).toBe("2028-03-05");
    expect(returnLastDay({ ...sofa, returnDays: 0 }, "2026-11-28")).toBeNull();
    expect(returnOpen({ ...sofa, returnDays: 0 }, "2026-11-28", pkt("2026-11-28T10:00:00"))).toBe(false);
  });
});

describe("a line's warranty", () => {
  it("ends on the same calendar day its years later, or never for a lifetime part", () => {
    expect(warrantyLastDays(sofa, "2026-11-28")).toEqual([
      { part: "frame", years: 5, until: "2031-11-28" },
      { part: "mechanisms", years: 1, until: "2027-11-28" },
    ]);
    expect(warrantyLastDays({ returnDays: 0, warranty: [{ part: "frame", years: 1 }] }, "2028-02-29")).toEqual([
      { part: "frame", years: 1, until: "2029-02-28" },
    ]);
    expect(
      warrantyLastDays({ returnDays: 0, warranty: [{ part: "solid-wood", years: "lifetime" }] }, "2026-11-28"),
    ).toEqual([{ part: "solid-wood", years: "lifetime", until: null }]);
  });
});

describe("the invoice's words", () => {
  it("give the terms before delivery and the dates after", () => {
    expect(lineTermsText(sofa, null)).toBe(
      "7-day returns from delivery · Warranty from delivery: frames & joinery 5 years, mechanisms & fittings 1 year",
    );
    expect(lineTermsText(sofa, "2026-11-28")).toBe(
      "Returns until Dec 05, 2026 · Warranty: frames & joinery until Nov 28, 2031, mechanisms & fittings until Nov 28, 2027",
    );
    expect(lineTermsText({ returnDays: 0, warranty: [{ part: "solid-wood", years: "lifetime" }] }, "2026-11-28")).toBe(
      "Returns for defects only · Warranty: solid-wood structure for life",
    );
    expect(lineTermsText({ returnDays: 30, warranty: [] }, null)).toBe("30-day returns from delivery");
  });
});
