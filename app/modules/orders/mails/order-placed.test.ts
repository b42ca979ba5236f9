import { describe, expect, it } from "vitest";
import { escapeHtml } from "~/modules/mail/layout";
import { newOrderNotificationMail, orderConfirmationMail } from "./order-placed";
import { adminUrl, byBank, htmlRow, order, settings, textRow, trackUrl, withAccount } from "./order-placed.samples";

const mails = {
  confirmation: orderConfirmationMail(order, settings),
  notification: newOrderNotificationMail(order, settings, adminUrl),
};

describe.each(Object.keys(mails) as (keyof typeof mails)[])("the order %s mail", (name) => {
  const mail = mails[name];

  it("is a complete HTML document with a text part", () => {
    expect(mail.html.startsWith("<!doctype html>")).toBe(true);
    expect(mail.html.trimEnd().endsWith("</html>")).toBe(true);
    expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it("lists every item with its quantity and line total, then the total", () => {
    expect(mail.html).toMatch(htmlRow("Sheesham Dining Table x 2", "PKR 530,000"));
    expect(mail.html).toMatch(htmlRow("Velvet Armchair x 1", "PKR 85,000"));
    expect(mail.html).toMatch(htmlRow("Total", "PKR 615,000"));
    expect(mail.text).toMatch(textRow("Sheesham Dining Table x 2", "PKR 530,000"));
    expect(mail.text).toMatch(textRow("Velvet Armchair x 1", "PKR 85,000"));
    expect(mail.text).toMatch(textRow("Total", "PKR 615,000"));
  });

  it("sets the total off: bold with a rule above in HTML, a line of dashes in the text", () => {
    expect(mail.html).toMatch(/<td style="[^"]*font-weight:bold;border-top:[^"]*">Total<\/td>/);
    expect(mail.html).not.toMatch(/<td style="[^"]*font-weight:bold[^"]*">Velvet Armchair x 1<\/td>/);
    const lines = mail.text.split("\n");
    const total = lines.findIndex((line) => line.startsWith("Total "));
    expect(lines[total - 1]).toMatch(/^-{10,}$/);
    expect(lines[total - 2]).toMatch(/^Delivery \(Standard, Zone 1\) +Free$/);
    expect(lines[total - 3]).toMatch(/^Subtotal +PKR 615,000$/);
    expect(lines[total - 4]).toMatch(/^Velvet Armchair x 1 /);
  });

  it("aligns the values of the text lines on the right", () => {
    const rows = mail.text.split("\n").filter((line) => / {2}PKR [\d,]+$/.test(line));
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((row) => row.length)).size).toBe(1);
    expect(rows.map((row) => row.indexOf("  "))).toEqual([
      "Sheesham Dining Table x 2".length,
      "Velvet Armchair x 1".length,
      "Subtotal".length,
      "Total".length,
    ]);
  });

  it("shows the phone number in the readable form", () => {
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain("+92 300 1234567");
      expect(part).not.toContain("+923001234567");
    }
  });

  it("shows the delivery address and the notes", () => {
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain("House 12, Street 4, DHA Phase 5, Lahore");
      expect(part).toContain("Please call before delivery");
    }
  });

  it("shows the shop's name and contact details from the settings", () => {
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(settings.name);
      expect(part).toContain(settings.emails.general);
    }
  });
});

