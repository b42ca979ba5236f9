import CircleCheck from "lucide-react/icons/circle-check";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormError, TextAreaField } from "~/components/ui/field";
import { formatPrice } from "~/utils/money";
import { PAKISTAN_CITIES } from "~/utils/pakistan-cities";

/**
 * Accepting the latest quote: where to deliver, then one button with the total on it. The
 * server checks again that this is still the latest quote and still open; a second click
 * finds the order already made.
 */
export function AcceptQuoteForm({
  quoteId,
  total,
  advance,
  accessKey,
  error,
  errors,
  values,
}: {
  quoteId: string;
  total: number;
  advance: number;
  accessKey: string | null;
  error?: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "accept";
  return (
    <Form method="post" className="mt-8 grid gap-4 border-t border-line pt-6" aria-labelledby="accept-heading">
      <h3 id="accept-heading" className="font-display text-xl font-medium">
        Accept this quote
      </h3>
      <p className="text-sm leading-relaxed text-muted">
        Accepting places the order.{" "}
        {advance > 0
          ? `We start work once the advance of ${formatPrice(advance)} has reached us; the rest is paid on delivery.`
          : "You pay on delivery."}{" "}
        We call you before production to confirm the details.
      </p>
      {error && <FormError>{error}</FormError>}
      {accessKey && <input type="hidden" name="key" value={accessKey} />}
      <input type="hidden" name="intent" value="accept" />
      <input type="hidden" name="quoteId" value={quoteId} />
      <TextAreaField
        label="Delivery address"
        name="address"
        rows={2}
        autoComplete="street-address"
        required
        defaultValue={values.address}
        error={errors.address}
      />
      <Field
        label="City"
        name="city"
        list="accept-cities"
        autoComplete="address-level2"
        required
        defaultValue={values.city}
        error={errors.city}
      />
      <datalist id="accept-cities">
        {PAKISTAN_CITIES.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
      <TextAreaField
        label="Notes for delivery (optional)"
        name="notes"
        rows={2}
        defaultValue={values.notes}
        error={errors.notes}
      />
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:justify-self-start">
        <CircleCheck className="size-5" aria-hidden="true" />
        {busy ? "Placing the order..." : `Accept quote - ${formatPrice(total)}`}
      </Button>
    </Form>
  );
}
