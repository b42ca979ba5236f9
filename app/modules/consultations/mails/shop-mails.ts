import { renderMail, type RenderedMail } from "~/modules/mail/layout";
import { kindLabels } from "../consultation-kinds";
import { formatSlot } from "../lahore-days";
import { bookingLines, oneLine, type ConsultationMailShop, type MailBooking } from "./booking-facts";

const agendaUrl = (shop: ConsultationMailShop) => `${shop.origin}/admin/consultations`;

type ShopEvent = "booked" | "cancelled" | "moved";

/** The subject, heading and first sentence of each notice. */
function wording(event: ShopEvent, name: string, when: string, before: string, kind: string) {
  if (event === "booked") {
    return {
      subject: `New consultation: ${when}, ${kind}, ${name}`,
      heading: "New consultation booked",
      text: `${name} booked a consultation for ${when}.`,
    };
  }
  if (event === "moved") {
    return {
      subject: `Moved by the customer: consultation now ${when}, ${name}`,
      heading: "A customer moved a consultation",
      text: `${name} moved their consultation from ${before} to ${when}: the earlier time is free again.`,
    };
  }
  return {
    subject: `Cancelled by the customer: consultation ${when}, ${name}`,
    heading: "A customer cancelled a consultation",
    text: `${name} cancelled their consultation of ${when}: the time is free again.`,
  };
}

/**
 * To the shop when a customer books, cancels or moves (from the booking's link; `previous` is
 * the time it had): queued with Reply-To the customer.
 */
export function shopNoticeMail(
  booking: MailBooking,
  shop: ConsultationMailShop,
  event: ShopEvent,
  previous?: { startsAt: Date; endsAt: Date },
): RenderedMail {
  const name = oneLine(booking.name, 100);
  const when = formatSlot(booking.startsAt, booking.endsAt);
  const before = previous ? formatSlot(previous.startsAt, previous.endsAt) : "";
  const { subject, heading, text } = wording(event, name, when, before, kindLabels[booking.kind]);
  return renderMail(
    {
      subject,
      preheader: `Booking #${booking.number}`,
      heading,
      blocks: [
        { kind: "paragraph", text },
        { kind: "lines", rows: bookingLines(booking, shop, { customer: true }) },
        ...(booking.note ? [{ kind: "paragraph" as const, text: `Their note: ${booking.note}` }] : []),
        { kind: "note", text: `Reply to this e-mail to write to ${name} at ${booking.email}.` },
        { kind: "button", label: "Open the consultations", url: agendaUrl(shop) },
      ],
    },
    shop,
  );
}
