import { describe, expect, it } from "vitest";
import { defaultShopSettings } from "~/modules/settings/settings.defaults";
import { escapeHtml, renderMail } from "~/modules/mail/layout";
import { newOrderNotificationMail, orderConfirmationMail, type PlacedOrderMail } from "./order-placed";

const settings = defaultShopSettings;
const trackUrl = "https://shop.example/track-order?order=A1B2C3D4&from=mail";
const adminUrl = "https://shop.example/admin/orders?order=A1B2C3D4&tab=orders";

const order: PlacedOrderMail = {
  number: "A1B2C3D4",
  // 20:30 UTC on 4 January is 01:30 on 5 January in Lahore.
  placedAt: new Date("2024-01-04T20:30:00Z"),
  fullName: "Ayesha Khan",
  email: "ayesha@example.com",
  phone: "+923001234567",
  address: "House 12, Street 4, DHA Phase 5",
  city: "Lahore",
  notes: "Please call before delivery",
  paymentMethod: "cod",
  items: [
    { name: "Sheesham Dining Table", quantity: 2, unitPrice: 265000, totalPrice: 530000 },
    { name: "Velvet Armchair", quantity: 1, unitPrice: 85000, totalPrice: 85000 },
  ],
  subtotal: 615000,
  totalAmount: 615000,
  delivery: {
    deliveryOption: "standard",
    deliveryZone: "Zone 1",
    deliveryFee: 0,
    deliveryEarliest: "2024-01-19",
    deliveryLatest: "2024-02-06",
  },
  trackUrl,
  orderUrl: "https://shop.example/orders/A1B2C3D4?key=secret-key",
  advanceDue: 0,
  confirmUrl: null,
};
const byBank: PlacedOrderMail = { ...order, paymentMethod: "bank_transfer" };

const hostile = `<script>alert("x")</script>`;
const hostileOrder: PlacedOrderMail = {
  ...order,
  fullName: hostile,
  address: `<img src=x onerror=alert(1)>`,
  city: "Lahore & <b>Cantt</b>",
  notes: `<a href="javascript:alert(1)">call</a>`,
  items: [{ name: `<i>Sofa</i> "Royal"`, quantity: 1, unitPrice: 615000, totalPrice: 615000 }],
};

const mails = {
  confirmation: orderConfirmationMail(order, settings),
  notification: newOrderNotificationMail(order, settings, adminUrl),
};

/** The text line of a `lines` row: the label, spaces, the value. */
function textRow(label: string, value: string) {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escape(label)} {2,}${escape(value)}$`, "m");
}

/** The HTML table row of a `lines` row: the label's cell, then the value's. */
function htmlRow(label: string, value: string) {
  return new RegExp(`<td[^>]*>${label}</td><td align="right"[^>]*>${value}</td>`);
}

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
    expect(text).toContain("Expected delivery: Jan 19 - Feb 06.");
    const byQuote = orderConfirmationMail(
      { ...order, delivery: { ...order.delivery, deliveryZone: "Zone 4", deliveryFee: null } },
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

describe("escaping", () => {
  const sent = {
    confirmation: orderConfirmationMail(hostileOrder, settings),
    notification: newOrderNotificationMail(hostileOrder, settings, adminUrl),
  };

  it.each(Object.keys(sent) as (keyof typeof sent)[])("escapes every customer value in the %s HTML", (name) => {
    const { html, text } = sent[name];
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>Cantt");
    expect(html).not.toContain("<i>Sofa");
    expect(html).not.toContain('<a href="javascript');
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("Lahore &amp; &lt;b&gt;Cantt&lt;/b&gt;");
    expect(html).toMatch(htmlRow("&lt;i&gt;Sofa&lt;/i&gt; &quot;Royal&quot; x 1", "PKR 615,000"));
    // The text part is plain text: the values stay as they were typed.
    expect(text).toContain(`<i>Sofa</i> "Royal" x 1`);
  });
});

describe("the lines block", () => {
  const render = (rows: { label: string; value: string; strong?: boolean }[]) =>
    renderMail({ subject: "s", preheader: "p", heading: "h", blocks: [{ kind: "lines", rows }] }, settings);

  it("is a presentation table", () => {
    expect(render([{ label: "a", value: "1" }]).html).toMatch(/<table role="presentation" width="100%"[^>]*>\n<tr>/);
  });

  it("escapes labels and values", () => {
    const { html } = render([{ label: "<b>Bank</b>", value: `"A&B" <i>Ltd</i>`, strong: true }]);
    expect(html).not.toContain("<b>Bank");
    expect(html).not.toContain("<i>Ltd");
    expect(html).toMatch(htmlRow("&lt;b&gt;Bank&lt;/b&gt;", "&quot;A&amp;B&quot; &lt;i&gt;Ltd&lt;/i&gt;"));
  });

  it("puts each row on one text line even when a value has line breaks", () => {
    const { text } = render([
      { label: "Address", value: "House 12\nStreet 4" },
      { label: "City", value: "Lahore" },
    ]);
    expect(text).toMatch(textRow("Address", "House 12 Street 4"));
    expect(text).toMatch(/^City {2,}Lahore$/m);
    expect(text).toContain(
      `City${" ".repeat("Address".length - "City".length + 2 + "House 12 Street 4".length - "Lahore".length)}Lahore`,
    );
  });
});

describe("what the customer typed, in the confirmation sent to the address they named", () => {
  const lure: PlacedOrderMail = {
    ...order,
    fullName: "Refund pending: visit www.evil.example now",
    notes: "Confirm at https://evil.example/confirm",
  };
  const mail = orderConfirmationMail(lure, settings);

  it("greets neutrally when the name carries a link, and shows the name nowhere", () => {
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain("Hello,");
      expect(part).not.toMatch(/evil/);
      expect(part).toContain("Delivery to: House 12, Street 4, DHA Phase 5, Lahore.");
    }
  });

  it("leaves out notes that carry a link, which the shop's own copy still shows", () => {
    expect(mail.text).not.toContain("Your notes");
    expect(newOrderNotificationMail(lure, settings, adminUrl).text).toContain(
      "Notes: Confirm at https://evil.example/confirm",
    );
  });

  it("keeps customer text out of the subject and the preheader", () => {
    expect(mail.subject).toBe(`Order #A1B2C3D4 received - ${settings.name}`);
    expect(mail.html).toContain("Order #A1B2C3D4, PKR 615,000: we have received your order");
  });

  it("greets with the first 40 characters of a long name, on one line", () => {
    const long = orderConfirmationMail(
      { ...order, fullName: "Ayesha\n\nKhan, and here is a message for you that goes on" },
      settings,
    );
    expect(long.text).toContain("Hello Ayesha Khan, and here is a message for y,");
    expect(long.text).toContain("Delivery to: Ayesha Khan, and here is a message for y, House 12");
  });

  it("puts the address and notes on one line each, cut to the form's limits", () => {
    const flat = orderConfirmationMail(
      { ...order, address: `House 12\n\nTrack your order:\n${"x".repeat(600)}`, notes: `Gate 2\n${"y".repeat(1200)}` },
      settings,
    );
    expect(flat.text).toContain("Delivery to: Ayesha Khan, House 12 Track your order: xxx");
    expect(flat.text).not.toContain("x".repeat(500));
    expect(flat.text).toContain(`Your notes: Gate 2 ${"y".repeat(1000 - "Gate 2 ".length)}\n`);
    expect(flat.text).not.toContain("y".repeat(1000 - "Gate 2 ".length + 1));
  });
});
