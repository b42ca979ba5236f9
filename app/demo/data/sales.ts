/**
 * The demo shop's sales (issue 35, item 5): one running on a category, one scheduled, one ended.
 * Dates count from the day the demo is seeded, so the running sale runs whenever the shop is
 * first started, and the scheduled one starts a few weeks later by itself.
 */
export interface DemoSale {
  name: string;
  kind: "percent" | "amount";
  value: number;
  categorySlugs: string[];
  /** Days from the seeding: negative for the past. */
  startsInDays: number;
  endsInDays: number;
}

export const demoSales: DemoSale[] = [
  {
    name: "Winter Décor Sale",
    kind: "percent",
    value: 20,
    categorySlugs: ["decor"],
    startsInDays: -3,
    endsInDays: 25,
  },
  {
    name: "Wedding Season Sale",
    kind: "percent",
    value: 15,
    categorySlugs: ["bedroom"],
    startsInDays: 21,
    endsInDays: 35,
  },
  {
    name: "Independence Day Sale",
    kind: "amount",
    value: 5_000,
    categorySlugs: ["outdoor"],
    startsInDays: -110,
    endsInDays: -104,
  },
];

/**
 * How far back the demo's price history starts (at each piece's price of today): a sale's 'was'
 * price needs 30 days of history before its start, which a shop seeded today would not have.
 */
export const DEMO_HISTORY_DAYS = 60;

/**
 * Demo pieces whose price moved in those days, each price in force from `daysAgo` until the next:
 * the mirror cost less three weeks before the running sale, so its honest 'was' price is that
 * lower price (PKR 35,000), not today's PKR 38,000, and its reduction is counted from it.
 */
export const demoPriceChanges: Record<string, { daysAgo: number; price: number }[]> = {
  "sheesha-kaari-round-mirror": [
    { daysAgo: 25, price: 35_000 },
    { daysAgo: 12, price: 38_000 },
  ],
};
