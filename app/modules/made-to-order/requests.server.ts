import { randomUUID } from "node:crypto";
import { asc, count, desc, eq, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { customQuotes, customRequestMessages, customRequestPhotos, customRequests, orders } from "~/db/schema";
import { queueMail } from "~/modules/mail/outbox.server";
import { saveImageRow } from "~/modules/media/media-store.server";
import type { ProcessedImage } from "~/modules/media/upload.server";
import { orderNumber } from "~/modules/orders/order-status";
import type { Transaction } from "~/modules/orders/checkout-refused";
import { getShopSettings } from "~/modules/settings/settings.server";
import { env } from "~/utils/env.server";
import { shopCalendar } from "~/utils/shop-time";
import type { CustomOrderInput } from "./custom-order.schema";
import { newRequestMail, requestReceivedMail } from "./mails/request-mails";
import { requestUrl } from "./request-link.server";
import { requestStatus } from "./request-status";
import { mailsShopAbout } from "~/modules/settings/shop-mail-events";

export type CustomRequest = typeof customRequests.$inferSelect;
export type CustomQuote = typeof customQuotes.$inferSelect;

/** Where the shop's copies go: SHOP_EMAIL, else the sales desk. */
export async function shopMailContext() {
  const settings = await getShopSettings();
  return { settings, shopEmail: env().SHOP_EMAIL ?? settings.emails.sales };
}

export const adminRequestUrl = (origin: string, id: string) => `${origin}/admin/requests/${id}`;

/** Inserts the request under a fresh id whose 8-character number no other request has. */
async function insertRequest(tx: Transaction, values: Omit<typeof customRequests.$inferInsert, "id" | "number">) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const id = randomUUID();
    const [row] = await tx
      .insert(customRequests)
      .values({ ...values, id, number: orderNumber(id) })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    // Either the number is taken (try another id) or the same form arrived twice meanwhile.
    const [same] = await tx
      .select()
      .from(customRequests)
      .where(eq(customRequests.idempotencyKey, values.idempotencyKey));
    if (same) return null;
  }
  throw new Error("Could not find a free request number");
}

/**
 * Stores a request with its photos (private uploads) and queues the customer's mail (number and
 * private link) and the shop's, in one transaction: all or nothing. The photos were checked and
 * resized before (processUpload), outside the transaction. The same idempotency key twice
 * stores one request and sends one mail (`repeated` the second time).
 */
export async function submitCustomRequest(
  input: CustomOrderInput,
  photos: ProcessedImage[],
  { userId, origin }: { userId: string | null; origin: string },
): Promise<{ request: CustomRequest; repeated: boolean }> {
  const { settings, shopEmail } = await shopMailContext();
  return db().transaction(async (tx) => {
    const [earlier] = await tx
      .select()
      .from(customRequests)
      .where(eq(customRequests.idempotencyKey, input.idempotencyKey));
    if (earlier) return { request: earlier, repeated: true };
    const row = await insertRequest(tx, {
      userId,
      name: input.name,
      email: input.email,
      phone: input.phone,
      projectType: input.projectType,
      description: input.description,
      budget: input.budget,
      timeline: input.timeline,
      location: input.location,
      idempotencyKey: input.idempotencyKey,
    });
    if (!row) {
      const [same] = await tx
        .select()
        .from(customRequests)
        .where(eq(customRequests.idempotencyKey, input.idempotencyKey));
      return { request: same!, repeated: true };
    }
    for (const [position, photo] of photos.entries()) {
      const imageId = await saveImageRow(tx, photo, { uploadedBy: userId, isPrivate: true });
      await tx.insert(customRequestPhotos).values({ requestId: row.id, imageId, position });
    }
    const link = requestUrl(origin, row);
    await queueMail(tx, {
      kind: "request-received",
      to: row.email,
      replyTo: settings.emails.sales,
      ...requestReceivedMail(row, settings, link, photos.length),
    });
    if (!mailsShopAbout(settings, "request")) return { request: row, repeated: false };
    await queueMail(tx, {
      kind: "request-new",
      to: shopEmail,
      replyTo: row.email,
      ...newRequestMail(row, settings, adminRequestUrl(origin, row.id), photos.length),
    });
    return { request: row, repeated: false };
  });
}

