import { data } from "react-router";
import { db } from "~/db/client.server";
import { takeAllowance } from "~/db/rate-limit.server";
import { getDeliveryPolicy } from "~/modules/delivery/delivery-policy.server";
import { wakeMailWorker } from "~/modules/mail/worker.server";
import { clientAddress } from "~/utils/client-address";
import { readForm } from "~/utils/form.server";
import { log } from "~/utils/log.server";
import { publicOrigin } from "~/utils/origin.server";
import { postalPlace } from "./swatch-address";
import { SWATCH_RATE_LIMIT } from "./swatch-limits.server";
import { SWATCH_GONE_MESSAGE, swatchLimitMessage, swatchNotices, type SwatchFormResult } from "./swatch-notices";
import { parseSwatchRequest, SWATCH_FORM_FIELDS, swatchFormValues } from "./swatch-request.schema";
import {
  submitSwatchRequest,
  swatchMailContext,
  swatchRequestByKey,
  type SwatchRequest,
} from "./swatch-requests.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What was typed and ticked, so a refused form (rendered without JavaScript too) keeps it. */
function echo(form: Record<string, unknown>) {
  const values: Record<string, string> = {};
  for (const field of SWATCH_FORM_FIELDS) {
    const value = form[field];
    if (typeof value === "string") values[field] = value.slice(0, 2000);
  }
  const chosen = (form.swatches as string[]).filter((id) => UUID.test(id)).slice(0, 60);
  return { values, chosen };
}

/**
 * POST /swatches: open to visitors, no account and no payment. The form is checked (1 to 5
 * swatches, checkout's name, phone, address and city rules), the city read as checkout reads it,
 * a resent form answered with its request (uncounted), the client counted (SWATCH_RATE_LIMIT),
 * and the request stored with its two mails in one transaction that checks the swatches and the
 * monthly limit again under a lock. Every refusal names its field and stores nothing.
 */
export async function handleSwatchRequest(request: Request) {
  const form = swatchFormValues(await readForm(request));
  const { values, chosen } = echo(form);
  const refused = (
    notice: SwatchFormResult["notice"],
    errors: Record<string, string>,
    status: number,
    headers?: HeadersInit,
  ) => data<SwatchFormResult>({ ok: false, notice, errors, values, chosen }, { status, headers });

  const parsed = parseSwatchRequest(form);
  if (!parsed.success) return refused(swatchNotices.invalid, parsed.errors, 400);
  const place = postalPlace(await getDeliveryPolicy(), parsed.data.city, parsed.data.address);
  if (!place.ok) return refused(swatchNotices.invalid, { [place.field]: place.message }, 400);

  const resent = await swatchRequestByKey(db(), parsed.data.idempotencyKey);
  if (resent) return sent(resent);

  const allowance = await takeAllowance(`swatch-request:${clientAddress(request)}`, SWATCH_RATE_LIMIT);
  if (!allowance.allowed) {
    return refused(swatchNotices.rateLimited, {}, 429, { "Retry-After": String(allowance.retryAfterSeconds) });
  }

  let outcome;
  try {
    const context = await swatchMailContext(publicOrigin(request));
    outcome = await submitSwatchRequest({ ...parsed.data, city: place.city, addressKey: place.addressKey }, context);
  } catch (error) {
    log.error("Storing a swatch request failed", { error: String(error) });
    return refused(swatchNotices.failed, {}, 500);
  }
  switch (outcome.status) {
    case "gone":
      return refused(swatchNotices.gone, { swatches: SWATCH_GONE_MESSAGE }, 409);
    case "limit": {
      // No field is wrong: the notice says why, and when the buyer may ask again.
      return refused({ ...swatchNotices.limit, text: swatchLimitMessage(outcome.again) }, {}, 409);
    }
    case "stored":
      wakeMailWorker();
      return sent(outcome.request);
    default:
      return sent(outcome.request);
  }
}

/** The answer of a stored request: what the confirmation shows. */
function sent(request: SwatchRequest) {
  const { number, name, email, address, city, items } = request;
  return data<SwatchFormResult>({
    ok: true,
    notice: null,
    errors: {},
    values: {},
    chosen: [],
    sent: { number, name, email, address, city, items },
  });
}
