import { AsyncLocalStorage } from "node:async_hooks";
import { ORDINARY_FORM, type FormLimits } from "./form-limits";
import { FormRefusal, formRefusalResponse, parseForm } from "./form-parser.server";

// On globalThis: the host (build/host) parses a request's form and the pages (build/server)
// read it, and they are two bundles, each with its own copy of this module.
const parsedForms = ((globalThis as { __shopParsedForms?: AsyncLocalStorage<FormData> }).__shopParsedForms ??=
  new AsyncLocalStorage<FormData>());

/**
 * Runs the rest of a request's handling with `form` as its form. The host (server/form-body.ts)
 * parses each form once, as it arrives and within its route's limits, before any page code
 * runs; the request the pages then get has no body left to read.
 */
export function withParsedForm<T>(form: FormData, next: () => T): T {
  return parsedForms.run(form, next);
}

/**
 * The form an action reads: the one the host parsed and checked for this request, or, where no
 * host stands in front (a test calling an action), the request's own body, parsed here by the
 * same parser within `limits` (the route's own, as its handle declares them). A refusal throws
 * the answer the host would have given.
 */
export async function readForm(request: Request, limits: FormLimits = ORDINARY_FORM): Promise<FormData> {
  const parsed = parsedForms.getStore();
  if (parsed) return parsed;
  try {
    return await parseForm(request, limits);
  } catch (error) {
    if (error instanceof FormRefusal) throw formRefusalResponse(request, error);
    throw error;
  }
}
