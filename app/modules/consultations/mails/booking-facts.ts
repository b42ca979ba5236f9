import type { MailLine, MailShop } from "~/modules/mail/layout";
import { formatPakistaniPhone } from "~/utils/phone";
import { kindLabels, type ConsultationKind } from "../consultation-kinds";
import { formatSlot } from "../lahore-days";
import { kindFeeText, type ConsultationFees } from "~/modules/settings/consultation-fees";

/** What every mail about a booking may say of it. */
export interface MailBooking {
  id: string;
  number: string;
  kind: ConsultationKind;
  startsAt: Date;
  endsAt: Date;
  name: string;
  email: string;
  phone: string;
  address: string | null;
  note: string | null;
  revision: number;
}

/** The shop as the mails about consultations need it. */
export interface ConsultationMailShop extends MailShop {
  /** The showroom's address on one line. */
  showroom: string;
  /** The public origin, for links. */
  origin: string;
  /** The settings' price of each kind (issue 33, part 4): the mails name the booked kind's. */
  consultationFees?: ConsultationFees;
}

/** Where the consultation takes place, as the mail and the invitation's LOCATION say it. */
export function placeOf(
  booking: Pick<MailBooking, "kind" | "address">,
  shop: Pick<ConsultationMailShop, "name" | "showroom">,
): string {
  if (booking.kind === "showroom") return `${shop.name} showroom, ${shop.showroom}`;
  if (booking.kind === "home") return booking.address ?? "Your home in Lahore";
  return "Video call";
}

/** Where, as a sentence for people (pages and mails): a video call says how it happens. */
export function whereText(
  booking: Pick<MailBooking, "kind" | "address">,
  shop: Pick<ConsultationMailShop, "name" | "showroom">,
): string {
  return booking.kind === "video" ? "Online: the link comes by e-mail before the call" : placeOf(booking, shop);
}

/** A line of text for a mail's subject: no breaks, at most `max` characters. */
export function oneLine(value: string, max = 120): string {
  const line = value.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The booking's facts as a mail's table. */
export function bookingLines(
  booking: MailBooking,
  shop: ConsultationMailShop,
  { customer = false, price = true } = {},
): MailLine[] {
  const fees = shop.consultationFees;
  return [
    { label: "Booking", value: `#${booking.number}` },
    { label: "When", value: `${formatSlot(booking.startsAt, booking.endsAt)} (Pakistan time)` },
    { label: "Type", value: kindLabels[booking.kind] },
    { label: "Where", value: whereText(booking, shop) },
    ...(price && fees ? [{ label: "Price", value: kindFeeText(fees, booking.kind) }] : []),
    ...(customer
      ? [
          { label: "Name", value: oneLine(booking.name, 100) },
          { label: "E-mail", value: booking.email },
          { label: "Phone", value: formatPakistaniPhone(booking.phone) },
        ]
      : []),
  ];
}
