import ICAL from "ical.js";

/**
 * The calendar file attached to a mail as the e2e sink saved it (the raw message with
 * quoted-printable already undone): its MIME part found by content type, then decoded by its
 * transfer encoding (base64, or plain text as it is).
 */
export function calendarPartOf(mail: string): string {
  const lines = mail.split(/\r?\n/);
  const start = lines.findIndex((line) => /^Content-Type: text\/calendar/i.test(line));
  if (start < 0) throw new Error("No text/calendar part in the mail");
  let index = start;
  const headers: string[] = [];
  while (index < lines.length && lines[index] !== "") headers.push(lines[index++]!);
  const body: string[] = [];
  for (index += 1; index < lines.length && !lines[index]!.startsWith("--"); index += 1) body.push(lines[index]!);
  const base64 = headers.some((header) => /^Content-Transfer-Encoding:\s*base64/i.test(header));
  if (!base64) return body.join("\r\n");
  // Undoing quoted-printable over the whole message also ate a padding '=' at a line's end, which
  // joins the next boundary line to the last line of base64: cut at the boundary's dashes.
  const encoded = body.join("").split("-")[0]!;
  return Buffer.from(encoded, "base64").toString("utf8");
}

/** The invitation's METHOD and its one event's UID, SEQUENCE, start and end (ISO, UTC), parsed by ical.js. */
export function parseInvitation(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    summary: event.summary,
  };
}
