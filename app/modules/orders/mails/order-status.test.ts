import { describe, expect, it } from "vitest";
import { defaultShopSettings } from "~/modules/settings/settings.defaults";
import { orderAccount, type OrderAccountSource } from "../order-account";
import { accountSourceFixture } from "../order-account.fixture";
import { orderStatusMail } from "./order-status";
import { paymentReceiptMail } from "./payment-receipt";

const origin = "https://shop.example";
const trackUrl = `${origin}/track-order?order=A1B2C3D4`;
const claimUrl = `${origin}/orders/A1B2C3D4/claim?key=k`;
const statusMail = (overrides: Partial<OrderAccountSource>) =>
  orderStatusMail(
    {
      fullName: "Ayesha Khan",
      account: orderAccount(accountSourceFixture(overrides)),
      origin,
      trackUrl,
      claimUrl: overrides.status === "delivered" ? claimUrl : undefined,
    },
    defaultShopSettings,
  );

describe("the status mail, from the order's account", () => {
  it("names the order, the status in words, what comes next, the planned day and the tracking link", () => {
    const mail = statusMail({
      status: "ready_for_delivery",
      advanceDue: 0,
      totalAmount: 152_000,
      subtotal: 152_000,
      deliveryDate: "2026-12-08",
      deliverySlotStart: 11,
    });
    expect(mail.subject).toBe("Order #A1B2C3D4: Ready for Delivery - Shahkaar Interiors");
    expect(mail.text).toContain(
      "Order #A1B2C3D4: Ready for Delivery. Your order is finished, checked and ready for delivery.",
    );
    expect(mail.text).toContain("Our delivery team will call you");
    expect(mail.text).toContain("Dec 08, 2026, 11:00-13:00");
    expect(mail.text).toContain("Please have PKR 152,000 ready in cash on delivery.");
    expect(mail.text).toContain(trackUrl);
  });

  it("asks for the advance only while it is missing: once received, the mail asks for nothing", () => {
    const asking = statusMail({ status: "confirmed" });
    expect(asking.text).toContain("Advance PKR 132,500 due");
    const received = statusMail({ status: "confirmed", amountPaid: 132_500 });
    expect(received.text).not.toContain("Advance");
    expect(received.text).not.toContain("transfer");
    const paid = statusMail({ status: "ready_for_delivery", amountPaid: 265_000 });
    expect(paid.text).toContain("Payment: Paid in full.");
    expect(paid.text).not.toContain("ready in cash");
  });

  it("a delivered order's mail says the day it was delivered, and links returns and claims and the care guide", () => {
    const mail = statusMail({
      status: "delivered",
      deliveryDate: "2026-12-20",
      amountPaid: 265_000,
      reachedAt: { delivered: "2026-12-03T10:00:00.000Z" },
    });
    expect(mail.text).toContain("Dec 03, 2026");
    expect(mail.text).not.toContain("Dec 20");
    expect(mail.text).not.toContain("Planned");
    // Nothing to register: the warranty runs from delivery, and a claim is opened from the order's link.
    expect(mail.text).not.toMatch(/register your warranty within/i);
    expect(mail.text).toContain("Your warranty runs from the delivery day, with nothing to register.");
    expect(mail.html).toContain("Returns and warranty claims");
    expect(mail.text).toContain(claimUrl);
    expect(mail.text).toContain(`${origin}/care-guide`);
  });

  it("falls back to the window promised at checkout, and a cancelled order promises no day", () => {
    expect(statusMail({ status: "confirmed" }).text).toContain("Expected delivery");
    const cancelled = statusMail({ status: "cancelled", deliveryDate: "2026-12-08" });
    expect(cancelled.text).not.toContain("Dec 08");
    expect(cancelled.text).toContain("refund");
  });
});

describe("the receipt", () => {
  const receipt = (
    overrides: Partial<OrderAccountSource>,
    entries: Parameters<typeof paymentReceiptMail>[0]["entries"],
  ) =>
    paymentReceiptMail(
      { fullName: "Ayesha Khan", entries, account: orderAccount(accountSourceFixture(overrides)), trackUrl },
      defaultShopSettings,
    );

  it("names the money, the day and the balance after it", () => {
    const mail = receipt({ amountPaid: 132_500 }, [
      { kind: "payment", amount: 132_500, method: "bank_transfer", receivedOn: "2026-11-28" },
    ]);
    expect(mail.subject).toBe("Payment received for order #A1B2C3D4 - Shahkaar Interiors");
    expect(mail.text).toContain(
      "We received PKR 132,500 by bank transfer on Nov 28, 2026; balance PKR 132,500 on delivery.",
    );
  });

  it("says paid in full, an overpayment, and a refund as what they are", () => {
    const full = receipt({ amountPaid: 265_000 }, [
      { kind: "payment", amount: 132_500, method: "cash", receivedOn: "2026-12-10" },
    ]);
    expect(full.text).toContain("We received PKR 132,500 by cash on Dec 10, 2026; your order is paid in full.");
    const over = receipt({ amountPaid: 270_000 }, [
      { kind: "payment", amount: 137_500, method: "bank_transfer", receivedOn: "2026-12-10" },
    ]);
    expect(over.text).toContain("that is PKR 5,000 more than you owe: we will contact you to return it");
    const refund = receipt({ status: "cancelled", amountPaid: 0, amountRefunded: 132_500 }, [
      { kind: "refund", amount: 132_500, method: "bank_transfer", receivedOn: "2026-12-11" },
    ]);
    expect(refund.subject).toBe("Refund for order #A1B2C3D4 - Shahkaar Interiors");
    expect(refund.text).toContain("We refunded PKR 132,500 by bank transfer on Dec 11, 2026");
  });
});
