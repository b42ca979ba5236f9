import { describe, expect, it } from "vitest";
import { csvRow, UTF8_BOM } from "~/utils/csv";
import { orderAccount } from "./order-account";
import { accountSourceFixture, discountedSourceFixture } from "./order-account.fixture";
import { orderCsvRow, ordersCsvFilename, ordersCsvHeader } from "./orders-csv";

describe("the orders file", () => {
  it("starts with the byte-order mark and the spec's columns, records end in CRLF", () => {
    expect(ordersCsvHeader()).toBe(
      `${UTF8_BOM}Order ID,Customer,Email,Status,Total,Date,Order number,Phone,City,Payment method,Paid,Balance,Discount code,Discount,Delivery,Delivery day\r\n`,
    );
    expect(csvRow(["a", "b"])).toBe("a,b\r\n");
  });

  const order = {
    id: "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
    fullName: "Ayesha Khan",
    email: "ayesha@example.com",
    phone: "+923001234567",
    city: "Lahore",
    paymentMethod: "cod" as const,
    createdAt: new Date("2024-01-05T19:30:00Z"),
  };

  it("writes an order with its status label, whole rupees, Pakistan time, its number, contact and money", () => {
    const account = orderAccount(
      accountSourceFixture({ status: "in_production", totalAmount: 102_500, advanceDue: 0, amountPaid: 2_500 }),
    );
    expect(orderCsvRow({ ...order, account })).toBe(
      "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d,Ayesha Khan,ayesha@example.com,In Production,102500,2024-01-06 00:30,A1B2C3D4,'+92 300 1234567,Lahore,Cash on Delivery,2500,100000,,0,,\r\n",
    );
  });

  it("gives the day of delivery: the day it was delivered, or the day planned", () => {
    const delivered = orderAccount(
      accountSourceFixture({
        status: "delivered",
        deliveryDate: "2024-02-01",
        reachedAt: { delivered: "2024-01-20T08:00:00Z" },
      }),
    );
    expect(orderCsvRow({ ...order, account: delivered })).toMatch(/,Delivered,2024-01-20\r\n$/);
    const planned = orderAccount(accountSourceFixture({ status: "ready_for_delivery", deliveryDate: "2024-02-01" }));
    expect(orderCsvRow({ ...order, account: planned })).toMatch(/,Planned,2024-02-01\r\n$/);
  });

  it("gives the code and what it took off, pieces and delivery together, after the money", () => {
    const discounted = orderAccount(discountedSourceFixture({ amountPaid: 121_750 }));
    expect(orderCsvRow({ ...order, account: discounted })).toMatch(
      /,Cash on Delivery,121750,121750,EID25,26500,,\r\n$/,
    );
    const freeDelivery = orderAccount(
      discountedSourceFixture({
        discountCode: "FREEDEL",
        discountAmount: 0,
        deliveryDiscount: 5_000,
        totalAmount: 265_000,
      }),
    );
    expect(orderCsvRow({ ...order, account: freeDelivery })).toMatch(/,FREEDEL,5000,,\r\n$/);
  });

  it("names the file for the day in Pakistan", () => {
    expect(ordersCsvFilename(new Date("2024-01-05T10:00:00Z"))).toBe("orders-2024-01-05.csv");
    expect(ordersCsvFilename(new Date("2024-01-05T20:00:00Z"))).toBe("orders-2024-01-06.csv");
  });
});
