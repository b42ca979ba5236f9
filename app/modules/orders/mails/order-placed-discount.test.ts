import { describe, expect, it } from "vitest";
import { orderAccount } from "../order-account";
import { accountSourceFixture, discountedSourceFixture } from "../order-account.fixture";
import { deliveryFeeMail } from "./delivery-fee";
import { newOrderNotificationMail, orderConfirmationMail } from "./order-placed";
import { adminUrl, htmlRow, order, settings, textRow, trackUrl, withAccount } from "./order-placed.samples";

// Issue 35: the mails that list an order's money list a discount code's reduction, in the HTML and
// in the text part alike, from the order's account.

const MINUS = "\u2212";
const eid = withAccount(order, { discountCode: "EID25", discountAmount: 61_500 });

describe.each([
  ["confirmation", orderConfirmationMail(eid, settings)],
  ["notification", newOrderNotificationMail(eid, settings, adminUrl)],
])("the order %s mail of an order with a code", (_name, mail) => {
  it("lists the reduction after the subtotal, and the total with it taken off", () => {
    expect(mail.html).toMatch(htmlRow("Discount \\(EID25\\)", `${MINUS}PKR 61,500`));
    const lines = mail.text.split("\n");
    const subtotal = lines.findIndex((line) => line.startsWith("Subtotal "));
    expect(lines[subtotal + 1]).toMatch(textRow("Discount (EID25)", `${MINUS}PKR 61,500`));
    expect(lines[subtotal + 2]).toMatch(/^Delivery \(Standard, Zone 1\) +Free$/);
    expect(mail.text).toMatch(textRow("Total", "PKR 553,500"));
    // The minus sign is one character: the text's amounts still end in one column.
    expect(new Set(lines.slice(subtotal, subtotal + 2).map((line) => line.length)).size).toBe(1);
  });
});

describe("the delivery charge's mail", () => {
  const mailOf = (account: ReturnType<typeof orderAccount>) =>
    deliveryFeeMail(
      { fullName: "Ayesha Khan", address: "House 12", city: "Sialkot", notes: null, fee: 5_000, account, trackUrl },
      settings,
    );

  it("with a code, shows the lines the new total is made of; without one, the sentence alone as before", () => {
    const { text } = mailOf(orderAccount(discountedSourceFixture()));
    expect(text).toMatch(textRow("Discount (EID25)", `${MINUS}PKR 26,500`));
    expect(text).toMatch(textRow("Total", "PKR 243,500"));
    const plain = mailOf(orderAccount(accountSourceFixture({ deliveryFee: 5_000, totalAmount: 270_000 })));
    expect(plain.text).not.toMatch(/^Subtotal /m);
  });
});
