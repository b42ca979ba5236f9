// Tests' order: the rows an account is computed from, for unit tests of the account and its mails.
import type { OrderAccountSource } from "./order-account";

/** A PKR 265,000 sofa, cash on delivery, with the 50 % advance of the settings' rule. */
export function accountSourceFixture(overrides: Partial<OrderAccountSource> = {}): OrderAccountSource {
  return {
    number: "A1B2C3D4",
    status: "pending",
    paymentMethod: "cod",
    subtotal: 265_000,
    totalAmount: 265_000,
    advanceDue: 132_500,
    amountPaid: 0,
    amountRefunded: 0,
    deliveryFee: 0,
    deliveryEarliest: "2026-12-08",
    deliveryLatest: "2026-12-22",
    deliveryDate: null,
    deliverySlotStart: null,
    customerConfirmedAt: null,
    reachedAt: { pending: "2026-11-28T06:00:00.000Z" },
    ...overrides,
  };
}
