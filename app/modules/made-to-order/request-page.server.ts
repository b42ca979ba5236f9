import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { z } from "zod";
import { addressFieldsSchema } from "~/modules/accounts/address-book.schema";
import { labelOf, budgetLabels, projectTypeLabels, timelineLabels } from "~/modules/inbox/custom-order-options";
import { inboxNotices } from "~/modules/inbox/inbox-notices";
import { wakeMailWorker } from "~/modules/mail/worker.server";
import { orderPagePath } from "~/modules/orders/order-links";
import { clientAddress } from "~/utils/client-address";
import { fieldErrors } from "~/utils/form-fields";
import { formatPakistaniPhone } from "~/utils/phone";
import { publicOrigin } from "~/utils/origin.server";
import { formatShopDate, formatShopDateTime } from "~/utils/shop-time";
import { acceptQuote } from "./accept-quote.server";
import { quoteAdvance, type QuoteFigures } from "./quote-figures";
import { messageFormSchema, plainText } from "./quote.schema";
import { openRequest, viewerKey, type OpenedRequest } from "./request-access.server";
import { takeMessageAllowance } from "./request-message-limits.server";
import { isMessagePosted, postRequestMessage } from "./request-messages.server";
import { requestPath, requestPhotoUrl } from "./request-paths";
import { requestDetails, type CustomQuote } from "./requests.server";
import { readForm } from "~/utils/form.server";
import { PRIVATE_PAGE_HEADERS } from "~/utils/private-page";

// The key is in the address: never cached, never sent on as a referrer.
export const PRIVATE_PAGE = PRIVATE_PAGE_HEADERS;

const NOT_FOUND = () => new Response("Not found", { status: 404, headers: PRIVATE_PAGE });

export function quoteView(
  quote: CustomQuote,
): QuoteFigures & { id: string; version: number; note: string | null; advance: number; sentAt: string } {
  return {
    id: quote.id,
    version: quote.version,
    lines: quote.lines,
    subtotal: quote.subtotal,
    deliveryFee: quote.deliveryFee,
    total: quote.total,
    advancePercent: quote.advancePercent,
    advance: quoteAdvance(quote.total, quote.advancePercent),
    leadTimeWeeks: quote.leadTimeWeeks,
    validUntilText: formatShopDate(quote.validUntil),
    note: quote.note,
    sentAt: formatShopDateTime(quote.createdAt),
  };
}

/** What the request's page and the admin's show of a request: its fields, photos, quotes, messages, order. */
export async function requestPageData({ request, viewer }: OpenedRequest, photoWidth = 400) {
  const details = await requestDetails(request);
  const key = viewerKey(viewer);
  const [latest, ...earlier] = details.quotes;
  return {
    number: request.number,
    key,
    status: details.status,
    name: request.name,
    email: request.email,
    phone: formatPakistaniPhone(request.phone),
    sentAt: formatShopDateTime(request.createdAt),
    projectType: labelOf(projectTypeLabels, request.projectType),
    description: request.description,
    facts: [
      { label: "Budget", value: request.budget && labelOf(budgetLabels, request.budget) },
      { label: "Timeline", value: request.timeline && labelOf(timelineLabels, request.timeline) },
      { label: "Location", value: request.location },
    ].filter((row): row is { label: string; value: string } => Boolean(row.value)),
    declineReason: request.declineReason,
    photos: details.photos.map((imageId) => ({
      thumb: requestPhotoUrl(request.number, imageId, key, photoWidth),
      full: requestPhotoUrl(request.number, imageId, key, 1200),
    })),
    quote: latest ? quoteView(latest) : null,
    earlierQuotes: earlier.map((quote) => ({
      version: quote.version,
      total: quote.total,
      sentAt: formatShopDateTime(quote.createdAt),
    })),
    messages: details.messages.map((message) => ({
      id: message.id,
      fromShop: message.author === "shop",
      // The customer reads the shop's voice; the admin's page names who wrote (authorLabel).
      author: message.author === "shop" ? "Our designers" : message.authorLabel,
      authorLabel: message.authorLabel,
      body: message.body,
      at: formatShopDateTime(message.createdAt),
    })),
    order: details.order ? { number: details.order.number, status: details.order.status } : null,
  };
}

