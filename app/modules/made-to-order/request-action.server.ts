import { data } from "react-router";
import { takeAllowance } from "~/db/rate-limit.server";
import { getSessionUser } from "~/modules/accounts/session.server";
import { echoValues } from "~/modules/inbox/form-values";
import { inboxNotices } from "~/modules/inbox/inbox-notices";
import { wakeMailWorker } from "~/modules/mail/worker.server";
import { clientAddress } from "~/utils/client-address";
import { fieldErrors } from "~/utils/form-fields";
import { readForm } from "~/utils/form.server";
import { log } from "~/utils/log.server";
import { publicOrigin } from "~/utils/origin.server";
import { CUSTOM_ORDER_FIELDS, customOrderSchema } from "./custom-order.schema";
import { REQUEST_FORM } from "./request-limits";
import { requestKey, requestPath } from "./request-link.server";
import { chosenFiles, readRequestPhotos } from "./request-photos.server";
import type { CustomRequestResult } from "./request-result";
import { submitCustomRequest } from "./requests.server";

/** Requests one client may send in ten minutes: room for a family, not for a script. */
export const CUSTOM_REQUEST_RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;

export interface CustomRequestAnswer {
  body: CustomRequestResult;
  status: number;
  headers?: Record<string, string>;
}

const refused = (result: Omit<CustomRequestResult, "ok">, status: number): CustomRequestAnswer => ({
  body: { ok: false, ...result },
  status,
});

/**
 * POST /custom-orders (the page, without JavaScript) and POST /custom-orders/request (the form's
 * upload with progress): no account needed (DECISIONS). Checks the fields, then the client's
 * allowance, then the photos, and stores the request with its photos and both mails in one
 * transaction. A refusal stores nothing and names the field. The same idempotency key twice is
 * one request; its answer carries the private page's link, to the browser that sent it.
 */
export async function answerCustomRequest(request: Request): Promise<CustomRequestAnswer> {
  const form = await readForm(request, REQUEST_FORM);
  const fields = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string"));
  const values = echoValues(fields, CUSTOM_ORDER_FIELDS);
  const parsed = customOrderSchema.safeParse(fields);
  if (!parsed.success) {
    return refused({ notice: inboxNotices.requestInvalid, errors: fieldErrors(parsed.error), values }, 400);
  }
  const allowance = await takeAllowance(`custom-request:${clientAddress(request)}`, CUSTOM_REQUEST_RATE_LIMIT);
  if (!allowance.allowed) {
    return {
      body: { ok: false, notice: inboxNotices.requestRateLimited, errors: {}, values },
      status: 429,
      headers: { "Retry-After": String(allowance.retryAfterSeconds) },
    };
  }
  const photos = await readRequestPhotos(chosenFiles(form));
  if (!photos.ok)
    return refused({ notice: inboxNotices.requestInvalid, errors: { photos: photos.error }, values }, 422);

  try {
    const user = await getSessionUser(request);
    const { request: stored } = await submitCustomRequest(parsed.data, photos.photos, {
      userId: user?.id ?? null,
      origin: publicOrigin(request),
    });
    wakeMailWorker();
    const path = requestPath(stored.number, requestKey(stored.id));
    return {
      body: {
        ok: true,
        notice: inboxNotices.requestSubmitted,
        errors: {},
        values: {},
        request: { number: stored.number, path },
      },
      status: 200,
    };
  } catch (error) {
    log.error("Storing a custom order request failed", { error: String(error) });
    return refused({ notice: inboxNotices.requestFailed, errors: {}, values }, 500);
  }
}

/** The page's action (a form posted without JavaScript): the answer as the page's action data. */
export async function handleCustomRequestPage(request: Request) {
  const answer = await answerCustomRequest(request);
  return data(answer.body, { status: answer.status, headers: answer.headers });
}

/** The form's upload with progress: the answer as JSON. */
export async function handleCustomRequestUpload(request: Request) {
  const answer = await answerCustomRequest(request);
  return Response.json(answer.body, { status: answer.status, headers: answer.headers });
}
