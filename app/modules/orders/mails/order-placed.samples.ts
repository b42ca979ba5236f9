import { defaultShopSettings } from "~/modules/settings/settings.defaults";
import { orderAccount, type OrderAccountSource } from "../order-account";
import { accountSourceFixture } from "../order-account.fixture";
import type { PlacedOrderMail } from "./order-placed";

// The sample order the order-placed mail tests render, and their matchers for a `lines` row.

export const settings = defaultShopSettings;
export const trackUrl = "https://shop.example/track-order?order=A1B2C3D4&from=mail";
export const adminUrl = "https://shop.example/admin/orders?order=A1B2C3D4&tab=orders";

type OrderFields = Omit<PlacedOrderMail, "account">;

/**
 * A sample with its account computed from the same fields (the payment method, the subtotal and
 * the delivery), plus what `source` changes: a payment, an advance, a status, a test order, a code.
 */
export function withAccount(mail: OrderFields, source: Partial<OrderAccountSource> = {}): PlacedOrderMail {
  // The total as the order's check in the database has it: a code's reductions taken off.
  const reductions = (source.discountAmount ?? 0) + (source.deliveryDiscount ?? 0);
  const account = orderAccount(
    accountSourceFixture({
      number: mail.number,
      paymentMethod: mail.paymentMethod,
      subtotal: mail.subtotal,
      totalAmount: mail.subtotal + (mail.delivery.deliveryFee ?? 0) - reductions,
      advanceDue: 0,
      deliveryOption: mail.delivery.deliveryOption,
      deliveryZone: mail.delivery.deliveryZone,
      deliveryFee: mail.delivery.deliveryFee,
      deliveryEarliest: mail.delivery.deliveryEarliest,
      deliveryLatest: mail.delivery.deliveryLatest,
      ...source,
    }),
  );
  return { ...mail, account };
}

const fields: OrderFields = {
  number: "A1B2C3D4",
  // 20:30 UTC on 4 January is 01:30 on 5 January in Lahore.
  placedAt: new Date("2024-01-04T20:30:00Z"),
  fullName: "Ayesha Khan",
  email: "ayesha@example.com",
  phone: "+923001234567",
  address: "House 12, Street 4, DHA Phase 5",
  city: "Lahore",
  notes: "Please call before delivery",
  paymentMethod: "cod",
  items: [
    { name: "Sheesham Dining Table", quantity: 2, unitPrice: 265000, totalPrice: 530000 },
    { name: "Velvet Armchair", quantity: 1, unitPrice: 85000, totalPrice: 85000 },
  ],
  subtotal: 615000,
  delivery: {
    deliveryOption: "standard",
    deliveryZone: "Zone 1",
    deliveryFee: 0,
    deliveryEarliest: "2024-01-19",
    deliveryLatest: "2024-02-06",
  },
  trackUrl,
  orderUrl: "https://shop.example/orders/A1B2C3D4?key=secret-key",
  confirmUrl: null,
};
export const order = withAccount(fields);
export const byBank = withAccount({ ...fields, paymentMethod: "bank_transfer" });

export const hostile = `<script>alert("x")</script>`;
export const hostileOrder: PlacedOrderMail = {
  ...order,
  fullName: hostile,
  address: `<img src=x onerror=alert(1)>`,
  city: "Lahore & <b>Cantt</b>",
  notes: `<a href="javascript:alert(1)">call</a>`,
  items: [{ name: `<i>Sofa</i> "Royal"`, quantity: 1, unitPrice: 615000, totalPrice: 615000 }],
};

/** The text line of a `lines` row: the label, spaces, the value. */
export function textRow(label: string, value: string) {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escape(label)} {2,}${escape(value)}$`, "m");
}

/** The HTML table row of a `lines` row: the label's cell, then the value's. */
export function htmlRow(label: string, value: string) {
  return new RegExp(`<td[^>]*>${label}</td><td align="right"[^>]*>${value}</td>`);
}