/** A request by its number (any case), or null. */
export async function findRequestByNumber(number: string): Promise<CustomRequest | null> {
  if (!/^[0-9a-f]{8}$/i.test(number)) return null;
  const [row] = await db().select().from(customRequests).where(eq(customRequests.number, number.toUpperCase()));
  return row ?? null;
}

export async function findRequestById(id: string): Promise<CustomRequest | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db().select().from(customRequests).where(eq(customRequests.id, id));
  return row ?? null;
}

/** The order an accepted quote became, as the request's page links it. */
export async function requestOrder(requestId: string) {
  const [order] = await db()
    .select({ id: orders.id, number: orders.number, status: orders.status, totalAmount: orders.totalAmount })
    .from(orders)
    .where(eq(orders.customRequestId, requestId));
  return order ?? null;
}

/** Everything the request's page shows: photos, quotes (latest first), messages (oldest first), the order. */
export async function requestDetails(request: CustomRequest, now = new Date()) {
  const [photos, quotes, messages, order] = await Promise.all([
    db()
      .select({ imageId: customRequestPhotos.imageId })
      .from(customRequestPhotos)
      .where(eq(customRequestPhotos.requestId, request.id))
      .orderBy(asc(customRequestPhotos.position)),
    db().select().from(customQuotes).where(eq(customQuotes.requestId, request.id)).orderBy(desc(customQuotes.version)),
    db()
      .select({
        id: customRequestMessages.id,
        author: customRequestMessages.author,
        authorLabel: customRequestMessages.authorLabel,
        body: customRequestMessages.body,
        createdAt: customRequestMessages.createdAt,
      })
      .from(customRequestMessages)
      .where(eq(customRequestMessages.requestId, request.id))
      .orderBy(asc(customRequestMessages.createdAt), asc(customRequestMessages.id)),
    requestOrder(request.id),
  ]);
  const today = shopCalendar(now).date;
  const latest = quotes[0] ?? null;
  return {
    photos: photos.map((photo) => photo.imageId),
    quotes,
    messages,
    order,
    today,
    status: requestStatus(request.state, latest?.validUntil ?? null, order?.status ?? null, today),
  };
}

/** A request as lists show it: its latest quote's total and validity, and its order's status. */
export function requestListSelect() {
  const latestQuote = (column: "valid_until" | "total") =>
    sql<
      string | number | null
    >`(select q.${sql.raw(column)} from ${customQuotes} q where q.request_id = ${customRequests.id} order by q.version desc limit 1)`;
  return db()
    .select({
      id: customRequests.id,
      number: customRequests.number,
      name: customRequests.name,
      email: customRequests.email,
      projectType: customRequests.projectType,
      state: customRequests.state,
      createdAt: customRequests.createdAt,
      validUntil: latestQuote("valid_until").mapWith(String),
      quoteTotal: latestQuote("total").mapWith(Number),
      orderStatus: sql<
        string | null
      >`(select o.status from ${orders} o where o.custom_request_id = ${customRequests.id})`,
      photoCount:
        sql<number>`(select count(*) from ${customRequestPhotos} p where p.request_id = ${customRequests.id})`.mapWith(
          Number,
        ),
    })
    .from(customRequests);
}

export type RequestListRow = Awaited<ReturnType<typeof listCustomerRequests>>[number];

/** A list's rows with the status each shows today. */
export function withStatus<
  Row extends { state: CustomRequest["state"]; validUntil: string | null; orderStatus: string | null },
>(rows: Row[], now = new Date()) {
  const today = shopCalendar(now).date;
  return rows.map((row) => ({ ...row, status: requestStatus(row.state, row.validUntil, row.orderStatus, today) }));
}

/** An account's requests: sent while signed in, or with its e-mail address once it is proven. */
export async function listCustomerRequests(user: { id: string; email: string; emailVerified: boolean }) {
  const mine = user.emailVerified
    ? or(eq(customRequests.userId, user.id), eq(customRequests.email, user.email.toLowerCase()))
    : eq(customRequests.userId, user.id);
  const rows = await requestListSelect().where(mine).orderBy(desc(customRequests.createdAt)).limit(50);
  return withStatus(rows);
}

/** 'Requests to quote' on the dashboard: received and not yet quoted or declined. */
export async function countRequestsToQuote(): Promise<number> {
  const [row] = await db().select({ value: count() }).from(customRequests).where(eq(customRequests.state, "received"));
  return row?.value ?? 0;
}
