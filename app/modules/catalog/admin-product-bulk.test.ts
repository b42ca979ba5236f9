import { describe, expect, it } from "vitest";
import { parsePercent, parseProductIds, priceByPercent } from "./admin-product-bulk";

describe("priceByPercent", () => {
  it("rounds to the nearest whole rupee, half a rupee up", () => {
    expect(priceByPercent(45_000, 10)).toBe(49_500);
    expect(priceByPercent(12_345, 10)).toBe(13_580); // 13,579.5
    expect(priceByPercent(12_344, 10)).toBe(13_578); // 13,578.4
    expect(priceByPercent(999, -15)).toBe(849); // 849.15
    expect(priceByPercent(1_001, -50)).toBe(501); // 500.5
  });

  it("never goes below 0 and stays exact for the largest prices", () => {
    expect(priceByPercent(1, -90)).toBe(0);
    expect(priceByPercent(0, 500)).toBe(0);
    expect(priceByPercent(100_000_000, 500)).toBe(600_000_000);
  });
});

describe("parsePercent", () => {
  it.each([
    ["+10", 10],
    ["10", 10],
    ["-15", -15],
    [" 25 % ", 25],
    ["-90", -90],
    ["500", 500],
  ])("reads %j as %d", (text, percent) => expect(parsePercent(text)).toBe(percent));

  it.each(["0", "-91", "501", "10.5", "ten", "", "1e2", "--5"])("refuses %j", (text) => {
    expect(parsePercent(text)).toBeNull();
  });
});

describe("parseProductIds", () => {
  const id = "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d";
  it("takes distinct UUIDs and refuses anything else", () => {
    expect(parseProductIds([id.toUpperCase()])).toEqual([id]);
    expect(parseProductIds([])).toBeNull();
    expect(parseProductIds([id, id])).toBeNull();
    expect(parseProductIds(["1 or 1=1"])).toBeNull();
    expect(
      parseProductIds(Array.from({ length: 101 }, (_, i) => id.replace(/..$/, String(i).padStart(2, "0")))),
    ).toBeNull();
  });
});
