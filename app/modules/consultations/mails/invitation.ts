import { formatPhone } from "~/utils/phone-display";
import { kindLabels } from "../consultation-kinds";
import { buildInvitation } from "../ics";
import { formatSlot } from "../lahore-days";
import { placeOf, type ConsultationMailShop, type MailBooking } from "./booking-facts";

/** The booking's .ics file as a mail attachment: REQUEST for a new or moved booking, CANCEL when cancelled. */
export function invitationAttachment(
  booking: MailBooking,
  shop: ConsultationMailShop,
  method: "REQUEST" | "CANCEL",
  { cancelLink, now = new Date() }: { cancelLink?: string; now?: Date } = {},
) {
  const when = formatSlot(booking.startsAt, booking.endsAt);
  const description = [
    `Booking #${booking.number}: ${kindLabels[booking.kind]}, ${when} (Pakistan time).`,
    placeOf(booking, shop),
    ...(booking.kind === "video" ? ["We e-mail you the link to the call before it starts."] : []),
    ...(cancelLink ? [`To move or cancel: ${cancelLink}`] : []),
    `Questions? Call ${formatPhone(shop.phone)} or write to ${shop.emails.general}.`,
  ].join("\n");
  const content = buildInvitation({
    method,
    uid: `${booking.id}@${new URL(shop.origin).hostname}`,
    sequence: booking.revision,
    stamp: now,
    start: booking.startsAt,
    end: booking.endsAt,
    summary: `Design consultation with ${shop.name} (${kindLabels[booking.kind]})`,
    location: placeOf(booking, shop),
    description,
    url: cancelLink,
    organizer: { name: shop.name, email: shop.emails.general },
    attendee: { name: booking.name, email: booking.email },
    productId: `-//${shop.name.replace(/[/\r\n]/g, " ")}//Consultations//EN`,
  });
  return {
    filename: method === "CANCEL" ? "consultation-cancelled.ics" : "consultation.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content,
  };
}
