import { describe, expect, it } from "vitest";
import { isFinalAttempt, MAX_ATTEMPTS, retryDelayMs } from "./retry-policy";

describe("the outbox retry policy", () => {
  it("doubles the wait from 30 seconds and caps it at one hour", () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(8)).toBe(60 * 60_000);
    expect(retryDelayMs(50)).toBe(60 * 60_000);
    expect(retryDelayMs(0)).toBe(30_000);
  });

  it("gives up after twelve attempts", () => {
    expect(MAX_ATTEMPTS).toBe(12);
    expect(isFinalAttempt(11)).toBe(false);
    expect(isFinalAttempt(12)).toBe(true);
  });
});
