/**
 * The shop's delivery policy as data (DECISIONS: "Delivery is charged as the shop's policy
 * says"). One record is read by both /shipping and checkout, so what the page promises and
 * what checkout charges cannot disagree. Money is whole rupees (integers, never floats).
 */

/** The three ways a piece can be delivered. The set is fixed; their figures are the policy's. */
export const DELIVERY_OPTION_IDS = ["standard", "express", "white-glove"] as const;
export type DeliveryOptionId = (typeof DELIVERY_OPTION_IDS)[number];

/** A day of the week as `Date.getDay()` counts it: 0 is Sunday, 6 is Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** A span of days, both ends included; `min <= max`. */
export interface DayRange {
  min: number;
  max: number;
}

/**
 * How a zone's Standard delivery is charged. "priced": `standardCharge` below `freeAbove`,
 * nothing at or above it (`freeAbove: null` means never free). "quote": the shop names the
 * fee after the order, for every option (remote areas); `quoteFrom` is the "usually from"
 * figure shown beforehand, or null when there is none to give.
 */
export type ZonePricing =
  { kind: "priced"; freeAbove: number | null; standardCharge: number } | { kind: "quote"; quoteFrom: number | null };

export interface DeliveryZone {
  /** A slug ('zone-1'): the key of the options' `charges`, and what an order records. */
  id: string;
  /** 'Zone 1': what /shipping and the admin's messages call it. */
  name: string;
  /** The cities a customer may type to land in this zone (matched through `normaliseCity`). */
  cities: string[];
  /** Words shown beside the cities and never matched: 'including DHA, Bahria Town…'. */
  areasNote?: string;
  /** Working days on the road from the Lahore workshop to the door. */
  transitDays: DayRange;
  pricing: ZonePricing;
}

export interface DeliveryOption {
  id: DeliveryOptionId;
  name: string;
  /** Calendar days of production before the piece leaves the workshop ('2-4 weeks' is 14-28). */
  leadDays: DayRange;
  /** The "What's included" text. */
  included: string;
  /**
   * The fee per priced zone, keyed by zone id, for Express and White Glove: they replace the
   * Standard charge and are never free. Standard has none (it uses each zone's pricing), and a
   * zone priced by quote has none for any option.
   */
  charges: Record<string, number>;
}

export interface DeliveryPolicy {
  zones: DeliveryZone[];
  options: DeliveryOption[];
  /** The days the crews deliver; transit counts only these. */
  workingDays: Weekday[];
}
