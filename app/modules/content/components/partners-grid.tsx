import Quote from "lucide-react/icons/quote";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";

/** The clients' logos (the owner's list in /admin/content) and the founders' quote from the story, each left out when there is none. */
export function PartnersGrid({
  partners,
  quote,
}: {
  partners: { name: string; logoUrl: string }[];
  quote: { text: string; by: string } | null;
}) {
  if (partners.length === 0 && !quote) return null;
  return (
    <section className="py-12 sm:py-24">
      <Container>
        <SectionHeading
          eyebrow="Our clients"
          title="Trusted by World-Class Design Leaders"
          lead="Restaurants, fashion houses, retailers and manufacturers across Pakistan furnish their spaces with us."
        />
        {partners.length > 0 && (
          <ul className="mt-8 grid grid-cols-2 sm:mt-12 gap-px overflow-hidden rounded-[var(--radius-card)] border border-line bg-line md:grid-cols-4">
            {partners.map((partner) => (
              <li key={partner.name} className="grid place-items-center bg-linen px-3 py-3 sm:px-6 sm:py-8">
                <img
                  src={partner.logoUrl}
                  alt={partner.name}
                  width={240}
                  height={96}
                  loading="lazy"
                  decoding="async"
                  className="h-10 w-auto max-w-full opacity-80 transition-opacity hover:opacity-100 sm:h-16"
                />
              </li>
            ))}
          </ul>
        )}
        {quote && (
          <figure className="mx-auto mt-8 max-w-3xl sm:mt-14 text-center">
            <Quote className="mx-auto size-8 text-brass" aria-hidden="true" />
            <blockquote className="mt-4 font-display text-xl leading-snug text-espresso sm:text-3xl">
              {quote.text}
            </blockquote>
            <figcaption className="mt-5 text-sm font-semibold tracking-wide text-muted">{quote.by}</figcaption>
          </figure>
        )}
      </Container>
    </section>
  );
}
