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
function listed(items: readonly string[]): string {
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

type PricedZone = DeliveryZone & { pricing: Extract<ZonePricing, { kind: "priced" }> };
const pricedZones = (zones: readonly DeliveryZone[]) =>
  zones.filter((zone): zone is PricedZone => zone.pricing.kind === "priced");

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
 * An option's charge column. Standard: free above the highest threshold, the zones' charges
 * below it. Express and White Glove: the range of their charges over the priced zones.
 */
export function optionChargeText(option: DeliveryOption, zones: readonly DeliveryZone[]): string {
  const priced = pricedZones(zones);
  if (priced.length === 0) return "By quote";
  if (option.id === "standard") {
    if (priced.every((zone) => zone.pricing.standardCharge === 0 || zone.pricing.freeAbove === 0)) return "Free";
    const above = freeDeliveryAbove(zones);
    return above === null
      ? "Zone charges (see Delivery Zones)"
      : `Free above ${formatPrice(above)} (zone charges below that)`;
  }
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
