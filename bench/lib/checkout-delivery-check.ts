// Each order's delivery against the shop's policy, worked out here from the policy's figures
// (not with the app's quoteDelivery, which placed the orders), and a summary per city.
import type { DeliveryPolicy } from "~/modules/delivery/delivery-policy";
import type { Query } from "./checkout-database";
import type { Invariant } from "./checkout-invariants";

/** The fee the policy asks (null: to be confirmed, by quote) and the zone's name. */
export function policyDelivery(policy: DeliveryPolicy, city: string, option: string, subtotal: number) {
  const typed = city.trim().toLowerCase();
  const zone = policy.zones.find((candidate) => candidate.cities.some((listed) => listed.toLowerCase() === typed));
  if (!zone) return { fee: null, zone: null };
  if (zone.pricing.kind === "quote") return { fee: null, zone: zone.name };
  if (option === "standard") {
    const { freeAbove, standardCharge } = zone.pricing;
    return { fee: freeAbove !== null && subtotal >= freeAbove ? 0 : standardCharge, zone: zone.name };
  }
  const charge = policy.options.find((candidate) => candidate.id === option)?.charges[zone.id];
  return { fee: charge ?? null, zone: zone.name };
}

export interface CityDelivery {
  city: string;
  orders: number;
  guests: number;
  charged: number;
  free: number;
  "by quote": number;
  "fees, PKR": number;
}

export async function checkDelivery(query: Query, policy: DeliveryPolicy) {
  const rows = await query<{
    city: string;
    option: string | null;
    zone: string | null;
    subtotal: number;
    fee: number | null;
    guest: boolean;
  }>(`select city, delivery_option as option, delivery_zone as zone, subtotal, delivery_fee as fee,
        user_id is null as guest from orders`);
  let wrongFee = 0;
  let wrongZone = 0;
  const cities = new Map<string, CityDelivery>();
  for (const row of rows) {
    const expected = policyDelivery(policy, row.city, row.option ?? "", row.subtotal);
    if (row.option === null || row.fee !== expected.fee) wrongFee++;
    if (row.zone !== expected.zone) wrongZone++;
    const city = cities.get(row.city) ?? {
      city: row.city,
      orders: 0,
      guests: 0,
      charged: 0,
      free: 0,
      "by quote": 0,
      "fees, PKR": 0,
    };
    city.orders++;
    if (row.guest) city.guests++;
    if (row.fee === null) city["by quote"]++;
    else if (row.fee === 0) city.free++;
    else city.charged++;
    city["fees, PKR"] += row.fee ?? 0;
    cities.set(row.city, city);
  }
  const invariants: Invariant[] = [
    {
      invariant: "delivery_fee = the policy's for city, option, subtotal (null by quote)",
      bad: wrongFee,
      ok: !wrongFee,
    },
    { invariant: "delivery_zone = the policy's zone for the city", bad: wrongZone, ok: !wrongZone },
  ];
  return { invariants, cities: [...cities.values()].sort((a, b) => b.orders - a.orders) };
}
