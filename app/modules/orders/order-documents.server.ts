import { data } from "react-router";
import { lineName } from "~/modules/catalog/variants";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { getShopSettings } from "~/modules/settings/settings.server";
import type { ShopSettings } from "~/modules/settings/settings.schema";
import { taxRegistrationLines } from "~/modules/settings/tax-registration";
import { formatPakistaniPhone } from "~/utils/phone";
import { loadOrderAccount } from "./order-account.server";
import { lineTermsText } from "~/modules/terms/line-terms";
import { orderLines } from "./order-lines.server";
import { accountSalesTax } from "./sales-tax";

/**
 * The printable papers of an order, for the admin: the invoice (every figure) and the
 * delivery note the crew carries (what to hand over, and no prices but the cash to collect).
 * The route checks the admin first; this module reads.
 */

// A customer's name and address: never kept by a cache or a shared computer's browser.
const NO_STORE = { "Cache-Control": "private, no-store" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = () => data("Order not found.", { status: 404, headers: NO_STORE });

async function findOrder(idParam: string | undefined) {
  const id = idParam ?? "";
  if (!UUID.test(id)) throw notFound();
  const [order] = await db().select().from(orders).where(eq(orders.id, id.toLowerCase())).limit(1);
  if (!order) throw notFound();
  const [items, settings] = await Promise.all([
    // As the admin's order details list them, so the papers match the screen.
    orderLines(db(), order.id),
    getShopSettings(),
  ]);
  return { order, items, settings };
}

/** The letterhead: who the paper comes from. */
function letterhead(settings: ShopSettings) {
  return {
    name: settings.name,
    phone: settings.phone,
    address: [settings.address.line1, `${settings.address.city}, ${settings.address.region}`, settings.address.country],
  };
}

type OrderRow = Awaited<ReturnType<typeof findOrder>>["order"];

/** What both papers say of the order: its number, date, status and delivery (no money). */
function orderHeading(order: OrderRow) {
  return {
    id: order.id,
    number: order.number,
    placedAt: order.createdAt.toISOString(),
    status: order.status,
    // Placed while the shop was a preview: the papers say 'Test order'.
    isTest: order.isTest,
    deliveryOption: order.deliveryOption,
    deliveryZone: order.deliveryZone,
    deliveryEarliest: order.deliveryEarliest,
    deliveryLatest: order.deliveryLatest,
    deliveryDate: order.deliveryDate,
    deliverySlotStart: order.deliverySlotStart,
  };
}

/** The data of /admin/orders/:orderId/invoice. */
export async function loadInvoice(idParam: string | undefined) {
  const { order, items, settings } = await findOrder(idParam);
  // Money, status and delivery as the buyer is told them everywhere: the order's account (issue 33).
  const account = await loadOrderAccount(db(), order);
  const bankFilled = Boolean(settings.bank.accountNumber || settings.bank.iban);
  // A transfer still owed, or an advance not yet in: the invoice says where to send it.
  const showBank = account.showBankDetails && bankFilled;
  return data(
    {
      // A registered shop's NTN and STRN under its address (none: the letterhead as before).
      shop: {
        ...letterhead(settings),
        email: settings.emails.sales,
        registrations: taxRegistrationLines(settings.tax),
      },
      order: {
        ...orderHeading(order),
        paymentMethod: order.paymentMethod,
        subtotal: order.subtotal,
        deliveryFee: order.deliveryFee,
        totalAmount: order.totalAmount,
      },
      billTo: {
        fullName: order.fullName,
        address: order.address,
        city: order.city,
        phone: formatPakistaniPhone(order.phone),
        email: order.email,
      },
      lines: items.map((item) => ({
        id: item.id,
        productName: lineName(item.productName, item.variantLabel),
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        totalPrice: item.totalPrice,
        // The terms the piece was bought under, dated from the delivery day once there is one.
        terms: lineTermsText(item, account.delivery.kind === "delivered" ? account.delivery.on : null),
      })),
      account,
      // The sales tax the total contains, from the account (sales-tax.ts); null: no tax line.
      salesTax: accountSalesTax(account.money, settings.tax),
      bank: showBank ? settings.bank : null,
    },
    { headers: NO_STORE },
  );
}

export type InvoiceData = Awaited<ReturnType<typeof loadInvoice>>["data"];

/** The data of /admin/orders/:orderId/delivery-note: quantities, never prices. */
export async function loadDeliveryNote(idParam: string | undefined) {
  const { order, items, settings } = await findOrder(idParam);
  const { money } = await loadOrderAccount(db(), order);
  return data(
    {
      shop: letterhead(settings),
      order: orderHeading(order),
      deliverTo: {
        fullName: order.fullName,
        phone: formatPakistaniPhone(order.phone),
        address: order.address,
        city: order.city,
        notes: order.notes,
      },
      lines: items.map((item) => ({
        id: item.id,
        productName: lineName(item.productName, item.variantLabel),
        quantity: item.quantity,
      })),
      // The one amount on the note: the crew collects it at the door.
      cashToCollect: order.paymentMethod === "cod" ? { amount: money.balance, feeToConfirm: money.totalOpen } : null,
    },
    { headers: NO_STORE },
  );
}

export type DeliveryNoteData = Awaited<ReturnType<typeof loadDeliveryNote>>["data"];
