import type { Notice } from "~/components/ui/toaster";
import type { ConsultationKind } from "./consultation-kinds";

/** What the booking form's answers say at the top of the form. */
export const bookingNotices = {
  invalid: {
    tone: "error",
    title: "Not booked yet",
    text: "Please check the fields marked below.",
  },
  slot: { tone: "error", title: "Not booked yet", text: "Please choose another time." },
  rateLimited: {
    tone: "error",
    title: "Not booked yet",
    text: "You have sent the form several times in a short while. Please wait a few minutes and try again, or call us.",
  },
  failed: { tone: "error", title: "Error", text: "Failed to book the consultation. Please try again." },
} satisfies Record<string, Notice>;

/** A stored booking as the confirmation shows it. */
export interface BookedSummary {
  number: string;
  kind: ConsultationKind;
  /** 'Tuesday, Dec 01, 2026, 11:00-12:00'. */
  when: string;
  email: string;
  place: string;
}

/** What POST /consultations answers; the page reads it with or without JavaScript. */
export interface BookingFormResult {
  ok: boolean;
  notice: Notice | null;
  /** The first problem per field ('slot' when the time was taken). */
  errors: Record<string, string>;
  /** What was typed, so a refused form keeps it. */
  values: Record<string, string>;
  booked?: BookedSummary;
}
