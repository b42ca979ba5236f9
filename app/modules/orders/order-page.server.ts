import { data } from "react-router";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orderItems, orders } from "~/db/schema";
import { callAuthEndpoint } from "~/modules/accounts/auth-endpoint.server";
import { getSessionUser } from "~/modules/accounts/session.server";
import { readVisitorId } from "~/modules/accounts/visitor.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import { formatPakistaniPhone } from "~/utils/phone";
import { isOrderCustomer } from "./order-access";
import { orderPagePath } from "./order-links";
import { orderCustomerOf } from "./orders.server";
import { secretMatches } from "./order-secrets.server";
import { guestAccountSchema } from "./guest-account.schema";
import { fieldErrors } from "~/utils/form-fields";

/** Private to its customer: never stored by a cache, and the secret in the URL is not sent on as a referrer. */
const PRIVATE_HEADERS = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };

const notFound = () => data({ message: "Order not found." }, { status: 404, headers: PRIVATE_HEADERS });

/**
 * The order behind /orders/:number, for those who may read it (DECISIONS: 'After the order'):
 * its customer (the account, or the verified account of a guest order's e-mail), an admin,
 * the browser that placed it (its visitor cookie), or whoever holds the confirmation mail's
 * link (`?key=`). Anyone else gets the same 404 as for a number that does not exist.
 */
async function findReadableOrder(request: Request, numberParam: string | undefined) {
  const number = (numberParam ?? "").toUpperCase();
  if (!/^[0-9A-F]{8}$/.test(number)) return null;
  const [order] = await db().select().from(orders).where(eq(orders.number, number)).limit(1);
  if (!order) return null;
  const user = await getSessionUser(request);
  const key = new URL(request.url).searchParams.get("key");
  const visitorId = order.visitorId ? await readVisitorId(request) : null;
  const allowed =
    user?.isAdmin === true ||
    isOrderCustomer(order, orderCustomerOf(user)) ||
    (visitorId !== null && visitorId === order.visitorId) ||
    secretMatches(key, order.accessKeyHash);
  return allowed ? { order, user } : null;
}

/** The page's data: the order as its customer sees it, payment instructions, and the guest's account offer. */
export async function loadOrderPage(request: Request, numberParam: string | undefined) {
  const found = await findReadableOrder(request, numberParam);
  if (!found) throw notFound();
  const { order, user } = found;
  const [items, settings] = await Promise.all([
    db().select().from(orderItems).where(eq(orderItems.orderId, order.id)),
    getShopSettings(),
  ]);
  return data(
    {
      order: {
        number: order.number,
        placedAt: order.createdAt.toISOString(),
        status: order.status,
        paymentMethod: order.paymentMethod,
        paymentStatus: order.paymentStatus,
        subtotal: order.subtotal,
        totalAmount: order.totalAmount,
        advanceDue: order.advanceDue,
        amountPaid: order.amountPaid,
        deliveryOption: order.deliveryOption,
        deliveryZone: order.deliveryZone,
        deliveryFee: order.deliveryFee,
        deliveryEarliest: order.deliveryEarliest,
        deliveryLatest: order.deliveryLatest,
        fullName: order.fullName,
        email: order.email,
        phone: formatPakistaniPhone(order.phone),
        address: order.address,
        city: order.city,
        items: items.map((item) => ({
          id: item.id,
          name: item.productName,
          slug: item.productSlug,
          image: item.image,
          quantity: item.quantity,
          totalPrice: item.totalPrice,
        })),
      },
      // A transfer needs the account; so does the advance of a cash-on-delivery order.
      bank: order.paymentMethod === "bank_transfer" || order.advanceDue > 0 ? settings.bank : null,
      phone: settings.phone,
      // A guest's order seen signed out: one field (a password) makes the account.
      accountOffer: order.userId === null && user === null,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export type OrderPageData = Awaited<ReturnType<typeof loadOrderPage>>["data"];

/**
 * The guest's account offer: a password makes an account with the order's name and e-mail.
 * The e-mail is verified by the usual link, not by having reached this page: the page is also
 * open to the browser that placed the order, and anyone can type someone else's address at
 * checkout. Once the link is opened, the order (and every guest order with that address) is in
 * the profile; the link brings the customer back to this order.
 */
export async function handleGuestAccount(request: Request, numberParam: string | undefined) {
  const found = await findReadableOrder(request, numberParam);
  if (!found) throw notFound();
  const { order, user } = found;
  if (order.userId !== null || user !== null) {
    return data({ error: "This order already belongs to an account.", errors: {} }, { status: 409 });
  }
  const parsed = guestAccountSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: null, errors: fieldErrors(parsed.error) }, { status: 400 });
  const result = await callAuthEndpoint(request, "/sign-up/email", {
    name: order.fullName,
    email: order.email,
    password: parsed.data.password,
    callbackURL: orderPagePath(order.number),
  });
  if (!result.ok) {
    const exists = result.status === 422 || /exist/i.test(result.message ?? "");
    return data(
      {
        error: exists
          ? "An account with this e-mail already exists. Sign in to it: once its e-mail is verified, this order is in its profile."
          : (result.message ?? "We could not create your account. Please try again."),
        errors: {},
      },
      { status: result.status >= 400 ? result.status : 400 },
    );
  }
  return { created: true as const, email: order.email };
}
