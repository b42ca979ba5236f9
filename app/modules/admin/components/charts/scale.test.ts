import { describe, expect, it } from "vitest";
import { compactNumber, niceScale, share } from "./scale";

describe("niceScale", () => {
  it("rounds the top up to a round step", () => {
    expect(niceScale(437_500)).toEqual({ max: 500_000, ticks: [0, 100_000, 200_000, 300_000, 400_000, 500_000] });
    expect(niceScale(90)).toEqual({ max: 100, ticks: [0, 25, 50, 75, 100] });
  });

  it("uses whole steps for counts", () => {
    expect(niceScale(3, { integer: true })).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
    expect(niceScale(9, { integer: true }).ticks.every(Number.isInteger)).toBe(true);
  });

  it("gives an empty series a flat axis", () => {
    expect(niceScale(0)).toEqual({ max: 1, ticks: [0] });
  });
});

describe("share and compactNumber", () => {
  it("clamps shares and shortens numbers", () => {
    expect(share(50, 200)).toBe(25);
    expect(share(300, 200)).toBe(100);
    expect(share(5, 0)).toBe(0);
    expect(compactNumber(1_250_000)).toBe("1.3M");
    expect(compactNumber(450_000)).toBe("450K");
  });
});
