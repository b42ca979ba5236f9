import Clock from "lucide-react/icons/clock";

export interface PriceOption {
  name: string;
  price: string;
  timeline?: string;
  details: string;
}

/** A service's price points or delivery options, as cards that stack on a phone. */
export function PriceOptions({ options }: { options: readonly PriceOption[] }) {
  return (
    <ul role="list" className="grid gap-6 md:grid-cols-3">
      {options.map((option) => (
        <li key={option.name} className="flex">
          <article className="flex w-full flex-col rounded-[var(--radius-card)] border border-line bg-linen p-7 shadow-soft">
            <h3 className="text-2xl font-medium">{option.name}</h3>
            <dl className="mt-4 grid gap-3">
              <div>
                <dt className="text-xs font-bold tracking-[0.2em] text-terracotta uppercase">Price</dt>
                <dd className="mt-1 font-display text-2xl text-walnut">{option.price}</dd>
              </div>
              {option.timeline && (
                <div>
                  <dt className="text-xs font-bold tracking-[0.2em] text-terracotta uppercase">Timeline</dt>
                  <dd className="mt-1 inline-flex items-center gap-2 font-semibold text-espresso">
                    <Clock className="size-4 text-walnut" aria-hidden="true" />
                    {option.timeline}
                  </dd>
                </div>
              )}
            </dl>
            <p className="mt-4 text-sm leading-relaxed text-muted">{option.details}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