describe("the order confirmation", () => {
  const { subject, html, text } = mails.confirmation;

  it("says the order was received, not that it is confirmed", () => {
    expect(subject).toBe("Order #A1B2C3D4 received - Shahkaar Interiors");
    expect(text.startsWith("Thank you for your order\n")).toBe(true);
    expect(text).toContain("Hello Ayesha Khan,");
  });

  it("gives the order number and the day it was placed, in Pakistan time", () => {
    expect(text).toContain("#A1B2C3D4");
    expect(text).toContain("Jan 05, 2024");
    expect(text).not.toContain("Jan 04, 2024");
  });

  it("links to the order's own page with its secret, and to tracking", () => {
    expect(html).toContain(`href="${escapeHtml(order.orderUrl)}"`);
    expect(html).toContain(">View your order</a>");
    expect(html).toContain(`href="${escapeHtml(trackUrl)}"`);
    expect(html).toContain(">Track your order</a>");
    expect(text.split("\n")).toContain(trackUrl);
  });

  it("says that the order can be changed within 24 hours, and how", () => {
    expect(text).toMatch(/changed within 24 hours/);
    expect(text).toContain(settings.phone);
    expect(text).toContain(settings.emails.support);
  });

  it("asks for cash on delivery, without bank details, when paying on delivery", () => {
    for (const part of [html, text]) {
      expect(part).toMatch(/cash on delivery/i);
      expect(part).toContain("Please have PKR 615,000 ready in cash");
      expect(part).not.toContain(settings.bank.bankName);
      expect(part).not.toContain(settings.bank.accountTitle);
      expect(part).not.toContain(settings.bank.accountNumber);
      expect(part).not.toContain(settings.bank.iban);
    }
  });

  it("gives the shop's bank details and the reference to use when paying by bank transfer", () => {
    const mail = orderConfirmationMail(byBank, settings);
    for (const part of [mail.html, mail.text]) {
      expect(part).not.toMatch(/cash on delivery/i);
      expect(part).toContain("put your order number A1B2C3D4 in the transfer reference");
      expect(part).toContain("once the payment is received");
    }
    expect(mail.text).toMatch(textRow("Bank", settings.bank.bankName));
    expect(mail.text).toMatch(textRow("Account title", settings.bank.accountTitle));
    expect(mail.text).toMatch(textRow("Account number", settings.bank.accountNumber));
    expect(mail.text).toMatch(textRow("IBAN", settings.bank.iban));
    expect(mail.html).toMatch(htmlRow("IBAN", settings.bank.iban));
    expect(mail.html).toMatch(
      htmlRow("Account title", escapeHtml(settings.bank.accountTitle).replace(/[()]/g, "\\$&")),
    );
  });

  it("takes the bank details from the settings", () => {
    const bank = { bankName: "Meezan Bank", accountTitle: "Owner", accountNumber: "0101-1234567", iban: "PK36MEZN" };
    const { text: bankText } = orderConfirmationMail(byBank, { ...settings, bank });
    expect(bankText).toMatch(textRow("Bank", "Meezan Bank"));
    expect(bankText).toMatch(textRow("IBAN", "PK36MEZN"));
    expect(bankText).not.toContain(settings.bank.iban);
  });

  it("leaves out the notes when there are none", () => {
    const mail = orderConfirmationMail({ ...order, notes: null }, settings);
    expect(mail.text).not.toContain("Your notes");
    expect(mails.confirmation.text).toContain("Your notes: Please call before delivery");
  });

  it("says the delivery window, and that a fee by quote is still to come", () => {
    expect(text).toContain("Expected delivery: Jan 19 – Feb 06, 2024.");
    const byQuote = orderConfirmationMail(
      withAccount({ ...order, delivery: { ...order.delivery, deliveryZone: "Zone 4", deliveryFee: null } }),
      settings,
    ).text;
    expect(byQuote).toMatch(/Delivery \(Standard, Zone 4\) +To be confirmed/);
    expect(byQuote).toContain("we will e-mail you the delivery charge before we confirm your order");
    expect(byQuote).toContain("Please have PKR 615,000 plus the delivery charge we confirm ready in cash");
  });

  it("refuses a tracking link that is not a web address", () => {
    expect(() => orderConfirmationMail({ ...order, trackUrl: "javascript:alert(1)" }, settings)).toThrow(
      /Not a web link/,
    );
  });
});

