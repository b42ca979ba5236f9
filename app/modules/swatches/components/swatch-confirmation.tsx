import CircleCheck from "lucide-react/icons/circle-check";
import { useEffect, useRef } from "react";
import { ButtonLink } from "~/components/ui/button";
import type { SwatchRequestSummary } from "../swatch-notices";
import { SwatchDot } from "./swatch-dot";

const term = "font-sans text-xs font-bold tracking-wider text-muted uppercase";

/** What the buyer sees once the request is stored: its number, the swatches, where they go, where the mail went. */
export function SwatchConfirmation({ sent }: { sent: SwatchRequestSummary }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // With JavaScript the page does not reload: take the reader to the answer.
  useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: "center" });
  }, [sent.number]);
  return (
    <div className="text-center">
      <CircleCheck className="mx-auto size-12 text-sage" aria-hidden="true" />
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-3xl font-medium focus:outline-none">
        Your free swatches are on their way
      </h2>
      <p className="mt-2 text-muted">
        Request number <strong className="font-semibold text-espresso">#{sent.number}</strong>
      </p>
      <div className="mx-auto mt-8 grid max-w-md gap-5 rounded-xl bg-cream p-5 text-left">
        <div>
          <h3 className={term}>Your swatches</h3>
          <ul role="list" className="mt-2 grid gap-2.5">
            {sent.items.map((item) => (
              <li key={`${item.productId}:${item.optionName}:${item.value}`} className="flex items-center gap-3">
                <SwatchDot color={item.swatchColor} className="size-7" />
                <span className="min-w-0">
                  <span className="block font-semibold text-espresso">{item.value}</span>
                  <span className="block text-sm text-muted">
                    {item.productName}, {item.optionName.toLowerCase()}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <dl>
          <dt className={term}>Posted to</dt>
          <dd className="mt-0.5 font-medium break-words text-espresso">{sent.name}</dd>
          <dd className="break-words text-espresso">
            {sent.address}, {sent.city}
          </dd>
        </dl>
      </div>
      <p className="mx-auto mt-8 max-w-md leading-relaxed">
        We sent the details to <strong className="font-semibold break-all">{sent.email}</strong>. To change the address,
        reply to that e-mail.
      </p>
      <ButtonLink to="/furniture" variant="outline" className="mt-8">
        Back to the furniture
      </ButtonLink>
    </div>
  );
}
