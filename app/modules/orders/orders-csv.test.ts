import { describe, expect, it } from "vitest";
import { csvRow, UTF8_BOM } from "~/utils/csv";
import { orderCsvRow, ordersCsvFilename, ordersCsvHeader } from "./orders-csv";

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
