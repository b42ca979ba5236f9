// Where the benchmark's orders go and how: cities in every kind of delivery zone, so that
// delivery is charged, free above a zone's threshold, and to be confirmed (a city by quote).
import type { DeliveryOptionId } from "~/modules/delivery/delivery-policy";

/** City and weight: Lahore (zone 1), Islamabad (zone 2), Karachi (zone 3), Quetta (zone 4, by quote). */
export const CITIES: readonly [string, number][] = [
  ["Lahore", 40],
  ["Islamabad", 20],
  ["Karachi", 25],
  ["Quetta", 15],
];
const OPTIONS: readonly [DeliveryOptionId, number][] = [
  ["standard", 70],
  ["express", 20],
  ["white-glove", 10],
];

function weighted<T>(choices: readonly [T, number][], random: () => number): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random() * total;
  for (const [choice, weight] of choices) {
    left -= weight;
    if (left < 0) return choice;
  }
  return choices.at(-1)![0];
}

export function pickDestination(random: () => number): { city: string; deliveryOption: DeliveryOptionId } {
  return { city: weighted(CITIES, random), deliveryOption: weighted(OPTIONS, random) };
}
