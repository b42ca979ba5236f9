import { randomBytes } from "node:crypto";
import { lineName } from "~/modules/catalog/variants";
import { data } from "react-router";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { takeAllowance } from "~/db/rate-limit.server";
import { orderItems, orders } from "~/db/schema";
import { callAuthEndpoint, failedWith } from "~/modules/accounts/auth-endpoint.server";
import { getSessionUser } from "~/modules/accounts/session.server";
import { readVisitorId } from "~/modules/accounts/visitor.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import { formatPakistaniPhone } from "~/utils/phone";
import { formatPhone } from "~/utils/phone-display";
import { isOrderCustomer } from "./order-access";
import { loadOrderAccount } from "./order-account.server";
import { orderMailPromise } from "./test-order";
import { mailServerConfigured } from "~/modules/mail/transport.server";
import { orderClaimPath, orderPagePath } from "./order-links";
import { orderCustomerOf } from "./orders.server";
import { secretMatches } from "~/utils/link-secrets.server";
import { mailboxKey } from "~/utils/customer-identity";
import { readForm } from "~/utils/form.server";
import { PRIVATE_PAGE_HEADERS } from "~/utils/private-page";

/** Private to its customer: never stored by a cache, and the secret in the URL is not sent on as a referrer. */
const PRIVATE_HEADERS = PRIVATE_PAGE_HEADERS;

const notFound = () => data({ message: "Order not found." }, { status: 404, headers: PRIVATE_HEADERS });

/** How a reader came to an order: each opens its page; only the buyer's own ways open a request on it. */
export type OrderReaderVia = "customer" | "visitor" | "key" | "admin";

/**
 * The order behind /orders/:number, for those who may read it (DECISIONS: 'After the order'):
 * its customer (the account, or the verified account of a guest order's e-mail), an admin,
 * the browser that placed it (its visitor cookie), or whoever holds the confirmation mail's
 * link (`key`, from the address or a form). Anyone else gets null, the same answer as for a
 * number that does not exist. `via` is the first way that opened it, the buyer's before the admin's.
 */
export async function findReadableOrder(request: Request, numberParam: string | undefined, key: string | null) {
  const number = (numberParam ?? "").toUpperCase();
  if (!/^[0-9A-F]{8}$/.test(number)) return null;
  const [order] = await db().select().from(orders).where(eq(orders.number, number)).limit(1);
  if (!order) return null;
  const user = await getSessionUser(request);
  const visitorId = order.visitorId ? await readVisitorId(request) : null;
  const via: OrderReaderVia | null = isOrderCustomer(order, orderCustomerOf(user))
    ? "customer"
    : visitorId !== null && visitorId === order.visitorId
      ? "visitor"
      : secretMatches(key, order.accessKeyHash)
        ? "key"
        : user?.isAdmin === true
          ? "admin"
          : null;
  return via ? { order, user, via } : null;
}

const keyOf = (request: Request) => new URL(request.url).searchParams.get("key");

/** The page's data: the order as its customer sees it, payment instructions, and the guest's account offer. */
export async function loadOrderPage(request: Request, numberParam: string | undefined) {
  const found = await findReadableOrder(request, numberParam, keyOf(request));
  if (!found) throw notFound();
  const { order, user, via } = found;
  const [items, settings, account] = await Promise.all([
    db().select().from(orderItems).where(eq(orderItems.orderId, order.id)),
    getShopSettings(),
    loadOrderAccount(db(), order),
  ]);
  return data(
    {
      order: {
        number: order.number,
        placedAt: order.createdAt.toISOString(),
        status: order.status,
        paymentMethod: order.paymentMethod,
        subtotal: order.subtotal,
        totalAmount: order.totalAmount,
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
          name: lineName(item.productName, item.variantLabel),
          slug: item.productSlug,
          image: item.image,
          quantity: item.quantity,
          totalPrice: item.totalPrice,
        })),
      },
      // What the buyer is told of money, status and delivery: the order's one account (issue 33).
      account,
      // The bank only while money must still be transferred: never on an order paid in full.
      bank: account.showBankDetails ? settings.bank : null,
      phone: formatPhone(settings.phone),
      // 'You will receive a confirmation email shortly' only when a mail server is set.
      mailPromise: orderMailPromise(mailServerConfigured()),
      // Returns and claims, once delivered, for the buyer (the key that opened this page opens that one too).
      claimPath:
        via !== "admin" && (order.status === "delivered" || order.status === "completed")
          ? orderClaimPath(order.number, via === "key" ? keyOf(request) : null)
          : null,
      // A guest's order seen signed out: a link mailed to the order's address makes the account.
      accountOffer: order.userId === null && user === null,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export type OrderPageData = Awaited<ReturnType<typeof loadOrderPage>>["data"];

/** The account offer mails one link per mailbox in this window (its sign-up is limited per client address too). */
export const ACCOUNT_OFFER_RATE_LIMIT = { max: 1, windowMs: 10 * 60_000 } as const;

function offerLimited(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `We have just sent a link to this address. Please look for it in your inbox (and spam folder), or ask again in ${minutes} minute(s).`;
}

/**
 * The guest's account offer: a link mailed to the order's address, where the password is chosen
 * (accounts/address-proof.server.ts). The page takes no password: it is open to the browser that
 * placed the order, and anyone can type someone else's address at checkout, so a password set
 * here would be the typist's, not the address holder's (issue 32: account pre-hijacking). The
 * account is made by better-auth's sign-up with a password nobody knows, which mails the
 * confirmation link; an address that has an account already is answered the same way (its
 * unconfirmed account is mailed the link again; a confirmed one sees the order in its profile).
 * The link brings the customer back to this order, signed in.
 */
export async function handleGuestAccount(request: Request, numberParam: string | undefined) {
  const found = await findReadableOrder(request, numberParam, keyOf(request));
  if (!found) throw notFound();
  const { order, user } = found;
  // The offer has no field (a password an old page sends is ignored); the form is read as every action's is.
  await readForm(request);
  if (order.userId !== null || user !== null) {
    return data({ error: "This order already belongs to an account." }, { status: 409, headers: PRIVATE_HEADERS });
  }
  const allowance = await takeAllowance(`account-offer:${mailboxKey(order.email)}`, ACCOUNT_OFFER_RATE_LIMIT);
  if (!allowance.allowed) {
    const headers = { ...PRIVATE_HEADERS, "Retry-After": String(allowance.retryAfterSeconds) };
    return data({ error: offerLimited(allowance.retryAfterSeconds) }, { status: 429, headers });
  }
  const result = await callAuthEndpoint(request, "/sign-up/email", {
    name: order.fullName,
    email: order.email,
    password: randomBytes(32).toString("base64url"),
    callbackURL: orderPagePath(order.number),
  });
  if (!result.ok) {
    const error = result.status === 429 ? result.message : "We could not send the link. Please try again.";
    return data({ error }, failedWith(result));
  }
  return data({ sent: true as const, email: order.email }, { headers: PRIVATE_HEADERS });
}
