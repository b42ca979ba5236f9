import type { Context, MiddlewareHandler } from "hono";
import { hasUnsafeText, UNSAFE_TEXT_MESSAGE } from "~/utils/text-safety";
import { isSafeMethod } from "./safe-methods";

const FORM = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";
// A NUL byte, as a browser or a script would encode it in an address or a form field.
const ENCODED_NUL = /%00/i;

const refuse = (c: Context, message: string, status: 400 | 415) => c.text(message, status);

/**
 * Every action of the shop reads a form (request.formData()), and a body that
 * is not one would throw inside the action and answer 500: anything else is
 * refused here, with the client's fault named. better-auth's API under
 * /api/auth takes JSON and checks its own bodies.
 *
 * A NUL character is refused anywhere in the address or a form: no text of
 * ours contains one, and PostgreSQL cannot store one, so it would only turn a
 * search or a form into a database error. So are text-direction controls and
 * text that was not UTF-8 (see hasUnsafeText): whatever a form stores is shown
 * again in admin pages, mails and the CSV.
 */
export function formGuard(): MiddlewareHandler {
  return async (c, next) => {
    if (ENCODED_NUL.test(c.req.url)) return refuse(c, "The address contains a NUL character.", 400);
    if (isSafeMethod(c.req.method) || c.req.path.startsWith("/api/auth/")) return next();
    const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (type !== FORM && type !== MULTIPART) {
      return refuse(c, "Please send a form (application/x-www-form-urlencoded or multipart/form-data).", 415);
    }
    // Bounded by the body limit in front; the action reads its own copy.
    let fields: Iterable<[string, FormDataEntryValue]>;
    try {
      fields = type === FORM ? new URLSearchParams(await c.req.raw.clone().text()) : await c.req.raw.clone().formData();
    } catch {
      return refuse(c, "The form could not be read.", 400);
    }
    for (const [name, value] of fields) {
      const text = typeof value === "string" ? value : "";
      if (name.includes("\0") || text.includes("\0")) return refuse(c, "The form contains a NUL character.", 400);
      if (hasUnsafeText(name) || hasUnsafeText(text)) return refuse(c, UNSAFE_TEXT_MESSAGE, 400);
    }
    return next();
  };
}
