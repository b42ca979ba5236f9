/**
 * The product page's 'Deliver to' form (issue 33, part 4): where it posts, how long a city may be
 * and what it answers. Browser-safe and without imports: the page's control reads these. The
 * form's limits, which the resource route declares, are in delivery-city-form.ts: a module that
 * both imported would become a script file of its own on the product page.
 */

/** The resource route (app/routes.ts) that remembers the buyer's city for the visit. */
export const DELIVERY_CITY_PATH = "/delivery-city";

/** A city field's length everywhere in the shop (the address book's and checkout's). */
export const DELIVERY_CITY_MAX = 80;

/** What the action answers a page that posted with JavaScript (`reply=data`); without it, a redirect. */
export type DeliveryCityReply = { ok: true; city: string } | { ok: false; message: string };

/** The 'Deliver to' control's data: the chosen city (null: none), the suggestions, and a refusal's note. */
export interface DeliveryCityChoice {
  city: string | null;
  suggestions: string[];
  note: string | null;
}
