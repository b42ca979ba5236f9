import { describe, expect, it } from "vitest";
import { availabilityText, cartAvailabilityNotice, lineAvailability } from "./cart-availability";

describe("a cart line's availability", () => {
  it("is sold out at no stock, short below the quantity, and available otherwise", () => {
    expect(lineAvailability({ quantity: 1, stock: 0 })).toEqual({ kind: "sold-out" });
    expect(lineAvailability({ quantity: 3, stock: 1 })).toEqual({ kind: "short", stock: 1 });
    expect(lineAvailability({ quantity: 2, stock: 2 })).toEqual({ kind: "available" });
  });

  it("says what to do about it", () => {
    expect(availabilityText({ kind: "sold-out" })).toBe("Sold out: please remove it to check out.");
    expect(availabilityText({ kind: "short", stock: 1 })).toBe(
      "Only 1 left: please lower the quantity to 1 to check out.",
    );
    expect(availabilityText({ kind: "available" })).toBeNull();
  });

  it("sums the cart up in one notice", () => {
    expect(cartAvailabilityNotice([{ quantity: 1, stock: 4 }])).toBeNull();
    expect(
      cartAvailabilityNotice([
        { quantity: 2, stock: 1 },
        { quantity: 1, stock: 4 },
      ]),
    ).toMatch(/^A piece/);
    expect(
      cartAvailabilityNotice([
        { quantity: 2, stock: 1 },
        { quantity: 1, stock: 0 },
      ]),
    ).toMatch(/^2 pieces/);
  });
});
