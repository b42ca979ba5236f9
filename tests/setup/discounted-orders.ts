import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { db } from "~/db/client.server";
import { orderItems, orders } from "~/db/schema";
import { orderRow, type OrderRow } from "./admin-orders";

// Orders placed with a discount code, inserted straight into the table with the columns checkout
// writes (issue 35), and pages drawn as the browser gets them, for the tests of what they show.

/** The lines most order tests use: a bed of 150,000 and two chairs of 25,000 (200,000 of goods). */
export async function insertBedAndChairs(orderId: string) {
  await db()
    .insert(orderItems)
    .values([
      { orderId, productName: "Sheesham Bed", quantity: 1, unitPrice: 150_000, totalPrice: 150_000 },
      { orderId, productName: "Walnut Dining Chair", quantity: 2, unitPrice: 25_000, totalPrice: 50_000 },
    ]);
}

/**
 * A bed and two chairs (150,000 + 2 x 25,000) with code EID25 taking 20,000 off the pieces and
 * Standard delivery to Zone 1 at 5,000: 200,000 - 20,000 + 5,000, as the order's check requires.
 */
export async function insertPiecesDiscountOrder(values: Partial<OrderRow> = {}) {
  const order = orderRow({
    subtotal: 200_000,
    discountCode: "EID25",
    discountAmount: 20_000,
    deliveryFee: 5_000,
    deliveryDiscount: 0,
    totalAmount: 185_000,
    deliveryOption: "standard",
    deliveryZone: "Zone 1",
    fullName: "Ayesha Khan",
    email: "ayesha@discount.example",
    ...values,
  });
  await db().insert(orders).values(order);
  await insertBedAndChairs(order.id);
  return order;
}

/** An armchair of 85,000 delivered to Zone 2 for 3,000, which code FREEDEL takes off: 85,000 to pay. */
export async function insertFreeDeliveryOrder(values: Partial<OrderRow> = {}) {
  const order = orderRow({
    subtotal: 85_000,
    discountCode: "FREEDEL",
    discountAmount: 0,
    deliveryFee: 3_000,
    deliveryDiscount: 3_000,
    totalAmount: 85_000,
    deliveryOption: "standard",
    deliveryZone: "Zone 2",
    fullName: "Bilal Ahmed",
    email: "bilal@discount.example",
    ...values,
  });
  await db().insert(orders).values(order);
  await db()
    .insert(orderItems)
    .values({ orderId: order.id, productName: "Velvet Armchair", quantity: 1, unitPrice: 85_000, totalPrice: 85_000 });
  return order;
}

/** A component drawn to HTML inside a router (its links, forms and fetchers need one). */
export function drawn<Props extends object>(component: ComponentType<Props>, props: Props, path = "/"): string {
  const Stub = createRoutesStub([{ path, Component: () => createElement(component, props) }]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: [path] }));
}

/** The HTML's text as a reader sees it: tags gone, spaces folded, entities of the prices undone. */
export function textOf(html: string): string {
  return html
    .replace(/<span class="sr-only">[^<]*<\/span>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** What a screen reader says of the money: the printed reductions hidden, their words read instead. */
export function spokenOf(html: string): string {
  return html
    .replace(/<span aria-hidden="true">[^<]*<\/span>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}
