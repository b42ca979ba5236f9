/**
 * The demo shop's discount codes (issue 35, item 5): one for a share off a first large order, one
 * for free delivery in the weeks the demo starts from. Dates count from the day the demo is
 * seeded, so the codes run whenever the shop is first started.
 */
export interface DemoDiscountCode {
  code: string;
  kind: "percent" | "amount" | "free_delivery";
  value: number;
  minSubtotal: number;
  /** Days from the seeding: when it starts (negative: already running) and ends (null: never). */
  startsInDays: number;
  endsInDays: number | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
}

export const demoDiscountCodes: DemoDiscountCode[] = [
  {
    code: "WELCOME10",
    kind: "percent",
    value: 10,
    minSubtotal: 50_000,
    startsInDays: -7,
    endsInDays: 90,
    usageLimit: 200,
    perCustomerLimit: 1,
  },
  {
    code: "FREEDELIVERY",
    kind: "free_delivery",
    value: 0,
    minSubtotal: 25_000,
    startsInDays: -1,
    endsInDays: 30,
    usageLimit: null,
    perCustomerLimit: 2,
  },
];