export type RequestPageData = Awaited<ReturnType<typeof requestPageData>>;

/** GET /requests/:number?key=: the request's page, or 404 for anyone who may not read it. */
export async function loadRequestPage(request: Request, number: string) {
  const opened = await openRequest(request, number, new URL(request.url).searchParams.get("key"));
  if (!opened) throw NOT_FOUND();
  // A fresh key per view of the message form: a resent form is one message.
  return data({ page: await requestPageData(opened), messageKey: randomUUID() }, { headers: PRIVATE_PAGE });
}

const acceptFormSchema = z.object({
  quoteId: z.uuid("Please reload the page and try again."),
  address: addressFieldsSchema.shape.address,
  city: addressFieldsSchema.shape.city,
  notes: plainText(500, "Please keep the notes under 500 characters.")
    .optional()
    .transform((value) => value || null),
});

export interface RequestPageActionData {
  intent: "accept" | "message";
  error: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  sent?: boolean;
}

const answer = (body: RequestPageActionData, status: number) => data(body, { status, headers: PRIVATE_PAGE });

/**
 * POST /requests/:number: accept the latest quote (with the delivery address), or send the shop
 * a message. The key travels in the form, as in the address; anyone else gets 404.
 */
export async function handleRequestPage(request: Request, number: string) {
  const form = await readForm(request);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const opened = await openRequest(request, number, field("key") || null);
  if (!opened) throw NOT_FOUND();
  const origin = publicOrigin(request);
  const back = requestPath(opened.request.number, viewerKey(opened.viewer));

  if (field("intent") === "message") {
    const values = { body: field("body").slice(0, 4000) };
    const parsed = messageFormSchema.safeParse({ requestKey: field("requestKey"), body: field("body") });
    if (!parsed.success) {
      return answer(
        { intent: "message", error: "Please check your message.", errors: fieldErrors(parsed.error), values },
        400,
      );
    }
    const sent = answer({ intent: "message", error: "", errors: {}, values: {}, sent: true }, 200);
    // A resent form is the message already sent: answered so, without counting it.
    if (await isMessagePosted(opened.request.id, parsed.data.requestKey)) return sent;
    const allowance = await takeMessageAllowance(clientAddress(request), opened.request.id);
    if (!allowance.allowed) {
      const error = inboxNotices.messageRateLimited.text;
      return data<RequestPageActionData>(
        { intent: "message", error, errors: { body: error }, values },
        { status: 429, headers: { ...PRIVATE_PAGE, "Retry-After": String(allowance.retryAfterSeconds) } },
      );
    }
    await postRequestMessage(opened.request.id, { kind: "customer" }, parsed.data, origin);
    wakeMailWorker();
    return sent;
  }

  const values = {
    address: field("address").slice(0, 500),
    city: field("city").slice(0, 100),
    notes: field("notes").slice(0, 1000),
  };
  const parsed = acceptFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return answer(
      { intent: "accept", error: "Please check the fields marked below.", errors: fieldErrors(parsed.error), values },
      400,
    );
  }
  const { quoteId, ...delivery } = parsed.data;
  const outcome = await acceptQuote(opened.request.id, quoteId, delivery, origin);
  if (!outcome.ok) return answer({ intent: "accept", error: outcome.message, errors: {}, values }, outcome.status);
  wakeMailWorker();
  // The first acceptance opens the new order's page (its key is new); a repeat comes back here.
  if (outcome.accessKey) {
    throw redirect(`${orderPagePath(outcome.orderNumber)}?key=${encodeURIComponent(outcome.accessKey)}&placed=1`, {
      headers: PRIVATE_PAGE,
    });
  }
  throw redirect(back, { headers: PRIVATE_PAGE });
}
