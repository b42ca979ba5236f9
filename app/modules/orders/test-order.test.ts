import { describe, expect, it } from "vitest";
import { newOrderNotificationMail, orderConfirmationMail } from "./mails/order-placed";
import { adminUrl, order, settings, withAccount } from "./mails/order-placed.samples";
import { orderMailPromise, TEST_ORDER_NOTE, testOrderNote, testOrderSubject } from "./test-order";

describe("a test order (placed while the shop was a preview)", () => {
  it("says so in both order mails' subjects and first lines; a real order's mails do not", () => {
    const test = withAccount(order, { isTest: true });
    for (const mail of [orderConfirmationMail(test, settings), newOrderNotificationMail(test, settings, adminUrl)]) {
      expect(mail.subject).toMatch(/^\[Test order\] /);
      expect(mail.text).toContain(TEST_ORDER_NOTE);
      expect(mail.html).toContain(TEST_ORDER_NOTE);
    }
    for (const mail of [orderConfirmationMail(order, settings), newOrderNotificationMail(order, settings, adminUrl)]) {
      expect(mail.subject).not.toContain("Test order");
      expect(mail.text).not.toContain(TEST_ORDER_NOTE);
    }
  });

  it("has one note and one subject prefix for every other page and mail to use", () => {
    expect(testOrderNote({ isTest: true })).toBe(TEST_ORDER_NOTE);
    expect(testOrderNote({ isTest: false })).toBeNull();
    expect(testOrderSubject({ isTest: true }, "Order #A1B2C3D4 confirmed")).toBe(
      "[Test order] Order #A1B2C3D4 confirmed",
    );
  });
});

describe("the confirmation page's promise", () => {
  it("is an e-mail only when a mail server is set, else how to come back to the order", () => {
    expect(orderMailPromise(true)).toBe("You will receive a confirmation email shortly.");
    expect(orderMailPromise(false)).not.toMatch(/e-?mail shortly/i);
    expect(orderMailPromise(false)).toContain("Track Order");
  });
});
