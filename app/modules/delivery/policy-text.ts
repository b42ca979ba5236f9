/**
 * The delivery policy in the words /shipping shows: its two tables (options and zones), made
 * from the stored policy so that the page says what checkout charges. Pure; safe for the browser.
 * The demo policy gives exactly the page's former fixed text (policy-text.test.ts).
 */
import { formatPrice, rupees } from "~/utils/money";
import type { DayRange, DeliveryOption, DeliveryPolicy, DeliveryZone, ZonePricing } from "./delivery-policy";

/** Column headers: the row header first, then the cells in the order the rows give them. */
export const deliveryOptionColumns = ["Option", "Delivery time", "Charge", "What's included"] as const;
export const deliveryZoneColumns = ["Zone", "Cities", "Transit time", "Standard delivery charge"] as const;

export type TableRow = readonly [string, ...string[]];

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** '1-2' or, when both ends are one number, '2'. */
function span(range: DayRange, unit: string): string {
  return range.min === range.max ? plural(range.max, unit) : `${range.min}-${range.max} ${unit}s`;
}

/** Production time: whole weeks when both ends are ('2-4 weeks' from 14-28 days), else days. */
export function leadTimeText(leadDays: DayRange): string {
  const inWeeks = leadDays.min > 0 && leadDays.min % 7 === 0 && leadDays.max % 7 === 0;
  return inWeeks ? span({ min: leadDays.min / 7, max: leadDays.max / 7 }, "week") : span(leadDays, "day");
}

/** Transit: '1-2 business days'. */
export function transitTimeText(transitDays: DayRange): string {
  return span(transitDays, "business day");
}

/** 'Islamabad, Rawalpindi and Sialkot'. */
export function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * The zone's cities with its note on areas: a note that carries on the list ('and other remote
 * areas') ends it; any other ('including DHA, …') follows the list after a comma.
 */
export function zoneCitiesText(zone: Pick<DeliveryZone, "cities" | "areasNote">): string {
  const note = zone.areasNote?.trim();
  if (!note) return listed(zone.cities);
  if (/^(and|or)\s/.test(note)) return `${zone.cities.join(", ")} ${note}`;
  return `${listed(zone.cities)}, ${note}`;
}

/** What Standard delivery costs in one zone: 'Free above PKR 50,000; PKR 3,500 below'. */
export function zoneChargeText(pricing: ZonePricing): string {
  if (pricing.kind === "quote") {
    const usually = pricing.quoteFrom === null ? "" : ` (usually from ${formatPrice(pricing.quoteFrom)})`;
    return `Charged on every order, by quote${usually}`;
  }
  if (pricing.standardCharge === 0 || pricing.freeAbove === 0) return "Free";
  if (pricing.freeAbove === null) return `${formatPrice(pricing.standardCharge)} on every order`;
  return `Free above ${formatPrice(pricing.freeAbove)}; ${formatPrice(pricing.standardCharge)} below`;
}

export type PricedZone = DeliveryZone & { pricing: Extract<ZonePricing, { kind: "priced" }> };
export const pricedZones = (zones: readonly DeliveryZone[]) =>
  zones.filter((zone): zone is PricedZone => zone.pricing.kind === "priced");

/**
 * When Standard delivery is free in the zones with fixed charges, each zone by its own figures:
 * the zones always free, those free above a threshold (grouped by it, lowest first: the order
 * quoteDelivery's `subtotal >= freeAbove` makes them free in) and those never free.
 */
export interface StandardFreeDelivery {
  alwaysFree: PricedZone[];
  above: { threshold: number; zones: PricedZone[] }[];
  neverFree: PricedZone[];
}

