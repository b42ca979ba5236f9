/**
 * A calendar invitation (RFC 5545, with the iTIP methods of RFC 5546) for one consultation,
 * written by hand: one event is small, and every rule it needs is below. Lines end in CRLF and
 * are folded at 75 octets (never inside a UTF-8 character); text values escape backslashes,
 * commas, semicolons and line breaks; every time is in UTC, so no time-zone block is needed.
 */
export interface Invitation {
  /** REQUEST adds or updates the event in the customer's calendar; CANCEL removes it. */
  method: "REQUEST" | "CANCEL";
  /** The same for every mail about one booking, so calendars update the event they have. */
  uid: string;
  /** Higher in each later mail about the booking: calendars keep the newest. */
  sequence: number;
  /** When this file was made. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  url?: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** The product that wrote it: '-//Shahkaar Interiors//Consultations//EN'. */
  productId: string;
}

/** 20261201T060000Z. */
export const icsTime = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** A TEXT value: backslash, semicolon, comma and line breaks escaped; other control characters dropped. */
export function icsText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/(?![\n\t])\p{Cc}/gu, "")
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\n/g, "\\n");
}

/** A parameter value (a CN): quoted when it holds ':', ';' or ','; double quotes and controls cannot appear at all. */
function icsParameter(value: string): string {
  const clean = value.replace(/["\p{Cc}]/gu, "").trim();
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

const encoder = new TextEncoder();

/** Splits a content line into lines of at most 75 octets; each continuation starts with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; the others 74 after their leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const mailto = (email: string) => `mailto:${email.replace(/[\s"<>]/g, "")}`;

/** The whole .ics file. */
export function buildInvitation(event: Invitation): string {
  const cancelled = event.method === "CANCEL";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${event.productId}`,
    "CALSCALE:GREGORIAN",
    `METHOD:${event.method}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `LOCATION:${icsText(event.location)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${icsParameter(event.organizer.name)}:${mailto(event.organizer.email)}`,
    `ATTENDEE;CN=${icsParameter(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:${mailto(event.attendee.email)}`,
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    // A reminder an hour before, in calendars that honour one sent with an invitation.
    ...(cancelled
      ? []
      : ["BEGIN:VALARM", "ACTION:DISPLAY", `DESCRIPTION:${icsText(event.summary)}`, "TRIGGER:-PT1H", "END:VALARM"]),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
