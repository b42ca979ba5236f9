import { describe, expect, it } from "vitest";
import { csvCell, csvRow, orderCsvRow, ordersCsvFilename, ordersCsvHeader, UTF8_BOM } from "./orders-csv";

describe("csvCell", () => {
  it("leaves plain text and numbers as they are", () => {
    expect(csvCell("Ayesha Khan")).toBe("Ayesha Khan");
    expect(csvCell(102500)).toBe("102500");
    expect(csvCell(null)).toBe("");
    expect(csvCell("علی خان")).toBe("علی خان");
  });

  it("quotes commas, quotes and line breaks as RFC 4180 says", () => {
    expect(csvCell('Ali, "the" Khan')).toBe('"Ali, ""the"" Khan"');
    expect(csvCell("Line 1\nLine 2")).toBe('"Line 1\nLine 2"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it.each(['=HYPERLINK("http://evil")', "+92 300", "-1+1", "@SUM(A1)", "\tcmd", "\rcmd"])(
    "keeps %j from running as a formula",
    (value) => {
      const cell = csvCell(value);
      expect(cell.replace(/^"/, "").startsWith("'")).toBe(true);
    },
  );

  it("quotes a neutralised formula that also holds a comma", () => {
    expect(csvCell('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
  });
});

describe("the orders file", () => {
  it("starts with the byte-order mark and the spec's columns, records end in CRLF", () => {
    expect(ordersCsvHeader()).toBe(`${UTF8_BOM}Order ID,Customer,Email,Status,Total,Date\r\n`);
    expect(csvRow(["a", "b"])).toBe("a,b\r\n");
  });

  it("writes an order with its status label, whole rupees and Pakistan time", () => {
    const row = orderCsvRow({
      id: "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
      fullName: "Ayesha Khan",
      email: "ayesha@example.com",
      status: "in_production",
      totalAmount: 102500,
      createdAt: new Date("2024-01-05T19:30:00Z"),
    });
    expect(row).toBe(
      "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d,Ayesha Khan,ayesha@example.com,In Production,102500,2024-01-06 00:30\r\n",
    );
  });

  it("names the file for the day in Pakistan", () => {
    expect(ordersCsvFilename(new Date("2024-01-05T10:00:00Z"))).toBe("orders-2024-01-05.csv");
    expect(ordersCsvFilename(new Date("2024-01-05T20:00:00Z"))).toBe("orders-2024-01-06.csv");
  });
});
