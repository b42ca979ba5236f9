import { describe, expect, it } from "vitest";
import { cartIntentSchema } from "./cart.schema";

const productId = "0b5c6f1e-8a0d-4a39-9a3e-2f1d5d8c7b61";
const add = (quantity?: unknown) => cartIntentSchema.safeParse({ intent: "add", productId, quantity });

describe("a cart quantity", () => {
  it("is a whole number written in digits", () => {
    expect(add("2")).toMatchObject({ success: true, data: { quantity: 2 } });
    expect(add(" 3 ")).toMatchObject({ success: true, data: { quantity: 3 } });
    expect(add(4)).toMatchObject({ success: true, data: { quantity: 4 } });
    expect(add(undefined)).toMatchObject({ success: true, data: { quantity: 1 } });
  });

  // The attack run's '0x10' was read as 16; the others are what Number() reads too.
  it.each(["0x10", "1e2", "0b11", "", " ", "1.5", "-1", "+2", "٣", "Infinity"])("refuses %j", (quantity) => {
    const parsed = add(quantity);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/whole numbers|at least 1/);
  });

  it("stays between 1 and the line's maximum", () => {
    expect(add("0").error?.issues[0]?.message).toBe("The quantity is at least 1.");
    expect(add("1000").error?.issues[0]?.message).toBe("The quantity is at most 999.");
  });
});
