import type { ConsultationFees } from "~/modules/settings/consultation-fees";

/**
 * The kinds of consultation, as the table's check constraint lists them (app/db/schema/consultations.ts;
 * bookings.server.ts checks at compile time that both lists agree). Written here too, so that the
 * booking page does not bring the table definitions to the browser.
 */
export const CONSULTATION_KINDS = ["showroom", "home", "video"] as const;
export type ConsultationKind = (typeof CONSULTATION_KINDS)[number];

// Each kind has its price in the settings (consultationFees): a kind added here without one fails to compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const everyKindPriced: Same<ConsultationKind, keyof ConsultationFees> = true;
void everyKindPriced;

/** How the booking page, the agenda and the mails name each kind of consultation. */
export const kindLabels: Record<ConsultationKind, string> = {
  showroom: "Showroom visit",
  home: "Home visit in Lahore",
  video: "Video call",
};

export const kindHints: Record<ConsultationKind, string> = {
  showroom: "Meet a designer at our Lahore showroom, with samples to touch.",
  home: "A designer comes to your home in Lahore to see and measure your rooms.",
  video: "From anywhere in Pakistan or abroad: we e-mail you the link before the call.",
};

export const isConsultationKind = (value: unknown): value is ConsultationKind =>
  typeof value === "string" && (CONSULTATION_KINDS as readonly string[]).includes(value);
