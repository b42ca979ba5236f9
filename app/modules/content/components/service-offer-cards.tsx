import type { LucideIcon } from "lucide-react";
import Check from "lucide-react/icons/check";
import Clock from "lucide-react/icons/clock";
import { useId } from "react";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/utils/cn";

export interface Offer {
  name: string;
  icon: LucideIcon;
  summary: string;
  includes: readonly string[];
  price?: string;
  timeline?: string;
  highlight?: string;
}

/** Cards for design packages and custom-order services: price or timeline, and what is included. */
export function OfferCards({ offers, className }: { offers: readonly Offer[]; className?: string }) {
  return (
    <ul role="list" className={cn("grid gap-6 md:grid-cols-3", className)}>
      {offers.map((offer) => (
        <li key={offer.name} className="flex">
          <OfferCard offer={offer} />
        </li>
      ))}
    </ul>
  );
}

function OfferCard({ offer }: { offer: Offer }) {
  const includedId = useId();
  const Icon = offer.icon;
  return (
    <article
      className={cn(
        "flex w-full flex-col rounded-[var(--radius-card)] border bg-linen p-7 shadow-soft sm:p-8",
        offer.highlight ? "border-brass" : "border-line",
      )}
    >
      <div className="flex items-start justify-between gap-4">
        <span className="grid size-12 place-items-center rounded-2xl bg-cream text-walnut">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        {offer.highlight && <Badge>{offer.highlight}</Badge>}
      </div>
      <h3 className="mt-5 text-2xl font-medium">{offer.name}</h3>
      {offer.price && <p className="mt-2 font-display text-2xl text-walnut">{offer.price}</p>}
      {offer.timeline && (
        <p className="mt-3 inline-flex items-center gap-2 self-start rounded-full bg-cream px-3 py-1 text-sm font-semibold text-walnut">
          <Clock className="size-4" aria-hidden="true" />
          <span>
            <span className="sr-only">Timeline: </span>
            {offer.timeline}
          </span>
        </p>
      )}
      <p className="mt-4 leading-relaxed text-muted">{offer.summary}</p>
      <p id={includedId} className="mt-6 text-xs font-bold tracking-[0.2em] text-terracotta uppercase">
        What&rsquo;s included
      </p>
      <ul aria-labelledby={includedId} className="mt-3 grid gap-2.5 text-sm">
        {offer.includes.map((item) => (
          <li key={item} className="flex gap-2.5">
            <Check className="mt-0.5 size-4 shrink-0 text-sage" aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
