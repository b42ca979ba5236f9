import { desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { customQuotes, customRequests } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { queueMail } from "~/modules/mail/outbox.server";
import type { Transaction } from "~/modules/orders/checkout-refused";
import { formatShopDate } from "~/utils/shop-time";
import { quoteSentMail, requestDeclinedMail } from "./mails/request-mails";
import { quoteTotals } from "./quote-figures";
import type { QuoteForm } from "./quote.schema";
import { requestUrl } from "./request-link.server";
import { shopMailContext, type CustomRequest } from "./requests.server";

export type AdminOutcome = { ok: true; repeated?: boolean } | { ok: false; status: 404 | 409; message: string };

const notFound: AdminOutcome = { ok: false, status: 404, message: "That request no longer exists." };

/** The request, locked for the change (one admin's quote or decline at a time). */
async function lockRequest(tx: Transaction, requestId: string): Promise<CustomRequest | null> {
  const [row] = await tx.select().from(customRequests).where(eq(customRequests.id, requestId)).for("update");
  return row ?? null;
}

const target = (request: CustomRequest) => ({
  type: "custom-request",
  id: request.id,
  label: `${request.number}: ${request.name}`.slice(0, 200),
});

/**
 * Sends a quote, or a revision of it: a new version that replaces the earlier ones for the
 * customer, mailed with the private link, recorded in the audit log, all in one transaction.
 * A request that was accepted or declined takes no more quotes. The form's key makes a resent
 * form one quote.
 */
export async function sendQuote(
  requestId: string,
  form: QuoteForm,
  by: AuditActor,
  origin: string,
): Promise<AdminOutcome> {
  const { settings } = await shopMailContext();
  return db().transaction(async (tx) => {
    const request = await lockRequest(tx, requestId);
    if (!request) return notFound;
    const [same] = await tx
      .select({ id: customQuotes.id })
      .from(customQuotes)
      .where(sql`${customQuotes.requestId} = ${requestId} and ${customQuotes.requestKey} = ${form.requestKey}`);
    if (same) return { ok: true, repeated: true };
    if (request.state === "accepted" || request.state === "declined") {
      return { ok: false, status: 409, message: `This request was ${request.state}: it takes no more quotes.` };
    }
    const [latest] = await tx
      .select({ version: customQuotes.version })
      .from(customQuotes)
      .where(eq(customQuotes.requestId, requestId))
      .orderBy(desc(customQuotes.version))
      .limit(1);
    const version = (latest?.version ?? 0) + 1;
    const { subtotal, total } = quoteTotals(form.lines, form.deliveryFee);
    const [quote] = await tx
      .insert(customQuotes)
      .values({
        requestId,
        version,
        lines: form.lines,
        subtotal,
        deliveryFee: form.deliveryFee,
        total,
        leadTimeWeeks: form.leadTimeWeeks,
        advancePercent: form.advancePercent,
        validUntil: form.validUntil,
        note: form.note,
        createdBy: by.email,
        requestKey: form.requestKey,
      })
      .returning();
    await tx
      .update(customRequests)
      .set({ state: "quoted", updatedAt: new Date() })
      .where(eq(customRequests.id, requestId));
    await queueMail(tx, {
      kind: "request-quote",
      to: request.email,
      replyTo: settings.emails.sales,
      ...quoteSentMail(request, settings, requestUrl(origin, request), {
        ...quote!,
        validUntilText: formatShopDate(quote!.validUntil),
      }),
    });
    const changes = {
      state: { before: request.state, after: "quoted" },
      quote: { before: latest ? `version ${latest.version}` : null, after: `version ${version}, total ${total}` },
    };
    await recordAudit(by, { action: "request.quoted", target: target(request), changes }, tx);
    return { ok: true };
  });
}

/** Declines the request with a reason the customer reads (mailed); not once a quote was accepted. */
export async function declineRequest(
  requestId: string,
  reason: string,
  by: AuditActor,
  origin: string,
): Promise<AdminOutcome> {
  const { settings } = await shopMailContext();
  return db().transaction(async (tx) => {
    const request = await lockRequest(tx, requestId);
    if (!request) return notFound;
    if (request.state === "declined") return { ok: true, repeated: true };
    if (request.state === "accepted") {
      return { ok: false, status: 409, message: "The customer accepted a quote: cancel the order instead." };
    }
    await tx
      .update(customRequests)
      .set({ state: "declined", declineReason: reason, updatedAt: new Date() })
      .where(eq(customRequests.id, requestId));
    await queueMail(tx, {
      kind: "request-declined",
      to: request.email,
      replyTo: settings.emails.sales,
      ...requestDeclinedMail(request, settings, requestUrl(origin, request), reason),
    });
    const changes = { state: { before: request.state, after: "declined" }, reason: { before: null, after: reason } };
    await recordAudit(by, { action: "request.declined", target: target(request), changes }, tx);
    return { ok: true };
  });
}
