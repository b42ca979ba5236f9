import { describe, expect, it } from "vitest";
import { orderAccount, type OrderAccountSource } from "./order-account";
import { accountSourceFixture } from "./order-account.fixture";
import { customerWhatsAppMessage } from "./whatsapp-message";

describe("the admin's WhatsApp message", () => {
  const message = (overrides: Partial<OrderAccountSource>, shop = "Shahkaar Interiors") =>
    customerWhatsAppMessage(
      {
        fullName: "Ayesha Khan",
        paymentMethod: "cod",
        customerConfirmedAt: null,
        account: orderAccount(
          accountSourceFixture({ totalAmount: 90_000, subtotal: 90_000, advanceDue: 0, ...overrides }),
        ),
      },
      shop,
    );

  it("asks an unconfirmed cash-on-delivery customer to confirm, naming the amount", () => {
    expect(message({})).toBe(
      "Assalam o Alaikum Ayesha Khan, this is Shahkaar Interiors about your order #A1B2C3D4. Could you please confirm that you placed it (PKR 90,000, cash on delivery)?",
    );
  });

  it("asks for the advance while it is due, whatever the status", () => {
    const text = message({ status: "confirmed", totalAmount: 300_000, advanceDue: 150_000, amountPaid: 50_000 });
    expect(text).toContain("the advance of PKR 100,000 by bank transfer, with A1B2C3D4 as the reference");
  });

  it("agrees a day when the order is ready, with the cash to have at hand", () => {
    const text = message({ status: "ready_for_delivery", amountPaid: 10_000 }, "Shop");
    expect(text).toContain("It is ready for delivery. Which day and time suit you?");
    expect(text).toContain("PKR 80,000");
  });

  it("asks for nothing once the order is paid in full", () => {
    const text = message({ status: "ready_for_delivery", amountPaid: 90_000 });
    expect(text).not.toContain("PKR");
  });
});
