import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getSessionUser } from "~/modules/accounts/session.server";
import { ADMIN_FORM, ORDINARY_FORM, type FormLimits } from "~/utils/form-limits";
import { FormRefusal, formRefusalResponse, parseForm, tooLargeMessage } from "~/utils/form-parser.server";
import { withParsedForm } from "~/utils/form.server";
import { actionTarget, type RoutedBuild } from "./action-routes";
import { isSafeMethod } from "./safe-methods";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);
// A NUL byte, as a browser or a script would encode it in an address or a form field.
const ENCODED_NUL = /%00/i;

/**
 * Past this, a refused body is not read to the end: the connection is closed at once. Below it
 * the refused bytes are read and dropped first, so the client, still sending, reliably gets the
 * answer (closing mid-upload makes it see a broken pipe instead). Nothing read is kept.
 */
const DRAIN_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Every post's body, before any page code runs (OWASP ASVS 5.0 V4, and the limits of hardened
 * form parsers: busboy's, Go's ParseMultipartForm). In order:
 * - a NUL in the address is refused (400), whatever the method;
 * - better-auth's JSON API under /api/auth reads its own bodies, held to 256 KB;
 * - an address whose route has no action answers 405, before its body is read;
 * - a body that is not a form is refused (415): every action reads a form;
 * - the form is read once, as it arrives, within its route's limits (its handle's `form`, else
 *   an ordinary form's). An admin route's limits, larger, are an admin's only: anyone else's
 *   post there is held to an ordinary form's, so no file is read before the admin check;
 * - the parsed form is handed to the action (readForm in ~/utils/form.server), and the request
 *   the pages get has no body left (see `pageRequest`).
 * A refusal answers with a message at the first limit passed, so one request of a million tiny
 * parts costs what its first few kilobytes cost and cannot hold the shop.
 */
export function formBody(
  getBuild: () => Promise<RoutedBuild>,
  { isAdmin = isAdminSession }: { isAdmin?: (request: Request) => Promise<boolean> } = {},
): MiddlewareHandler {
  const authApi = bodyLimit({ maxSize: ORDINARY_FORM.bytes, onError: (c) => tooLarge(c, ORDINARY_FORM.bytes) });
  return async (c, next) => {
    if (ENCODED_NUL.test(c.req.url)) return c.text("The address contains a NUL character.", 400);
    if (isSafeMethod(c.req.method)) return next();
    if (c.req.path.startsWith("/api/auth/")) {
      if (Number(c.req.header("content-length")) > ORDINARY_FORM.bytes) return tooLarge(c, ORDINARY_FORM.bytes);
      return authApi(c, next);
    }

    const target = actionTarget(await getBuild(), c.req.path, new URL(c.req.url).search);
    if (!target?.hasAction) {
      return c.text("This address does not take a form: nothing was sent.", 405, { Allow: "GET, HEAD" });
    }
    const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!FORM_TYPES.has(type)) {
      return c.text("Please send a form (application/x-www-form-urlencoded or multipart/form-data).", 415);
    }

    let form: FormData;
    try {
      form = await parseForm(c.req.raw, await limitsFor(c.req.raw, target, isAdmin), { drainBytes: DRAIN_MAX_BYTES });
    } catch (error) {
      if (error instanceof FormRefusal) return formRefusalResponse(c.req.raw, error);
      throw error;
    }
    return withParsedForm(form, () => next());
  };
}

async function isAdminSession(request: Request) {
  return (await getSessionUser(request))?.isAdmin === true;
}

async function limitsFor(
  request: Request,
  target: { admin: boolean; form?: FormLimits },
  isAdmin: (request: Request) => Promise<boolean>,
): Promise<FormLimits> {
  if (!target.admin) return target.form ?? ORDINARY_FORM;
  return (await isAdmin(request)) ? (target.form ?? ADMIN_FORM) : ORDINARY_FORM;
}

const tooLarge = (c: Context, bytes: number) => c.text(tooLargeMessage(bytes), 413, { Connection: "close" });

/**
 * The request React Router gets: a post whose form the host has read is passed on without its
 * body (React Router copies a request's body into its own, which a read body cannot give).
 */
export function pageRequest(request: Request): Request {
  if (!request.bodyUsed) return request;
  return new Request(request.url, { method: request.method, headers: request.headers, signal: request.signal });
}
