import { MAX_CUSTOMER_PHOTO_BYTES } from "~/modules/media/customer-photos";
import { formWithFiles, ORDINARY_FORM } from "~/utils/form-limits";

// Browser-safe: the request form and the server read the same limits.

export const CLAIM_DETAILS_MAX = 2000;
export const CLAIM_LINES_MAX = 50;
/** The shop's words to the buyer on a request (why declined, how closed). */
export const CLAIM_DECISION_MAX = 500;
/** How far ahead a preferred day for the pickup or the visit may be. */
export const PREFERRED_DAY_AHEAD = 60;
/** Photos a request may carry: the damage from a few sides, the label, the invoice. */
export const MAX_CLAIM_PHOTOS = 6;

/** A request's post: its fields, a quantity per line of the order, and six photos. */
export const CLAIM_FORM = formWithFiles(
  { ...ORDINARY_FORM, fields: 20 + 2 * CLAIM_LINES_MAX },
  MAX_CLAIM_PHOTOS,
  MAX_CUSTOMER_PHOTO_BYTES,
);

/**
 * The requests the shop answers with a visit to inspect the piece, booked at a free time of the
 * consultation calendar (which it then holds); returns and exchanges are picked up on a day and
 * a two-hour window, as deliveries are.
 */
export const CLAIM_VISIT_KINDS = ["warranty", "damage"] as const;

export const needsVisit = (kind: string) => (CLAIM_VISIT_KINDS as readonly string[]).includes(kind);
