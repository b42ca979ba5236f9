import { formatPhone } from "~/utils/phone-display";
import { greeting, renderMail, type MailBlock, type RenderedMail } from "~/modules/mail/layout";
import { kindLabels } from "../consultation-kinds";
import { formatSlot } from "../lahore-days";
import { bookingLines, oneLine, type ConsultationMailShop, type MailBooking } from "./booking-facts";
import { invitationAttachment } from "./invitation";

type Attachment = ReturnType<typeof invitationAttachment>;
export type ConsultationMail = RenderedMail & { attachments: Attachment[] };

/** What to bring or expect, by kind. */
function preparation(booking: MailBooking): string {
  if (booking.kind === "showroom") return "Bring photos of your rooms and their measurements if you have them.";
  if (booking.kind === "home") return "Our designer will call you on the day before setting off.";
  return "We e-mail you the link to the video call before it starts. Have your rooms' photos at hand.";
}

/** The button of the booking's private link (cancel-key.server.ts), in every mail that carries it. */
export const MOVE_OR_CANCEL = "Move or cancel your booking";

const questions = (shop: ConsultationMailShop): MailBlock => ({
  kind: "note",
  text: `Questions, or a change of plan? Call us on ${formatPhone(shop.phone)} or reply to this e-mail.`,
});

/** To the customer when they book: the facts, a calendar invitation, and the link to cancel. */
export function confirmationMail(
  booking: MailBooking,
  shop: ConsultationMailShop,
  cancelLink: string,
  now = new Date(),
): ConsultationMail {
  const when = formatSlot(booking.startsAt, booking.endsAt);
  return {
    ...renderMail(
      {
        subject: `Your consultation on ${when} (#${booking.number})`,
        preheader: `${kindLabels[booking.kind]} with ${shop.name}. The calendar invitation is attached.`,
        heading: "Your consultation is booked",
        blocks: [
          { kind: "paragraph", text: greeting(oneLine(booking.name, 100)) },
          {
            kind: "paragraph",
            text: `Thank you for booking a design consultation with ${shop.name}. We look forward to meeting you.`,
          },
          { kind: "lines", rows: bookingLines(booking, shop) },
          { kind: "paragraph", text: preparation(booking) },
          { kind: "note", text: "The attached invitation (consultation.ics) adds it to your calendar." },
          {
            kind: "paragraph",
            text: "Can't make it? Move it to another time or cancel it, so that someone else can have this one:",
          },
          { kind: "button", label: MOVE_OR_CANCEL, url: cancelLink },
          questions(shop),
        ],
      },
      shop,
    ),
    attachments: [invitationAttachment(booking, shop, "REQUEST", { cancelLink, now })],
  };
}

/** To the customer when the booking is cancelled, by them or by the shop (with its reason). */
export function cancellationMail(
  booking: MailBooking,
  shop: ConsultationMailShop,
  { by, reason }: { by: "customer" | "shop"; reason?: string | null },
  now = new Date(),
): ConsultationMail {
  const when = formatSlot(booking.startsAt, booking.endsAt);
  const byShop: MailBlock[] = [
    { kind: "paragraph", text: `We are sorry: we have had to cancel your consultation on ${when}.` },
    ...(reason ? [{ kind: "paragraph" as const, text: `Our note: ${reason}` }] : []),
    { kind: "paragraph", text: "Please book another time, or call us and we will find one with you." },
  ];
  const byCustomer: MailBlock[] = [
    { kind: "paragraph", text: `As you asked, we have cancelled your consultation on ${when}.` },
    { kind: "paragraph", text: "You are welcome to book another time whenever it suits you." },
  ];
  return {
    ...renderMail(
      {
        subject: `Cancelled: your consultation on ${when} (#${booking.number})`,
        preheader: `Booking #${booking.number} is cancelled.`,
        heading: "Your consultation is cancelled",
        blocks: [
          { kind: "paragraph", text: greeting(oneLine(booking.name, 100)) },
          ...(by === "shop" ? byShop : byCustomer),
          { kind: "lines", rows: bookingLines(booking, shop, { price: false }) },
          { kind: "note", text: "The attached file removes it from your calendar." },
          { kind: "button", label: "Book another time", url: `${shop.origin}/consultations?type=${booking.kind}` },
          questions(shop),
        ],
      },
      shop,
    ),
    attachments: [invitationAttachment(booking, shop, "CANCEL", { now })],
  };
}

/** To the customer when the booking moves: by the shop, or as they asked from its link. The new time and an updated invitation. */
export function movedMail(
  booking: MailBooking,
  previous: { startsAt: Date; endsAt: Date },
  shop: ConsultationMailShop,
  cancelLink: string,
  { by, now = new Date() }: { by: "shop" | "customer"; now?: Date },
): ConsultationMail {
  const when = formatSlot(booking.startsAt, booking.endsAt);
  const before = formatSlot(previous.startsAt, previous.endsAt);
  const moved = by === "customer" ? "As you asked, we have moved" : "We have moved";
  return {
    ...renderMail(
      {
        subject: `New time: your consultation is now on ${when} (#${booking.number})`,
        preheader: `Moved from ${before}.`,
        heading: "Your consultation has a new time",
        blocks: [
          { kind: "paragraph", text: greeting(oneLine(booking.name, 100)) },
          { kind: "paragraph", text: `${moved} your consultation from ${before} to ${when}.` },
          { kind: "lines", rows: bookingLines(booking, shop) },
          { kind: "note", text: "The attached invitation updates the time in your calendar." },
          { kind: "paragraph", text: "If the new time does not suit you, you can move or cancel it here:" },
          { kind: "button", label: MOVE_OR_CANCEL, url: cancelLink },
          questions(shop),
        ],
      },
      shop,
    ),
    attachments: [invitationAttachment(booking, shop, "REQUEST", { cancelLink, now })],
  };
}
