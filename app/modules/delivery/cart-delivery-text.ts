/**
 * What the cart says about delivery before checkout (issue 33, part 4), from the stored policy:
 * 'Delivery: from PKR 3,500, or free above PKR 50,000 in Lahore, at checkout'. The city is asked
 * at checkout, so the cart names the lowest Standard charge and where delivery is free soonest;
 * a threshold is named bare only when it is every zone's. Pure; the loader computes it.
 */
import { formatPrice } from "~/utils/money";
import type { DeliveryPolicy, DeliveryZone } from "./delivery-policy";
import { listed, pricedZones, standardFreeDelivery } from "./policy-text";

/** Where a zone is: its cities when it lists one or two ('Lahore'), else its name ('Zone 2'). */
function zonePlace(zone: DeliveryZone): string {
  return zone.cities.length > 0 && zone.cities.length <= 2 ? listed(zone.cities) : zone.name;
}

const places = (zones: readonly DeliveryZone[]) => listed(zones.map(zonePlace));

export function cartDeliveryText(policy: Pick<DeliveryPolicy, "zones">): string {
  const priced = pricedZones(policy.zones);
  // Every zone by quote: no figure can be given before the city.
  if (priced.length === 0) return "Delivery: charged by city, at checkout";
  const { alwaysFree, above, neverFree } = standardFreeDelivery(policy.zones);
  const charges = [...above.flatMap((group) => group.zones), ...neverFree].map((zone) => zone.pricing.standardCharge);
  const everyZoneAlike = priced.length === policy.zones.length;

  // Where it is free soonest: a zone free always, else the lowest threshold.
  let free: string | null = null;
  if (alwaysFree.length > 0) {
    free = everyZoneAlike && charges.length === 0 ? "free" : `free in ${places(alwaysFree)}`;
  } else if (above.length > 0) {
    const [lowest] = above;
    const bare = everyZoneAlike && above.length === 1 && neverFree.length === 0;
    free = `free above ${formatPrice(lowest!.threshold)}${bare ? "" : ` in ${places(lowest!.zones)}`}`;
  }
  if (charges.length === 0) return `Delivery: ${free}, at checkout`;
  const from = `from ${formatPrice(Math.min(...charges))}`;
  return `Delivery: ${free ? `${from}, or ${free}` : from}, at checkout`;
}
