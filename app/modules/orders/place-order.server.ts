import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cartItems, orderItems, orders } from "~/db/schema";
import { makingDays } from "~/modules/catalog/variants";
import { formatPrice } from "~/utils/money";
import { ownedBy, type BasketOwner } from "~/modules/accounts/basket-owner.server";
import type { DeliveryPolicy } from "~/modules/delivery/delivery-policy";
import { getDeliveryPolicy } from "~/modules/delivery/delivery-policy.server";
import { quoteDelivery, type DeliveryQuote } from "~/modules/delivery/delivery-quote";
import type { ShopSettings } from "~/modules/settings/settings.schema";
import { getShopSettings } from "~/modules/settings/settings.server";
import type { CheckoutInput } from "./checkout.schema";
import type { PriceChange } from "./checkout-quote";
import { orderNumber } from "./order-status";
import { recordOrderEvent } from "./order-history.server";
import { assertCashOnDeliveryAllowed } from "./cod-caps.server";
import { CheckoutRefused, type Transaction } from "./checkout-refused";
import { lockCheckoutPieces, takeStock } from "./checkout-pieces.server";
import { CONFIRM_LINK_DAYS } from "./customer-confirmation";
import { newLinkSecret } from "~/utils/link-secrets.server";
import { orderAdvance } from "./advance";
import { sharedPagesChanged } from "~/utils/shared-page-changes.server";
import {
  claimDiscount,
  lockDiscount,
  recordRefusal,
  refusalOf,
  type CodeRefusal,
} from "~/modules/discounts/discount-codes.server";
import { settleDiscount, type SettledDiscount } from "~/modules/discounts/discount-settle";

export type PlacedOrder = typeof orders.$inferSelect & { items: (typeof orderItems.$inferSelect)[] };

export type PlaceOrderResult =
  | {
      ok: true;
      order: PlacedOrder;
      repeated: boolean;
      /** The secret of the confirmation mail's link; null for a repeated request (the first one sent it). */
      accessKey: string | null;
    }
  | { ok: false; status: 400 | 409; message: string; priceChange?: PriceChange };

/** What placing an order needs of the shop's settings: the cash-on-delivery caps, and the phone a refusal names. */
export type CheckoutLimits = Pick<
  ShopSettings,
  "codMaxUnitsPerOrder" | "codMaxPendingUnitsPerCustomer" | "phone" | "advanceMinTotal" | "advancePercent" | "shopOpen"
>;

export interface PlaceOrderOptions {
  /**
   * Runs inside the transaction after the items are written, with the secret of the order's
   * confirmation link: queues the mails; tests inject failures here.
   */
  afterItems?: (tx: Transaction, order: PlacedOrder, accessKey: string, confirmKey: string | null) => Promise<void>;
  /** The settings, when the caller has read them already; otherwise placeOrder reads them. */
  settings?: CheckoutLimits;
  /** The delivery policy, when the caller has read it already. */
  policy?: DeliveryPolicy;
  /** When the order is placed: the delivery window counts from this day. */
  now?: Date;
}

async function findByKey(executor: Transaction | ReturnType<typeof db>, owner: BasketOwner, key: string) {
  const [order] = await executor
    .select()
    .from(orders)
    .where(and(ownedBy(orders, owner), eq(orders.idempotencyKey, key)))
    .limit(1);
  if (!order) return null;
  const items = await executor.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  return { ...order, items };
}

/**
 * Places a cart (a customer's, or a guest's: the visitor's) as one order, all or
 * nothing (DECISIONS.md): in one transaction it locks the cart, holds cash on
 * delivery to the shop's caps, locks the products, re-reads prices from the
 * database, checks and decrements stock, prices delivery by the policy, refuses
 * a total the customer did not see, writes the order and its items, empties
 * the cart and (through `afterItems`) queues the mails. The same idempotency key
 * twice gives the first order back, never a second one.
 */
