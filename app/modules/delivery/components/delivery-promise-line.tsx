import Truck from "lucide-react/icons/truck";
import { Link } from "react-router";
import type { DeliveryPromise } from "../delivery-promise";

/** The product page's promise under the stock line, with the way to the whole policy. */
export function DeliveryPromiseLine({ promise }: { promise: DeliveryPromise }) {
  return (
    <p className="flex gap-2 text-sm text-muted" data-testid="delivery-promise">
      <Truck className="mt-0.5 size-4 shrink-0 text-walnut" aria-hidden="true" />
      <span>
        <b className="block text-espresso">{promise.text}</b>
        {promise.kind !== "unavailable" && (
          <>
            {promise.detail}.{" "}
            <Link to="/shipping" className="font-semibold text-walnut underline underline-offset-4">
              Other cities
            </Link>
          </>
        )}
      </span>
    </p>
  );
}
