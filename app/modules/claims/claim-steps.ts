import type { CLAIM_STATES } from "~/db/schema/claims";

// Browser-safe: the admin's request page offers the steps this allows; the server checks again.

export type ClaimState = (typeof CLAIM_STATES)[number];

/**
 * The shop's steps on a request (issue 36, item 3): received → reviewing → approved (a day
 * booked) or declined (with the reason the buyer reads) → picked up or inspected → refunded,
 * replaced, repaired or closed. Closing ends a request from any open state.
 */
export const CLAIM_ACTIONS = [
  "review",
  "approve",
  "decline",
  "collect",
  "inspect",
  "refund",
  "replace",
  "repair",
  "close",
] as const;
export type ClaimAction = (typeof CLAIM_ACTIONS)[number];

const OPEN: ClaimState[] = ["received", "reviewing", "approved", "picked_up", "inspected"];

const STEP: Record<ClaimAction, { from: ClaimState[]; to: ClaimState; label: string }> = {
  review: { from: ["received"], to: "reviewing", label: "Start reviewing" },
  approve: { from: ["received", "reviewing"], to: "approved", label: "Approve and book a day" },
  decline: { from: ["received", "reviewing"], to: "declined", label: "Decline" },
  collect: { from: ["approved"], to: "picked_up", label: "Mark picked up" },
  inspect: { from: ["approved", "picked_up"], to: "inspected", label: "Mark inspected" },
  refund: { from: ["picked_up", "inspected"], to: "refunded", label: "Record the refund" },
  replace: { from: ["picked_up", "inspected"], to: "replaced", label: "Mark replaced" },
  repair: { from: ["picked_up", "inspected"], to: "repaired", label: "Mark repaired" },
  close: { from: OPEN, to: "closed", label: "Close" },
};

/** The state an action leads to. */
export const stateAfter = (action: ClaimAction): ClaimState => STEP[action].to;

/** The admin's button for an action. */
export const claimActionLabel = (action: ClaimAction): string => STEP[action].label;

/** Whether `action` may be taken on a request in `state`. */
export const claimActionAllowed = (action: ClaimAction, state: ClaimState): boolean =>
  STEP[action].from.includes(state);

/** The actions a request in `state` offers, in the pipeline's order. */
export const claimActionsFrom = (state: ClaimState): ClaimAction[] =>
  CLAIM_ACTIONS.filter((action) => claimActionAllowed(action, state));

/** Requests the shop still has to act on first: the dashboard counts them as waiting. */
export const WAITING_CLAIM_STATES: ClaimState[] = ["received", "reviewing"];

/** Requests still open (not declined, refunded, replaced, repaired or closed). */
export const OPEN_CLAIM_STATES = OPEN;

/** The admin list's tabs: what waits for the shop, what is under way, what is done. */
export const CLAIM_FILTERS = ["waiting", "open", "done"] as const;
export type ClaimFilter = (typeof CLAIM_FILTERS)[number];

export const parseClaimFilter = (value: string | null): ClaimFilter =>
  (CLAIM_FILTERS as readonly string[]).includes(value ?? "") ? (value as ClaimFilter) : "waiting";