export async function placeOrder(
  owner: BasketOwner,
  input: CheckoutInput,
  options: PlaceOrderOptions = {},
): Promise<PlaceOrderResult> {
  // Read before the transaction: on the embedded database, db() inside it would wait for
  // itself. The caps and the policy are configuration, not something two checkouts race on.
  const limits = options.settings ?? (await getShopSettings());
  const policy = options.policy ?? (await getDeliveryPolicy());
  const now = options.now ?? new Date();
  // A code the order carried that its rules refused: counted for the admin once the transaction
  // is over, whether the order was then refused (rolled back) or placed without the code.
  let refused: CodeRefusal | null = null;
  try {
    const result = await db().transaction(async (tx) => {
      // One checkout per cart at a time: a double click waits here for the first.
      const lines = await tx
        .select({ productId: cartItems.productId, variantId: cartItems.variantId, quantity: cartItems.quantity })
        .from(cartItems)
        .where(ownedBy(cartItems, owner))
        .orderBy(asc(cartItems.productId), asc(cartItems.variantId))
        .for("update");

      const earlier = await findByKey(tx, owner, input.idempotencyKey);
      if (earlier) return { ok: true as const, order: earlier, repeated: true, accessKey: null };
      if (lines.length === 0) throw new CheckoutRefused("Your cart is empty.");
      if (input.paymentMethod === "cod") await assertCashOnDeliveryAllowed(tx, owner, input, lines, limits);

      const items = await lockCheckoutPieces(tx, lines);

      const subtotal = items.reduce((sum, item) => sum + item.total, 0);
      const quote = quoteDelivery(policy, {
        city: input.city,
        address: input.address,
        optionId: input.deliveryOption,
        subtotal,
        placedAt: now,
        // A piece made to order: the window starts after its making time (the page showed the same).
        makingDays: makingDays(items.map((item) => item.variant.leadTimeWeeks)),
      });
      const deliveryFee = quote.kind === "priced" ? quote.fee : null;
      // The code, decided on its row now to price the order; its use is claimed at the end of this
      // transaction, deciding again (claimDiscount): under its row's lock when it limits its uses,
      // so they are counted exactly while checkouts with one code wait on each other only briefly.
      const basket = {
        subtotal,
        lines: items.map((item) => ({
          productId: item.product.id,
          categoryId: item.product.categoryId,
          total: item.total,
          onSale: item.sale !== null,
        })),
      };
      const who = { userId: owner.userId, email: input.email, phone: input.phone };
      const read = input.discountCode
        ? await lockDiscount(tx, input.discountCode, basket, who, now, { lock: false })
        : null;
      const byQuote = quote.kind === "quote";
      const discount = settleDiscount(subtotal, { fee: deliveryFee, byQuote }, read?.outcome ?? null);
      refused = refusalOf(read?.codeId ?? null, discount.outcome);
      const refuseTotal = (settled: typeof discount) => {
        const total = settled.total;
        const codeProblem = settled.outcome && !settled.outcome.ok ? settled.outcome.message : undefined;
        return new CheckoutRefused(priceChangeMessage(input.shownTotal, total, codeProblem), {
          codeProblem,
          discount: settled.amount + settled.deliveryAmount,
          lines: items
            .filter((item) => input.shownPrices.has(item.product.id))
            .filter((item) => input.shownPrices.get(item.product.id) !== item.product.price)
            .map((item) => ({
              productId: item.product.id,
              name: item.product.name,
              was: input.shownPrices.get(item.product.id)!,
              now: item.product.price,
            })),
          shownTotal: input.shownTotal,
          subtotal,
          deliveryFee,
          total,
        });
      };
      if (input.shownTotal !== discount.total) throw refuseTotal(discount);

      await takeStock(tx, items);

      const access = newLinkSecret();
      // A cash-on-delivery order asks its customer to confirm it, by a link of its own.
      const confirm = input.paymentMethod === "cod" ? newLinkSecret() : null;
      const values = orderValues(owner, input, quote, subtotal, deliveryFee, discount);
      const order = await insertOrder(tx, {
        ...values,
        // On what is charged; priced by quote, it is the goods' advance now, raised when the admin names the fee.
        advanceDue: orderAdvance(values, limits),
        // Placed while the shop is a preview: a test order (issue 33, part 7).
        isTest: !limits.shopOpen,
        accessKeyHash: access.hash,
        confirmKeyHash: confirm?.hash ?? null,
        confirmKeyExpiresAt: confirm ? new Date(Date.now() + CONFIRM_LINK_DAYS * 86_400_000) : null,
      });
      const written = await tx
        .insert(orderItems)
        .values(
          items.map((item) => ({
            orderId: order.id,
            productId: item.product.id,
            productName: item.product.name,
            productSlug: item.product.slug,
            variantId: item.variant.id,
            sku: item.variant.sku,
            variantLabel: item.variant.label,
            image: item.product.image,
            quantity: item.quantity,
            unitPrice: item.product.price,
            totalPrice: item.total,
            regularUnitPrice: item.sale?.regularPrice ?? null,
            saleId: item.sale?.saleId ?? null,
          })),
        )
        .returning();
      const placed = { ...order, items: written };
      await recordOrderEvent(tx, order.id, { kind: "customer", userId: order.userId }, { kind: "placed" });
      await options.afterItems?.(tx, placed, access.secret, confirm?.secret ?? null);
      // Only the lines this order took: a piece added from another tab meanwhile stays in the cart.
      await tx.delete(cartItems).where(
        and(
          ownedBy(cartItems, owner),
          inArray(
            cartItems.variantId,
            lines.map((line) => line.variantId),
          ),
        ),
      );
      // Last: the code's use, under its row's lock until the commit. Used up, ended or already
      // this customer's since it was read above: nothing is placed, the new total is shown.
      if (input.discountCode && read?.codeId && discount.outcome?.ok) {
        const claim = await claimDiscount(
          tx,
          { codeId: read.codeId, limited: read.limited, typed: input.discountCode, basket, who, now },
          discount.outcome,
          order,
          { amount: discount.amount, deliveryAmount: discount.deliveryAmount },
        );
        if (!claim.claimed) {
          refused = refusalOf(read.codeId, claim.outcome);
          throw refuseTotal(settleDiscount(subtotal, { fee: deliveryFee, byQuote }, claim.outcome));
        }
      }
      return { ok: true as const, order: placed, repeated: false, accessKey: access.secret };
    });
    // Committed: the stock it took shows on the catalogue's pages (a repeat took none).
    if (!result.repeated) sharedPagesChanged("catalogue");
    if (refused) await recordRefusal(refused);
    return result;
  } catch (error) {
    if (error instanceof CheckoutRefused) {
      if (refused) await recordRefusal(refused);
      return { ok: false, status: 409, message: error.message, priceChange: error.priceChange };
    }
    throw error;
  }
}

