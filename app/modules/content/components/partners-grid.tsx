import Quote from "lucide-react/icons/quote";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";

export function PartnersGrid({ partners }: { partners: { name: string; logoUrl: string }[] }) {
  return (
    <section className="py-12 sm:py-24">
      <Container>
        <SectionHeading
          eyebrow="Our clients"
          title="Trusted by World-Class Design Leaders"
          lead="Restaurants, fashion houses, retailers and manufacturers across Pakistan furnish their spaces with us."
        />
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
        <figure className="mx-auto mt-8 max-w-3xl sm:mt-14 text-center">
          <Quote className="mx-auto size-8 text-brass" aria-hidden="true" />
          <blockquote className="mt-4 font-display text-xl leading-snug text-espresso sm:text-3xl">
            Excellence is never an accident. It is the result of patient craft, honest materials and partnerships that
            outlast a single project.
          </blockquote>
          <figcaption className="mt-5 text-sm font-semibold tracking-wide text-muted">
            The founders, on fifteen years of building with our clients
          </figcaption>
        </figure>
      </Container>
    </section>
  );
}
