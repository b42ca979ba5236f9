import { describe, expect, it } from "vitest";
import { inboxMessageMail } from "~/modules/inbox/mails/inbox-message";
import { defaultShopSettings } from "~/modules/settings/settings.defaults";
import { contactSubjectFor } from "./contact-subjects";
import { contactSchema } from "./contact.schema";
import { detailRows, formatReceived, replyHref, replySubject } from "./inbox-display";
import { inboxSearch, parseInboxView } from "./inbox-filters";

describe("the contact schema (browser and server)", () => {
  it("refuses a form without a key", () => {
    const result = contactSchema.safeParse({
      firstName: "A",
      lastName: "B",
      email: "a@b.pk",
      subject: "Hi",
      message: "Hello",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(["idempotencyKey"]);
  });
});

describe("the contact form's subject from the link that led there", () => {
  it("knows the consultation and careers links, and takes other text as it is", () => {
    expect(contactSubjectFor("consultation")).toBe("Free design consultation");
    expect(contactSubjectFor("careers")).toBe("Job application");
    expect(contactSubjectFor("careers", "Master Craftsman")).toBe("Job application: Master Craftsman");
    expect(contactSubjectFor("careers", null)).toBe("Job application");
    expect(contactSubjectFor("  Bulk   order\nfor an office ")).toBe("Bulk order for an office");
    expect(contactSubjectFor(null)).toBe("");
    expect(contactSubjectFor("x".repeat(400))).toHaveLength(150);
  });
});

describe("the inbox's display helpers", () => {
  it("shows the received time in Pakistan time as 'Jan 05, 2024, 14:30'", () => {
    expect(formatReceived(new Date("2024-01-05T09:30:00Z"))).toBe("Jan 05, 2024, 14:30");
    expect(formatReceived("2024-12-31T19:05:00Z")).toBe("Jan 01, 2025, 00:05");
  });

  it("labels a request's details in the form's order and leaves out blanks", () => {
    expect(
      detailRows({ location: "Multan", timeline: "asap", projectType: "interior-design", budget: "above-500k" }),
    ).toEqual([
      { label: "Project type", value: "Interior Design" },
      { label: "Budget", value: "Above PKR 500,000" },
      { label: "Timeline", value: "As soon as possible" },
      { label: "Location", value: "Multan" },
    ]);
    expect(detailRows({ projectType: "old-kind" })).toEqual([{ label: "Project type", value: "old-kind" }]);
    expect(detailRows({})).toEqual([]);
  });

  it("answers with 'Re: subject', once", () => {
    expect(replySubject("Custom order: Renovation")).toBe("Re: Custom order: Renovation");
    expect(replySubject("RE: earlier")).toBe("RE: earlier");
    expect(replyHref({ email: "a@b.pk", subject: "Sofa & chairs" })).toBe(
      "mailto:a@b.pk?subject=Re%3A%20Sofa%20%26%20chairs",
    );
  });

  it("reads and writes the inbox's view in the URL", () => {
    const view = parseInboxView(new URLSearchParams("kind=contact&status=handled&page=3"));
    expect(view).toEqual({ kind: "contact", status: "handled", page: 3 });
    expect(inboxSearch(view)).toBe("?kind=contact&status=handled&page=3");
    expect(parseInboxView(new URLSearchParams("kind=x&status=&page=-2"))).toEqual({
      kind: null,
      status: null,
      page: 1,
    });
    expect(inboxSearch({ kind: null, status: null, page: 1 })).toBe("");
  });
});

describe("the shop's mail for a message", () => {
  const hostile = `<img src=x onerror="alert(1)">`;
  const mail = inboxMessageMail(
    {
      kind: "contact",
      name: hostile,
      email: "visitor@example.pk",
      phone: "+923001234567",
      subject: `Line one\r\nBcc: victim@example.com`,
      message: `First paragraph ${hostile}\n\nSecond paragraph`,
      details: {},
      receivedAt: new Date("2024-01-05T09:30:00Z"),
    },
    defaultShopSettings,
    "https://shop.example/admin/inbox",
  );

  it("has a one-line subject, escaped HTML and the sender's details", () => {
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toContain("Line one Bcc: victim@example.com");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img");
    expect(mail.text).toContain("+92 300 1234567");
    expect(mail.text).toContain("wrote on Jan 05, 2024 at 14:30 (Pakistan time)");
    expect(mail.text).toContain("Second paragraph");
    expect(mail.html).toContain('href="https://shop.example/admin/inbox"');
  });
});
