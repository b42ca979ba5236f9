import { describe, expect, it } from "vitest";
import { renderMail } from "~/modules/mail/layout";
import { newOrderNotificationMail, orderConfirmationMail, type PlacedOrderMail } from "./order-placed";
import { adminUrl, hostileOrder, htmlRow, order, settings, textRow } from "./order-placed.samples";

// What the customer typed, escaped and shaped in the order mails (the mails themselves: order-placed.test.ts).

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
