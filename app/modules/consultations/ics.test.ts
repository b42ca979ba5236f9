import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildInvitation, foldLine, icsText, type Invitation } from "./ics";

const invitation = (overrides: Partial<Invitation> = {}): Invitation => ({
  method: "REQUEST",
  uid: "5f0c2a1e-0000-4000-8000-000000000001@shop.example",
  sequence: 0,
  stamp: new Date("2026-11-26T10:00:00Z"),
  start: new Date("2026-12-01T06:00:00Z"),
  end: new Date("2026-12-01T07:00:00Z"),
  summary: "Design consultation: Showroom visit, Shahkaar Interiors",
  location: "Plot 00, Main Boulevard, Gulberg III, Lahore; ask for the studio",
  description:
    "Booking 5F0C2A1E.\nTo cancel, open https://shop.example/consultations/5F0C2A1E/cancel?key=abc_DEF-123 and confirm.",
  url: "https://shop.example/consultations/5F0C2A1E/cancel?key=abc_DEF-123",
  organizer: { name: "Shahkaar Interiors", email: "hello@shop.example" },
  attendee: { name: "Ayesha Khan, DHA", email: "ayesha@example.com" },
  productId: "-//Shahkaar Interiors//Consultations//EN",
  ...overrides,
});

const octets = (line: string) => new TextEncoder().encode(line).length;

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe("the calendar invitation", () => {
  it("parses as one event at the booked time, in UTC, with its text intact", () => {
    const ics = buildInvitation(invitation());
    const { calendar, vevent, event } = parse(ics);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(event.uid).toBe("5f0c2a1e-0000-4000-8000-000000000001@shop.example");
    expect(event.sequence).toBe(0);
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-01T06:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-12-01T07:00:00.000Z");
    expect(event.summary).toBe("Design consultation: Showroom visit, Shahkaar Interiors");
    expect(event.location).toBe("Plot 00, Main Boulevard, Gulberg III, Lahore; ask for the studio");
    expect(event.description).toBe(invitation().description);
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(vevent.getFirstProperty("attendee")!.getParameter("cn")).toBe("Ayesha Khan, DHA");
    expect(vevent.getFirstPropertyValue("attendee")).toBe("mailto:ayesha@example.com");
    expect(vevent.getFirstPropertyValue("organizer")).toBe("mailto:hello@shop.example");
    expect(vevent.getFirstSubcomponent("valarm")).not.toBeNull();
  });

  it("ends every line in CRLF and folds none longer than 75 octets, even in Urdu", () => {
    const ics = buildInvitation(invitation({ attendee: { name: "عائشہ خان ".repeat(12), email: "a@example.com" } }));
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of ics.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(parse(ics).vevent.getFirstProperty("attendee")!.getParameter("cn")).toBe("عائشہ خان ".repeat(12).trim());
  });

  it("cancels with the same UID and a higher SEQUENCE, and no reminder", () => {
    const { calendar, vevent, event } = parse(buildInvitation(invitation({ method: "CANCEL", sequence: 2 })));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event.uid).toBe(invitation().uid);
    expect(event.sequence).toBe(2);
    expect(vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(vevent.getFirstSubcomponent("valarm")).toBeNull();
  });
});

describe("its pieces", () => {
  it("escapes text values and drops control characters", () => {
    expect(icsText("a\\b;c,d\r\ne\nf\u0007")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("folds at 75 octets without cutting a character in two", () => {
    const folded = foldLine(`DESCRIPTION:${"é".repeat(60)}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBe(2);
    expect(octets(lines[0]!)).toBeLessThanOrEqual(75);
    expect(lines[1]!.startsWith(" ")).toBe(true);
    expect(lines.map((line, index) => (index ? line.slice(1) : line)).join("")).toBe(`DESCRIPTION:${"é".repeat(60)}`);
  });
});
