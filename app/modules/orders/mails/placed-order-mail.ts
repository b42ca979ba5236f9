import type { orderItems, orders } from "~/db/schema";
import { lineName } from "~/modules/catalog/variants";
import { confirmUrl } from "../customer-confirmation";
import type { OrderAccount } from "../order-account";
import { orderPageUrl } from "../order-links";
import type { PlacedOrderMail } from "./order-placed";

type OrderRow = typeof orders.$inferSelect;
type ItemRow = Pick<
  typeof orderItems.$inferSelect,
  "productName" | "variantLabel" | "quantity" | "unitPrice" | "totalPrice"
>;

/** The links of the customer's placing mail: the order page's and, for cash on delivery, the one-click check's. */
export interface PlacedOrderKeys {
  accessKey: string;
  confirmKey: string | null;
}

/**
 * What the order-placed mails show, from the order's rows and its account: the same whether the
 * mail is rendered in the placing transaction or again when the outbox sends it. The one-click
 * check's link is left out once the customer has used it.
 */
export function placedOrderMail(
  order: OrderRow,
  items: readonly ItemRow[],
  account: OrderAccount,
  origin: string,
  keys: PlacedOrderKeys,
): PlacedOrderMail {
  return {
    number: order.number,
    placedAt: order.createdAt,
    fullName: order.fullName,
    email: order.email,
    phone: order.phone,
    address: order.address,
    city: order.city,
    notes: order.notes,
    paymentMethod: order.paymentMethod,
    items: items.map((item) => ({
      name: lineName(item.productName, item.variantLabel),
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      totalPrice: item.totalPrice,
    })),
    subtotal: order.subtotal,
    delivery: order,
    trackUrl: `${origin}/track-order?order=${order.number}`,
    orderUrl: orderPageUrl(origin, order.number, keys.accessKey),
    confirmUrl:
      keys.confirmKey && !order.customerConfirmedAt ? confirmUrl(origin, order.number, keys.confirmKey) : null,
    account,
  };
}
