import type { CLAIM_REASONS, CLAIM_STATES } from "~/db/schema/claims";
import type { ClaimKind } from "./claim-windows";

// Browser-safe: the order's request page, the buyer's mails and the admin's pipeline name
// kinds, reasons and steps with these words.

export const CLAIM_KIND_LABELS: Record<ClaimKind, string> = {
  return: "Return",
  exchange: "Exchange",
  warranty: "Warranty repair",
  damage: "Damage in delivery",
};

/** What each kind means, beside its choice on the form. */
export const CLAIM_KIND_HINTS: Record<ClaimKind, string> = {
  return: "We collect the piece and refund you.",
  exchange: "We collect the piece and deliver another size, colour or piece.",
  warranty: "A defect in a covered part: we inspect it and repair or replace it.",
  damage: "Found damaged when it arrived: reported within 48 hours of the delivery.",
};

export const CLAIM_REASON_LABELS: Record<(typeof CLAIM_REASONS)[number], string> = {
  changed_mind: "It does not suit my home",
  not_as_described: "Not as described or pictured",
  wrong_item: "Wrong piece, size or colour delivered",
  damaged_in_delivery: "Damaged in delivery",
  defect: "A defect (joints, mechanism, finish or fabric)",
  other: "Something else",
};

export const CLAIM_STATE_LABELS: Record<(typeof CLAIM_STATES)[number], string> = {
  received: "Received",
  reviewing: "Being reviewed",
  approved: "Approved",
  declined: "Declined",
  picked_up: "Picked up",
  inspected: "Inspected",
  refunded: "Refunded",
  replaced: "Replaced",
  repaired: "Repaired",
  closed: "Closed",
};
