import { renderMail, type RenderedMail } from "~/modules/mail/layout";
import { kindLabels } from "../consultation-kinds";
import { formatSlot } from "../lahore-days";
import { bookingLines, oneLine, type ConsultationMailShop, type MailBooking } from "./booking-facts";

const agendaUrl = (shop: ConsultationMailShop) => `${shop.origin}/admin/consultations`;

/** To the shop when a customer books or cancels: queued with Reply-To the customer. */
export function shopNoticeMail(
  booking: MailBooking,
  shop: ConsultationMailShop,
  event: "booked" | "cancelled",
): RenderedMail {
  const name = oneLine(booking.name, 100);
  const when = formatSlot(booking.startsAt, booking.endsAt);
  const booked = event === "booked";
  return renderMail(
    {
      subject: booked
        ? `New consultation: ${when}, ${kindLabels[booking.kind]}, ${name}`
        : `Cancelled by the customer: consultation ${when}, ${name}`,
      preheader: `Booking #${booking.number}`,
      heading: booked ? "New consultation booked" : "A customer cancelled a consultation",
      blocks: [
        {
          kind: "paragraph",
          text: booked
            ? `${name} booked a consultation for ${when}.`
            : `${name} cancelled their consultation of ${when}: the time is free again.`,
        },
        { kind: "lines", rows: bookingLines(booking, shop, { customer: true }) },
        ...(booking.note ? [{ kind: "paragraph" as const, text: `Their note: ${booking.note}` }] : []),
        { kind: "note", text: `Reply to this e-mail to write to ${name} at ${booking.email}.` },
        { kind: "button", label: "Open the consultations", url: agendaUrl(shop) },
      ],
    },
    shop,
  );
}
