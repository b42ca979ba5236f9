/**
 * What an admin's save changed in the delivery policy, for its audit entry: one line per figure
 * or text that differs ('zone-3 standard charge: 12000 → 13000'), keyed by the zone's and the
 * option's ids (which do not change when a zone is renamed), so a save that changes nothing
 * records nothing. Pure.
 */
import type { FieldChange } from "~/modules/audit/audit-changes";
import type { DeliveryPolicy } from "./delivery-policy";

const DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** The policy as labelled values: 'zone-1 cities' → 'Lahore', 'express charge zone-1' → 15000. */
export function policyFacts(policy: DeliveryPolicy): Record<string, unknown> {
  const facts: Record<string, unknown> = {};
  for (const zone of policy.zones) {
    const fact = (label: string, value: unknown) => (facts[`${zone.id} ${label}`] = value);
    fact("name", zone.name);
    fact("cities", zone.cities.join(", "));
    fact("areas note", zone.areasNote ?? null);
    fact("transit days", `${zone.transitDays.min}-${zone.transitDays.max}`);
    fact("pricing", zone.pricing.kind === "priced" ? "fixed charges" : "by quote");
    if (zone.pricing.kind === "priced") {
      fact("free above", zone.pricing.freeAbove);
      fact("standard charge", zone.pricing.standardCharge);
    } else {
      fact("usually from", zone.pricing.quoteFrom);
    }
  }
  for (const option of policy.options) {
    facts[`${option.id} lead days`] = `${option.leadDays.min}-${option.leadDays.max}`;
    facts[`${option.id} included`] = option.included;
    for (const [zoneId, charge] of Object.entries(option.charges)) facts[`${option.id} charge ${zoneId}`] = charge;
  }
  facts["working days"] = policy.workingDays.map((day) => DAY_NAMES[day]).join(", ");
  return facts;
}

/** The facts that differ, before and after; one missing on a side (a zone added or removed) is null there. */
export function policyChanges(before: DeliveryPolicy, after: DeliveryPolicy): Record<string, FieldChange> {
  const old = policyFacts(before);
  const now = policyFacts(after);
  const changes: Record<string, FieldChange> = {};
  for (const key of new Set([...Object.keys(old), ...Object.keys(now)])) {
    const [was, is] = [old[key] ?? null, now[key] ?? null];
    if (JSON.stringify(was) !== JSON.stringify(is)) changes[key] = { before: was, after: is };
  }
  return changes;
}
