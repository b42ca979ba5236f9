import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { db, type Database } from "~/db/client.server";
import { swatchRequests, type SwatchSnapshot } from "~/db/schema";
import { findSwatchValues } from "~/modules/catalog/swatch-values.server";
import type { MailShop } from "~/modules/mail/layout";
import { queueMail } from "~/modules/mail/outbox.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import { env } from "~/utils/env.server";
import { newSwatchRequestMail, swatchesOnTheirWayMail } from "./mails/swatch-mails";
import { lockSwatchRequests, nextAllowedDay } from "./swatch-limits.server";
import type { SwatchRequestInput } from "./swatch-request.schema";
import { mailsShopAbout, type ShopMailEvent } from "~/modules/settings/shop-mail-events";

export type SwatchRequest = typeof swatchRequests.$inferSelect;
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** What the mails need of the shop, read before the transaction (on PGlite, db() inside one waits for itself). */
export interface SwatchMailContext {
  shop: MailShop;
  /** Where the owner's notice goes: SHOP_EMAIL, else the sales desk (as a made-to-order request's). */
  shopEmail: string;
  /** Where the buyer's replies go. */
  replyTo: string;
  adminUrl: string;
  /** What the owner wants the shop mailed about (the settings' 'Mails to the shop'). */
  shopMails: ShopMailEvent[];
}

export async function swatchMailContext(origin: string): Promise<SwatchMailContext> {
  const settings = await getShopSettings();
  return {
    shop: settings,
    shopEmail: env().SHOP_EMAIL ?? settings.emails.sales,
    replyTo: settings.emails.sales,
    adminUrl: `${origin}/admin/swatches`,
    shopMails: settings.shopMails,
  };
}

/** The request a form's idempotency key stored, if any. */
export async function swatchRequestByKey(executor: Pick<Database, "select">, key: string) {
  const [row] = await executor.select().from(swatchRequests).where(eq(swatchRequests.idempotencyKey, key));
  return row ?? null;
}

/** A form checked, with its city as the shop names it and the address's folded key (swatch-address.ts). */
export type PostalSwatchRequest = SwatchRequestInput & { addressKey: string };

export type SubmitSwatchOutcome =
  { status: "stored" | "repeated"; request: SwatchRequest } | { status: "gone" } | { status: "limit"; again: Date };

/**
 * Stores a request and queues the buyer's and the owner's mails, in one transaction under the
 * swatch lock: all or nothing. Refused, with nothing stored, when a swatch chosen is not on offer
 * now (a product changed meanwhile, or a tampered id) or when the e-mail or the address has had
 * its two requests this month. The same idempotency key twice is one request and one pair of
 * mails (`repeated` the second time).
 */
export async function submitSwatchRequest(
  input: PostalSwatchRequest,
  context: SwatchMailContext,
  now = new Date(),
): Promise<SubmitSwatchOutcome> {
  return db().transaction(async (tx) => {
    await lockSwatchRequests(tx);
    const earlier = await swatchRequestByKey(tx, input.idempotencyKey);
    if (earlier) return { status: "repeated", request: earlier };

    const wanted = new Set(input.swatches);
    const found = await findSwatchValues(tx, [...wanted]);
    if (found.length !== wanted.size) return { status: "gone" };
    const again = await nextAllowedDay(tx, input, now);
    if (again) return { status: "limit", again };

    // In the catalogue's order (product by product), whatever order the boxes were ticked in.
    const items: SwatchSnapshot[] = found.map((value) => ({
      productId: value.productId,
      productName: value.productName,
      optionName: value.optionName,
      value: value.value,
      swatchColor: value.swatchColor,
    }));
    const row = await insertRequest(tx, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      address: input.address,
      city: input.city,
      addressKey: input.addressKey,
      items,
      idempotencyKey: input.idempotencyKey,
      createdAt: now,
      updatedAt: now,
    });
    await queueMail(tx, {
      kind: "swatch-request-received",
      to: row.email,
      replyTo: context.replyTo,
      ...swatchesOnTheirWayMail(row, context.shop),
    });
    if (!mailsShopAbout(context, "request")) return { status: "stored", request: row };
    await queueMail(tx, {
      kind: "swatch-request-new",
      to: context.shopEmail,
      replyTo: row.email,
      ...newSwatchRequestMail(row, context.shop, context.adminUrl),
    });
    return { status: "stored", request: row };
  });
}

/** Inserts under a fresh id whose 8-character number no other request has (a clash is retried). */
async function insertRequest(tx: Transaction, values: Omit<typeof swatchRequests.$inferInsert, "id" | "number">) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const id = randomUUID();
    const [row] = await tx
      .insert(swatchRequests)
      .values({ ...values, id, number: id.slice(0, 8).toUpperCase() })
      .onConflictDoNothing({ target: swatchRequests.number })
      .returning();
    if (row) return row;
  }
  throw new Error("Could not find a free swatch request number");
}
