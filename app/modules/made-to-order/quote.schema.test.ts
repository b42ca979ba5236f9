import { describe, expect, it } from "vitest";
import { quoteAdvance, quoteRows, quoteTotals } from "./quote-figures";
import { formLines, quoteFormSchema } from "./quote.schema";

const key = "0b5c6f1e-8a0d-4a39-9a3e-2f1d5d8c7b61";
const schema = quoteFormSchema("2026-12-01", "2027-05-30");

function form(rows: [string, string, string][], fields: Record<string, string> = {}) {
  const data = new FormData();
  for (const [description, quantity, price] of rows) {
    data.append("lineDescription", description);
    data.append("lineQuantity", quantity);
    data.append("linePrice", price);
  }
  const base = { requestKey: key, leadTimeWeeks: "6", advancePercent: "50", validUntil: "2026-12-15", deliveryFee: "" };
  return { ...base, ...fields, lines: formLines(data) };
}

describe("the admin's quote form", () => {
  it("reads the lines that were typed in (thousands separators allowed) and leaves blank rows out", () => {
    const parsed = schema.parse(
      form(
        [
          ["Sheesham dining table", "1", "400,000"],
          ["", "1", ""],
          ["Dining chair", "8", "10000"],
        ],
        { deliveryIncluded: "on" },
      ),
    );
    expect(parsed.lines).toEqual([
      { description: "Sheesham dining table", quantity: 1, unitPrice: 400_000 },
      { description: "Dining chair", quantity: 8, unitPrice: 10_000 },
    ]);
    expect(parsed.deliveryFee).toBeNull();
    expect(quoteTotals(parsed.lines, parsed.deliveryFee)).toEqual({ subtotal: 480_000, total: 480_000 });
  });

  it("takes a delivery charge unless delivery is included, and asks for one otherwise", () => {
    expect(schema.parse(form([["Bed", "1", "150000"]], { deliveryFee: "5,000" })).deliveryFee).toBe(5_000);
    const missing = schema.safeParse(form([["Bed", "1", "150000"]]));
    expect(missing.error?.issues.map((issue) => issue.path.join("."))).toEqual(["deliveryFee"]);
  });

  it("refuses a priced line without a description, a bad quantity, a past or too distant last day", () => {
    const parsed = schema.safeParse(
      form(
        [
          ["", "1", "5000"],
          ["Chair", "0", "100"],
        ],
        { deliveryIncluded: "on", validUntil: "2026-11-30" },
      ),
    );
    expect(parsed.error?.issues.map((issue) => issue.path.join(".")).sort()).toEqual([
      "lines.0.description",
      "lines.1.quantity",
      "validUntil",
    ]);
    expect(
      schema.safeParse(form([["Bed", "1", "1"]], { deliveryIncluded: "on", validUntil: "2027-06-01" })).success,
    ).toBe(false);
    expect(schema.safeParse(form([], { deliveryIncluded: "on" })).error?.issues[0]?.message).toBe(
      "Please enter at least one line: a description and its price.",
    );
  });

  it("refuses text-direction controls in a note", () => {
    const parsed = schema.safeParse(form([["Bed", "1", "1000"]], { deliveryIncluded: "on", note: "Pay \u202Eto" }));
    expect(parsed.error?.issues[0]?.path).toEqual(["note"]);
  });
});

describe("a quote's figures", () => {
  it("rounds the advance up to the rupee, as checkout does", () => {
    expect(quoteAdvance(480_000, 50)).toBe(240_000);
    expect(quoteAdvance(100_001, 50)).toBe(50_001);
    expect(quoteAdvance(480_000, 0)).toBe(0);
  });

  it("reads as rows: each line, delivery, total, advance, lead time, validity", () => {
    const rows = quoteRows({
      lines: [{ description: "Dining chair", quantity: 8, unitPrice: 10_000 }],
      subtotal: 80_000,
      deliveryFee: 2_500,
      total: 82_500,
      advancePercent: 30,
      leadTimeWeeks: 1,
      validUntilText: "Dec 15, 2026",
    });
    expect(rows.map((row) => `${row.label}: ${row.value}`)).toEqual([
      "Dining chair × 8: PKR 80,000",
      "Delivery: PKR 2,500",
      "Total: PKR 82,500",
      "Advance (30%): PKR 24,750",
      "Made in: 1 week",
      "Valid until: Dec 15, 2026",
    ]);
  });
});
