import { and, eq, notInArray, or, sql, type SQL } from "drizzle-orm";
import { orderItems, orders } from "~/db/schema";
import type { BasketOwner } from "~/modules/accounts/basket-owner.server";
import type { CheckoutInput } from "./checkout.schema";
import { CheckoutRefused, type Transaction } from "./checkout-refused";
import type { OrderStatus } from "./order-status";
import type { ShopSettings } from "~/modules/settings/settings.schema";

/**
 * The statuses in which a cash-on-delivery order no longer holds pieces unpaid:
 * delivered and completed (the cash was taken at the door) and cancelled (the
 * stock went back). Every other status (pending, confirmed, work_started,
 * in_production, ready_for_delivery) is still open: the pieces are out of stock
 * and no money has changed hands. Listed as the closed ones, not the open ones,
 * so that a status added later counts against the cap until someone decides
 * otherwise. (Only bank transfers can be marked paid, so the payment status
 * says nothing more about a COD order.)
 */
const COD_SETTLED_STATUSES: OrderStatus[] = ["delivered", "completed", "cancelled"];

const pieces = (count: number) => `${count} ${count === 1 ? "piece" : "pieces"}`;

/**
 * Cash on delivery takes no money until the door, so it is capped: the pieces in
 * one order, and the pieces a customer holds across their open COD orders with
 * this one added. Bank transfer is not capped.
 *
 * The count cannot be outrun by a second checkout of the same customer: this
 * runs after placeOrder has locked the customer's cart lines (`for update`), and
 * any two checkouts of one customer that both find a non-empty cart lock at
 * least one line in common (a line stays locked until its checkout commits and
 * deletes it; a line added meanwhile is seen by the later one alongside the
 * locked ones), so the second waits for the first to commit. Under READ
 * COMMITTED each statement sees what was committed before it began, so the
 * second's count, read after its lock, includes the first's order. (On the
 * embedded database transactions run one at a time anyway.)
 */
export async function assertCashOnDeliveryAllowed(
  tx: Transaction,
  owner: BasketOwner,
  contact: Pick<CheckoutInput, "email" | "phone">,
  lines: { quantity: number }[],
  limits: Pick<ShopSettings, "codMaxUnitsPerOrder" | "codMaxPendingUnitsPerCustomer" | "phone">,
) {
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const call = `call us on ${limits.phone}`;
  if (units > limits.codMaxUnitsPerOrder) {
    throw new CheckoutRefused(
      `Cash on delivery is limited to ${pieces(limits.codMaxUnitsPerOrder)} per order, and your cart holds ${units}. ` +
        `Please pay by bank transfer, remove ${pieces(units - limits.codMaxUnitsPerOrder)} from your cart, or ${call} for a larger order.`,
    );
  }
  const [held] = await tx
    .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        await codCustomerWhere(tx, owner, contact),
        eq(orders.paymentMethod, "cod"),
        notInArray(orders.status, COD_SETTLED_STATUSES),
      ),
    );
  const awaiting = Number(held?.units ?? 0);
  if (awaiting + units > limits.codMaxPendingUnitsPerCustomer) {
    throw new CheckoutRefused(
      `Cash on delivery is limited to ${pieces(limits.codMaxPendingUnitsPerCustomer)} awaiting delivery per customer. ` +
        `You have ${pieces(awaiting)} awaiting delivery and this order holds ${units}: please pay for it by bank transfer, or ${call}.`,
    );
  }
}

/**
 * Whose open cash-on-delivery orders count against the cap. A customer's: those of the account.
 * A guest's: every order with the same e-mail or phone, so that checking out as a guest, or from
 * another browser, does not reset the count. Two guest checkouts with one e-mail are serialised
 * by a lock on the address, held until the transaction ends (the cart lock cannot do it: each
 * browser has its own cart).
 */
async function codCustomerWhere(
  tx: Transaction,
  owner: BasketOwner,
  contact: Pick<CheckoutInput, "email" | "phone">,
): Promise<SQL> {
  if (owner.userId !== null) return eq(orders.userId, owner.userId);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cod:${contact.email}`}))`);
  return or(eq(orders.email, contact.email), eq(orders.phone, contact.phone))!;
}
