import Lock from "lucide-react/icons/lock";
import MapPin from "lucide-react/icons/map-pin";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useShellUser } from "~/modules/accounts/use-shell-user";
import type { TrackedOrder } from "../tracking.server";
import { trackedCard } from "./tracked-order-card";

/** Who receives the order: in full, or masked on the server with a note on how to see it. */
export function DeliveryDetails({ order, contactMismatch }: { order: TrackedOrder; contactMismatch: boolean }) {
  const user = useShellUser();
  const masked = order.details === "masked";
  const { customer } = order;
  const returnTo = `/track-order?order=${order.number}`;
  return (
    <section aria-labelledby="delivery-heading" className={trackedCard}>
      <h3 id="delivery-heading" className="font-display text-xl font-medium">
        Delivery Details
      </h3>
      {masked && (
        <div className="mt-4 flex gap-3 rounded-2xl bg-cream p-4 text-sm leading-relaxed" data-testid="masked-details">
          <Lock className="mt-0.5 size-4 shrink-0 text-walnut" aria-hidden="true" />
          <p>
            {contactMismatch
              ? "That e-mail or phone number is not the one used for this order, so the customer's details stay hidden."
              : "The customer's details are hidden to protect their privacy."}{" "}
            {user ? (
              "Enter the e-mail or phone number used for the order to see them."
            ) : (
              <>
                <Link
                  to={`/auth?redirectTo=${encodeURIComponent(returnTo)}`}
                  className="font-semibold text-walnut underline underline-offset-4"
                >
                  Sign in
                </Link>{" "}
                or enter the e-mail or phone number used for the order to see them.
              </>
            )}
          </p>
        </div>
      )}
      <dl className="mt-5 grid gap-4 text-sm" data-testid="delivery-details">
        <Detail label="Customer Name" value={customer.name} />
        <Detail
          label="Delivery Address"
          value={
            <span className="inline-flex gap-1.5">
              <MapPin className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
              <span className="whitespace-pre-line">{customer.address}</span>
            </span>
          }
        />
        <Detail label="Phone" value={customer.phone} />
        <Detail label="E-mail" value={<span className="break-all">{customer.email}</span>} />
        {customer.notes && (
          <Detail label="Special Notes" value={<span className="whitespace-pre-line">{customer.notes}</span>} />
        )}
      </dl>
    </section>
  );
}

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-bold tracking-[0.15em] text-muted uppercase">{label}</dt>
      <dd className="mt-1 text-base text-espresso">{value}</dd>
    </div>
  );
}
