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
    deliveryOption: null,
    deliveryZone: null,
    discountCode: null,
    discountAmount: 0,
    deliveryDiscount: 0,
    deliveryEarliest: "2026-12-08",
    deliveryLatest: "2026-12-22",
    deliveryDate: null,
    deliverySlotStart: null,
    customerConfirmedAt: null,
    reachedAt: { pending: "2026-11-28T06:00:00.000Z" },
    ...overrides,
  };
}

/**
 * The same sofa bought with code EID25 (PKR 26,500 off the pieces) and delivered for PKR 5,000:
 * the total is what the order's check in the database allows, 265,000 - 26,500 + 5,000.
 */
export function discountedSourceFixture(overrides: Partial<OrderAccountSource> = {}): OrderAccountSource {
  return accountSourceFixture({
    deliveryOption: "standard",
    deliveryZone: "Zone 1",
    deliveryFee: 5_000,
    discountCode: "EID25",
    discountAmount: 26_500,
    totalAmount: 243_500,
    advanceDue: 121_750,
    ...overrides,
  });
}
