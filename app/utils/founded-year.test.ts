import { describe, expect, it } from "vitest";
import { sinceText, yearsSince } from "./founded-year";

describe("what the shop says of its age", () => {
  it("says 'since' only with a year the owner gave", () => {
    expect(`Serving Pakistan${sinceText("2009")}.`).toBe("Serving Pakistan since 2009.");
    expect(`Serving Pakistan${sinceText("")}.`).toBe("Serving Pakistan.");
  });

  it("counts whole years to today, never below zero, and nothing without a year", () => {
    expect(yearsSince("2009", new Date("2026-11-28T12:00:00Z"))).toBe(17);
    expect(yearsSince("2026", new Date("2026-11-28T12:00:00Z"))).toBe(0);
    expect(yearsSince("2027", new Date("2026-11-28T12:00:00Z"))).toBe(0);
    expect(yearsSince("", new Date())).toBeNull();
  });
});
