import ArrowRight from "lucide-react/icons/arrow-right";
import Play from "lucide-react/icons/play";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { HomeHeroContent } from "../home-content.schema";

/** The hero: the owner's title and picture; a blank tagline is the shop's own (from the settings). */
export function HomeHero({
  hero,
  shopTagline,
  city,
  foundedYear,
}: {
  hero: HomeHeroContent;
  shopTagline: string;
  /** The shop's city and founding year from the settings: 'Lahore · Since 2009', or the city alone. */
  city: string;
  foundedYear: string;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-espresso">
      <ResponsiveImage
        src={hero.image}
        alt={hero.imageAlt}
        sizes="100vw"
        priority
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-60"
      />
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-r from-espresso via-espresso/80 to-espresso/20"
        aria-hidden="true"
      />
      <Container className="flex min-h-[26rem] flex-col justify-center py-14 sm:min-h-[40rem] sm:py-20">
        <p className="text-xs font-bold tracking-[0.3em] text-brass-light uppercase">
          {city}
          {foundedYear && ` · Since ${foundedYear}`}
        </p>
        <h1 className="mt-5 max-w-3xl text-4xl leading-[1.08] font-medium text-linen sm:text-6xl lg:text-7xl">
          {hero.title}
        </h1>
        <p className="mt-5 max-w-xl text-base sm:mt-6 sm:text-lg leading-relaxed text-linen/85">
          {hero.tagline || shopTagline}
        </p>
        <div className="mt-8 flex flex-wrap gap-3 sm:mt-10">
          <ButtonLink to="/furniture" variant="light" size="lg">
            Explore Collection <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
          <ButtonLink to="/projects?status=completed" variant="outline-light" size="lg">
            <Play className="size-4" aria-hidden="true" /> Watch Showcase
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