function priceChangeMessage(shown: number | null, total: number, codeProblem?: string): string {
  const now = formatPrice(total);
  if (shown === null) return `Please check your order: its total is ${now}.`;
  const why = codeProblem ? `${codeProblem} ` : "";
  return `${why}The total changed from ${formatPrice(shown)} to ${now} since this page was opened. Nothing was charged: please check and place the order again.`;
}

/** The order's row as checkout fills it: who, where, what delivery costs and when it comes, and a code's reductions. */
function orderValues(
  owner: BasketOwner,
  input: CheckoutInput,
  quote: DeliveryQuote,
  subtotal: number,
  deliveryFee: number | null,
  discount: SettledDiscount,
) {
  const code = discount.outcome?.ok ? discount.outcome.code : null;
  return {
    userId: owner.userId,
    visitorId: owner.visitorId,
    subtotal,
    deliveryFee,
    discountCode: code,
    discountAmount: discount.amount,
    deliveryDiscount: discount.deliveryAmount,
    totalAmount: discount.total,
    deliveryOption: quote.option.id,
    deliveryZone: quote.zone?.name ?? null,
    deliveryEarliest: quote.window.earliest,
    deliveryLatest: quote.window.latest,
    fullName: input.fullName,
    email: input.email,
    phone: input.phone,
    address: input.address,
    city: input.city,
    notes: input.notes,
    paymentMethod: input.paymentMethod,
    idempotencyKey: input.idempotencyKey,
  };
}

/** Inserts the order under a fresh id whose 8-character number no other order has. */
export async function insertOrder(tx: Transaction, values: Omit<typeof orders.$inferInsert, "id" | "number">) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const id = randomUUID();
    const [order] = await tx
      .insert(orders)
      .values({ ...values, id, number: orderNumber(id) })
      .onConflictDoNothing({ target: orders.number })
      .returning();
    if (order) return order;
  }
  throw new Error("Could not find a free order number");
}
