import { describe, expect, it } from "vitest";
import { planRecords } from "./product-csv-plan";
import { parseProductsCsv } from "./product-csv-reader.server";

const categories = [{ id: "3f0c1a52-8a1e-4c3e-9b4a-1d2e3f4a5b6c", name: "Living Room", slug: "living-room" }];

describe("parseProductsCsv", () => {
  it("numbers rows as a spreadsheet does: multi-line cells are one row, blank rows count", () => {
    const parsed = parseProductsCsv('\uFEFFName,Price\r\n"Two\nlines",1\r\n\r\nThird,3\r\n');
    expect(parsed).toEqual({
      ok: true,
      columns: ["name", "price"],
      records: [
        { row: 2, cells: { name: "Two\nlines", price: "1" }, width: 2 },
        { row: 4, cells: { name: "Third", price: "3" }, width: 2 },
      ],
    });
  });

  it("takes off the quote the export put before a formula", () => {
    const parsed = parseProductsCsv("name,description\n'=SUM(A1),'-5 percent\n");
    expect(parsed.ok && parsed.records[0]!.cells).toEqual({ name: "=SUM(A1)", description: "-5 percent" });
  });

  it.each([
    ["", /needs a header row/],
    ["name,name\nx,y", /appears twice/],
    ["price\n1", /slug or a name column/],
    ['name\n"open', /near line/],
  ])("refuses %j", (text, message) => {
    const parsed = parseProductsCsv(text);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toMatch(message);
  });
});

describe("planRecords", () => {
  it("reports a row with more cells than the header, and a bad slug or active value", () => {
    const parsed = parseProductsCsv(
      "slug,name,active\nok-one,One,yes\n,Two,maybe\nBad Slug,Three,\nx,Four,true,extra\n",
    );
    if (!parsed.ok) throw new Error(parsed.message);
    const plan = planRecords(parsed.columns, parsed.records, new Map(), categories);
    expect(plan.map((row) => [row.row, row.kind, "reason" in row ? row.reason : ""])).toEqual([
      [2, "create", ""],
      [3, "failed", "active must be true or false."],
      [4, "failed", "The slug 'Bad Slug' may hold only lowercase letters, digits and hyphens."],
      [5, "failed", "The row has 4 cells but the header has 3: quote cells that hold commas."],
    ]);
  });
});
