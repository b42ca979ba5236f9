import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { takeAllowance } from "~/db/rate-limit.server";
import { chosenFiles, readCustomerPhotos } from "~/modules/media/customer-photos.server";
import { orderClaimPath } from "~/modules/orders/order-links";
import { clientAddress } from "~/utils/client-address";
import { fieldErrors } from "~/utils/form-fields";
import { readForm } from "~/utils/form.server";
import { PRIVATE_PAGE_HEADERS } from "~/utils/private-page";
import { openOrderForClaim } from "./claim-access.server";
import { CLAIM_FORM, MAX_CLAIM_PHOTOS } from "./claim-rules";
import { claimFormInput } from "./claim.schema";
import { claimPageView } from "./claim-view.server";
import { openClaim } from "./open-claim.server";
import { claimMailContext } from "./claim-mails.server";
import { publicOrigin } from "~/utils/origin.server";

const NOT_FOUND = () => new Response("Not found", { status: 404, headers: PRIVATE_PAGE_HEADERS });

/** GET /orders/:number/claim: the delivered pieces, what each may still be asked for and until when, and the requests made. */
export async function loadClaimPage(request: Request, number: string) {
  const url = new URL(request.url);
  const opened = await openOrderForClaim(request, number, url.searchParams.get("key"));
  if (!opened) throw NOT_FOUND();
  const view = await claimPageView(opened.order, new Date());
  return data(
    {
      ...view,
      key: opened.key,
      // The form's own key: sent twice (a double tap, a retry), it opens one request.
      idempotencyKey: randomUUID(),
      sent: url.searchParams.get("sent") === "1",
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export type ClaimPageData = Awaited<ReturnType<typeof loadClaimPage>>["data"];

export interface ClaimActionData {
  error: string;
  errors: Record<string, string>;
  values: Record<string, string | string[]>;
}

/**
 * Requests one client may send in ten minutes: a household's few, not a script re-posting six
 * photos for the server to decode again and again.
 */
export const CLAIM_RATE_LIMIT = { max: 6, windowMs: 10 * 60_000 } as const;

const refuse = (body: ClaimActionData, status: number, headers: Record<string, string> = {}) =>
  data(body, { status, headers: { ...PRIVATE_PAGE_HEADERS, ...headers } });

/** A line's problem ('lines.0.quantity') is shown beside the pieces. */
function formErrors(errors: Record<string, string>): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [name, message] of Object.entries(errors)) shown[name.startsWith("lines.") ? "lines" : name] ??= message;
  return shown;
}

/**
 * POST /orders/:number/claim: a return, an exchange or a claim. The key travels in the form as
 * in the address; anyone else gets 404. The form is checked before the photos are read (a
 * refused form costs no photo work), the photos before anything is stored, and the order's own
 * rules (delivered, its lines, the windows, the quantities) in openClaim's transaction.
 */
export async function handleClaimPost(request: Request, number: string) {
  const form = await readForm(request, CLAIM_FORM);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const opened = await openOrderForClaim(request, number, text("key") || null);
  if (!opened) throw NOT_FOUND();
  const lines = form.getAll("line").filter((value): value is string => typeof value === "string");
  const values: ClaimActionData["values"] = {
    kind: text("kind"),
    reason: text("reason"),
    details: text("details"),
    preferredDay: text("preferredDay"),
    lines,
    ...Object.fromEntries(lines.map((id) => [`quantity-${id}`, text(`quantity-${id}`)])),
  };
  const parsed = claimFormInput(form);
  if (!parsed.success) {
    return refuse(
      { error: "Please check the marked fields.", errors: formErrors(fieldErrors(parsed.error)), values },
      400,
    );
  }
  const allowance = await takeAllowance(`claim:${clientAddress(request)}`, CLAIM_RATE_LIMIT);
  if (!allowance.allowed) {
    const error = "You have sent several requests in a short time. Please wait a few minutes and try again.";
    return refuse({ error, errors: {}, values }, 429, { "Retry-After": String(allowance.retryAfterSeconds) });
  }
  const photos = await readCustomerPhotos(chosenFiles(form), MAX_CLAIM_PHOTOS);
  if (!photos.ok) return refuse({ error: photos.error, errors: { photos: photos.error }, values }, 422);
  const mail = await claimMailContext(publicOrigin(request));
  const result = await openClaim(opened.order.id, parsed.data, { photos: photos.photos, mail });
  if (!result.ok) {
    return refuse(
      { error: result.message, errors: result.field ? { [result.field]: result.message } : {}, values },
      result.status,
    );
  }
  // Post, then redirect: a reload does not post again, and the page lists the request as it stands.
  const back = orderClaimPath(opened.order.number, opened.key);
  throw redirect(`${back}${back.includes("?") ? "&" : "?"}sent=1`, { status: 303, headers: PRIVATE_PAGE_HEADERS });
}
