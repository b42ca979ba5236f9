import Truck from "lucide-react/icons/truck";
import { Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { DeliveryPromise } from "../delivery-promise";
import {
  DELIVERY_CITY_MAX,
  DELIVERY_CITY_PATH,
  type DeliveryCityChoice,
  type DeliveryCityReply,
} from "../delivery-city-limits";

/**
 * The product page's promise under the stock line, with the way to the whole policy and, where a
 * city can change it, the 'Deliver to' control (`choice`).
 */
export function DeliveryPromiseLine({
  promise,
  choice,
  back,
}: {
  promise: DeliveryPromise;
  choice?: DeliveryCityChoice | null;
  /** The page to come back to after the form is sent without JavaScript: this product's path. */
  back: string;
}) {
  return (
    <div className="text-sm text-muted">
      {/* Polite: the promise a new city brings is read out where the page changes in place. */}
      <p className="flex gap-2" data-testid="delivery-promise" aria-live="polite">
        <Truck className="mt-0.5 size-4 shrink-0 text-walnut" aria-hidden="true" />
        <span>
          <b className="block text-espresso">{promise.text}</b>
          {promise.kind !== "unavailable" && (
            <>
              {promise.detail}.{" "}
              <Link to="/shipping" className="font-semibold text-walnut underline underline-offset-4">
                Charges by city
              </Link>
            </>
          )}
        </span>
      </p>
      {choice && <DeliveryCityForm choice={choice} back={back} />}
    </div>
  );
}

const NOTE_ID = "deliver-to-note";

/**
 * 'Deliver to: [city] [Update]'. A plain form that posts to the resource route and comes back
 * to this page without JavaScript; with it, the fetcher sends it with `reply=data`, and the
 * loaders that run after it redraw the promise in place. Which city the text names is
 * the server's question: no city table comes to the browser, only the datalist's names.
 */
function DeliveryCityForm({ choice, back }: { choice: DeliveryCityChoice; back: string }) {
  const fetcher = useFetcher<DeliveryCityReply>();
  // Once React runs, the form goes as the page's fetcher and asks for data back, not a new page.
  const reply = useHydrated() ? "data" : "page";
  // The page's own answer replaces a note the server drew after a post without JavaScript.
  const message = fetcher.data ? (fetcher.data.ok ? null : fetcher.data.message) : choice.note;
  return (
    <fetcher.Form method="post" action={DELIVERY_CITY_PATH} className="mt-2 pl-6">
      <input type="hidden" name="back" value={back} />
      <input type="hidden" name="reply" value={reply} />
      {/* One row, also on a phone: the first screen still ends with Add to Cart. */}
      <div className="flex items-center gap-2">
        <label htmlFor="deliver-to" className="shrink-0 font-semibold text-espresso">
          Deliver to:
        </label>
        {/* Not remounted when the city changes: a keyboard's focus stays in it after Enter. */}
        <input
          id="deliver-to"
          name="city"
          defaultValue={choice.city ?? ""}
          placeholder="Your city"
          list="delivery-cities"
          autoComplete="address-level2"
          required
          maxLength={DELIVERY_CITY_MAX}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? NOTE_ID : undefined}
          // The shop's focus ring is app.css's, as on every control; 16 px text on phones, which zoom into smaller.
          className="h-9 w-full min-w-0 rounded-full border border-line bg-linen px-3.5 text-base text-espresso aria-[invalid=true]:border-terracotta sm:w-44 sm:text-sm"
        />
        <Button type="submit" variant="outline" size="sm" className="h-9 shrink-0 px-3.5">
          Update<span className="sr-only"> delivery city</span>
        </Button>
      </div>
      <datalist id="delivery-cities">
        {choice.suggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {message && (
        <p id={NOTE_ID} role="alert" className="mt-1.5 font-medium text-terracotta">
          {message}
        </p>
      )}
    </fetcher.Form>
  );
}