describe("the confirmation as it leaves (rendered from the order's account at sending)", () => {
  // A PKR 615,000 order, cash on delivery, with the settings' 50 % advance.
  const withAdvance = (source: Parameters<typeof withAccount>[1] = {}) =>
    withAccount(order, { advanceDue: 307_500, ...source });
  const bankDetails = (text: string) => text.includes(settings.bank.iban);

  it("asks for the advance with the bank details while none of it is recorded", () => {
    const { text } = orderConfirmationMail(withAdvance(), settings);
    expect(text).toContain("Advance PKR 307,500 due, balance PKR 307,500 on delivery.");
    expect(text).toContain("Please transfer the advance of PKR 307,500");
    expect(bankDetails(text)).toBe(true);
  });

  it("asks only for what is left of an advance partly paid", () => {
    const { text } = orderConfirmationMail(withAdvance({ amountPaid: 100_000 }), settings);
    expect(text).toContain("Please transfer the advance of PKR 207,500");
    expect(text).toContain("(PKR 100,000 received)");
  });

  it("never asks again for an advance recorded before it was sent: the balance is cash on delivery, no bank details", () => {
    const { text, html } = orderConfirmationMail(withAdvance({ amountPaid: 307_500, status: "confirmed" }), settings);
    for (const part of [text, html]) expect(part).not.toMatch(/Advance PKR [\d,]+ due|transfer the advance/);
    expect(text).toContain(
      "Please have PKR 307,500 ready in cash when your order is delivered. We have received PKR 307,500 so far.",
    );
    expect(bankDetails(text)).toBe(false);
  });

  it("says 'Paid in full' and shows no bank details once everything is recorded", () => {
    const { text } = orderConfirmationMail(withAccount(byBank, { amountPaid: 615_000 }), settings);
    expect(text).toContain("Payment: Paid in full.");
    expect(text).not.toContain("Please transfer");
    expect(bankDetails(text)).toBe(false);
  });

  it("says where the order stands when the shop moved it on first, not that it will be confirmed", () => {
    const pending = orderConfirmationMail(order, settings).text;
    expect(pending).toContain("We will confirm it shortly.");
    const confirmed = orderConfirmationMail(withAccount(order, { status: "confirmed" }), settings).text;
    expect(confirmed).not.toContain("We will confirm it shortly.");
    expect(confirmed).toContain("We have confirmed your order and booked it into our workshop.");
  });

  it("gives the planned day instead of the window once the shop has planned it", () => {
    const { text } = orderConfirmationMail(withAccount(order, { deliveryDate: "2024-01-25" }), settings);
    expect(text).toContain("Planned delivery: ");
    expect(text).toContain("Jan 25, 2024");
    expect(text).not.toContain("Expected delivery: Jan 19");
  });

  it("leaves out the one-click check for a cancelled order", () => {
    const link = "https://shop.example/orders/A1B2C3D4/confirm?key=k";
    expect(orderConfirmationMail({ ...order, confirmUrl: link }, settings).text).toContain(link);
    const cancelled = withAccount({ ...order, confirmUrl: link }, { status: "cancelled" });
    expect(orderConfirmationMail(cancelled, settings).text).not.toContain(link);
  });
});

describe("the new-order notification", () => {
  const { subject, html, text } = mails.notification;

  it("starts its subject with the spec's 'New Order #' and the order number, then the total", () => {
    expect(subject).toBe("New Order #A1B2C3D4: PKR 615,000");
  });

  it("gives the customer's details, the payment method and the time of the order", () => {
    for (const part of [html, text]) {
      expect(part).toContain("Customer: Ayesha Khan, ayesha@example.com, +92 300 1234567");
      expect(part).toContain("Payment: Cash on delivery");
      expect(part).toContain("Notes: Please call before delivery");
      expect(part).toContain("Jan 05, 2024, 01:30 PKT");
    }
    expect(newOrderNotificationMail(byBank, settings, adminUrl).text).toContain("Payment: Bank transfer");
    expect(newOrderNotificationMail({ ...order, notes: "  " }, settings, adminUrl).text).toContain("Notes: none");
  });

  it("links to the order in the admin, not to the tracking page", () => {
    expect(html).toContain(`href="${escapeHtml(adminUrl)}"`);
    expect(html).toContain(">Open in admin</a>");
    expect(text.split("\n")).toContain(adminUrl);
    expect(html).not.toContain(escapeHtml(trackUrl));
  });
});
