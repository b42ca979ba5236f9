import { formatSlot } from "~/modules/consultations/lahore-days";
import { deliverySlotText } from "~/modules/orders/delivery-date";

/** What a request stores of the time booked for it. */
export interface ClaimBooking {
  bookedDay: string | null;
  bookedSlotStart: number | null;
  visitStartsAt: Date | null;
  visitEndsAt: Date | null;
}

/**
 * How every page and mail names the time booked for a request: a visit's calendar slot
 * ('Thursday, Dec 03, 2026, 11:00-12:00') or a pickup's day and window ('Dec 03, 2026,
 * 11:00-13:00'); null when none is booked.
 */
export function claimBookingText(claim: ClaimBooking): string | null {
  if (claim.visitStartsAt && claim.visitEndsAt) return formatSlot(claim.visitStartsAt, claim.visitEndsAt);
  return claim.bookedDay ? deliverySlotText(claim.bookedDay, claim.bookedSlotStart) : null;
}
