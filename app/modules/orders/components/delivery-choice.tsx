import Truck from "lucide-react/icons/truck";
import type { DeliveryOptionId, DeliveryPolicy } from "~/modules/delivery/delivery-policy";
import { quoteDelivery } from "~/modules/delivery/delivery-quote";
import { formatDeliveryWindow } from "~/modules/delivery/delivery-window";
import { cn } from "~/utils/cn";
import { formatPrice } from "~/utils/money";
import { deliveryFeeText, TO_BE_CONFIRMED } from "../order-delivery";

/**
 * The delivery options as radio cards, each with its charge and window for the city typed so
 * far. Before a city is typed the charges read 'Enter your city'; a city priced by quote reads
 * 'To be confirmed', with the zone's 'usually from' figure when the policy gives one.
 */
export function DeliveryChoice({
  policy,
  city,
  address,
  subtotal,
  makingDays = 0,
  value,
  onChange,
  now,
  error,
}: {
  policy: DeliveryPolicy;
  city: string;
  /** The address typed so far: one naming a city of another zone makes every option by quote. */
  address: string;
  subtotal: number;
  /** Days a piece of the cart is made for (made to order): every option's window comes later. */
  makingDays?: number;
  value: DeliveryOptionId;
  onChange: (option: DeliveryOptionId) => void;
  now: Date;
  error?: string;
}) {
  const hasCity = city.trim() !== "";
  return (
    <fieldset id="checkout-deliveryOption" tabIndex={-1} aria-describedby={error ? "delivery-error" : undefined}>
      <legend className="mb-3 flex items-center gap-2 text-sm font-semibold text-espresso">
        <Truck className="size-4 text-walnut" aria-hidden="true" /> Delivery
      </legend>
      <div className="grid gap-3">
        {policy.options.map((option) => {
          const quote = hasCity
            ? quoteDelivery(policy, { city, address, optionId: option.id, subtotal, placedAt: now, makingDays })
            : null;
          const charge = !quote
            ? "Enter your city"
            : quote.kind === "priced"
              ? deliveryFeeText(quote.fee)
              : quote.quoteFrom !== null
                ? `${TO_BE_CONFIRMED} (usually from ${formatPrice(quote.quoteFrom)})`
                : TO_BE_CONFIRMED;
          const window = formatDeliveryWindow(
            quote?.window ??
              quoteDelivery(policy, { city: "", optionId: option.id, subtotal, placedAt: now, makingDays }).window,
          );
          return (
            <label
              key={option.id}
              className={cn(
                "flex cursor-pointer gap-3 rounded-2xl border bg-linen p-4 transition-colors has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brass/40",
                value === option.id ? "border-walnut shadow-soft" : "border-line hover:border-walnut/40",
              )}
            >
              <input
                type="radio"
                name="deliveryOption"
                value={option.id}
                checked={value === option.id}
                onChange={() => onChange(option.id)}
                className="mt-1 size-4 accent-walnut"
              />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-baseline justify-between gap-x-3 font-semibold">
                  <span>{option.name}</span>
                  <span data-testid={`delivery-charge-${option.id}`}>{charge}</span>
                </span>
                <span className="mt-1 block text-sm text-muted">
                  {hasCity ? "Arrives" : "Arrives about"} <span className="font-medium text-espresso">{window}</span>
                  {quote?.kind === "quote" && " · we confirm the charge before production"}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id="delivery-error" className="mt-1.5 text-sm font-medium text-terracotta">
          {error}
        </p>
      )}
    </fieldset>
  );
}
