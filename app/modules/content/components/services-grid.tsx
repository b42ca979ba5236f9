import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";
import Hammer from "lucide-react/icons/hammer";
import Palette from "lucide-react/icons/palette";
import Ruler from "lucide-react/icons/ruler";
import Truck from "lucide-react/icons/truck";
import { Link } from "react-router";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { SERVICE_SLOTS } from "../home";
import type { HomeService } from "../home-content.schema";

const icons = { ruler: Ruler, hammer: Hammer, palette: Palette, truck: Truck } as const;

/** The shop's four services in the owner's words; each keeps its icon and page by its place. */
export function ServicesGrid({ services }: { services: readonly HomeService[] }) {
  return (
    <section className="overflow-x-clip py-12 sm:py-24">
      <Container>
        <SectionHeading
          eyebrow="What we do"
          title="Our Services"
          lead="One team from the first conversation to the day the last piece is placed."
        />
        {/* On a phone the four cards are swiped sideways, one card tall instead of four. `relative`: the
            links' screen-reader text is absolutely placed and would otherwise widen the page. */}
        <div className="relative -mx-5 mt-8 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-3 sm:mx-0 sm:mt-12 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4">
          {services.map((service, index) => {
            const slot = SERVICE_SLOTS[index] ?? SERVICE_SLOTS[0];
            const Icon = icons[slot.icon];
            return (
              <article
                key={index}
                className="flex w-[80%] max-w-xs shrink-0 snap-start flex-col rounded-[var(--radius-card)] border border-line bg-linen p-6 shadow-soft sm:w-auto sm:max-w-none sm:p-7"
              >
                <span className="grid size-12 place-items-center rounded-2xl bg-cream text-walnut">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-xl font-medium">{service.title}</h3>
                <p className="mt-3 text-sm leading-relaxed text-muted">{service.description}</p>
                <ul className="mt-5 grid gap-2 text-sm">
                  {service.features.map((feature, featureIndex) => (
                    <li key={featureIndex} className="flex items-center gap-2">
                      <Check className="size-4 text-sage" aria-hidden="true" />
                      {feature}
                    </li>
                  ))}
                </ul>
                <Link
                  to={slot.to}
                  className="mt-auto inline-flex items-center gap-1.5 self-start pt-6 text-sm font-semibold text-walnut underline-offset-4 hover:underline"
                >
                  Learn More<span className="sr-only"> about {service.title}</span>
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              </article>
            );
          })}
        </div>
      </Container>
    </section>
  );
}