export function standardFreeDelivery(zones: readonly DeliveryZone[]): StandardFreeDelivery {
  const result: StandardFreeDelivery = { alwaysFree: [], above: [], neverFree: [] };
  for (const zone of pricedZones(zones)) {
    const { freeAbove, standardCharge } = zone.pricing;
    if (standardCharge === 0 || freeAbove === 0) result.alwaysFree.push(zone);
    else if (freeAbove === null) result.neverFree.push(zone);
    else {
      const group = result.above.find((candidate) => candidate.threshold === freeAbove);
      if (group) group.zones.push(zone);
      else result.above.push({ threshold: freeAbove, zones: [zone] });
    }
  }
  result.above.sort((a, b) => a.threshold - b.threshold);
  return result;
}

const zoneNames = (zones: readonly DeliveryZone[]) => listed(zones.map((zone) => zone.name));

/**
 * Standard's charge column, each zone's own threshold named: 'Free above PKR 50,000 (Zone 1),
 * PKR 75,000 (Zone 2) or PKR 100,000 (Zone 3); zone charges below that'. One threshold shared by
 * every zone with fixed charges keeps the shorter 'Free above PKR 100,000 (zone charges below that)'.
 */
export function standardChargeText(zones: readonly DeliveryZone[]): string {
  const { alwaysFree, above, neverFree } = standardFreeDelivery(zones);
  if (above.length === 0 && neverFree.length === 0) return "Free";
  if (above.length === 0) return "Zone charges (see Delivery Zones)";
  if (above.length === 1 && alwaysFree.length === 0 && neverFree.length === 0) {
    return `Free above ${formatPrice(above[0]!.threshold)} (zone charges below that)`;
  }
  const figures = above.map((group) => `${formatPrice(group.threshold)} (${zoneNames(group.zones)})`);
  const thresholds = figures.length === 1 ? figures[0] : `${figures.slice(0, -1).join(", ")} or ${figures.at(-1)}`;
  const parts = [
    ...(alwaysFree.length > 0 ? [`Free in ${zoneNames(alwaysFree)}`] : []),
    `${alwaysFree.length > 0 ? "free" : "Free"} above ${thresholds}; zone charges below that`,
    ...(neverFree.length > 0 ? [`charged on every order in ${zoneNames(neverFree)}`] : []),
  ];
  return parts.join("; ");
}

/**
 * The order total above which Standard delivery is free in every zone with fixed charges: the
 * highest threshold. Null when some such zone is never free, or there is none.
 */
export function freeDeliveryAbove(zones: readonly DeliveryZone[]): number | null {
  const priced = pricedZones(zones);
  if (priced.length === 0 || priced.some((zone) => zone.pricing.freeAbove === null)) return null;
  return Math.max(...priced.map((zone) => zone.pricing.freeAbove ?? 0));
}

/**
 * An option's charge column. Standard: free above each zone's own threshold, the zones' charges
 * below it. Express and White Glove: the range of their charges over the priced zones.
 */
export function optionChargeText(option: DeliveryOption, zones: readonly DeliveryZone[]): string {
  const priced = pricedZones(zones);
  if (priced.length === 0) return "By quote";
  if (option.id === "standard") return standardChargeText(zones);
  const charges = priced.flatMap((zone) => {
    const charge = option.charges[zone.id];
    return charge === undefined ? [] : [charge];
  });
  if (charges.length === 0) return "By quote";
  const [low, high] = [Math.min(...charges), Math.max(...charges)];
  return low === high ? formatPrice(low) : `${formatPrice(low)}-${rupees(high)}`;
}

/** The options table's rows, in the policy's order. */
export function deliveryOptionRows(policy: Pick<DeliveryPolicy, "options" | "zones">): TableRow[] {
  return policy.options.map((option) => [
    option.name,
    leadTimeText(option.leadDays),
    optionChargeText(option, policy.zones),
    option.included,
  ]);
}

/** The zones table's rows, in the policy's order. */
export function deliveryZoneRows(policy: Pick<DeliveryPolicy, "zones">): TableRow[] {
  return policy.zones.map((zone) => [
    zone.name,
    zoneCitiesText(zone),
    transitTimeText(zone.transitDays),
    zoneChargeText(zone.pricing),
  ]);
}
