import Quote from "lucide-react/icons/quote";
import { scriptlessPage } from "~/components/layout/scriptless";
import { PageHero } from "~/components/layout/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { CtaBand } from "~/components/ui/cta-band";
import { InfoSection } from "~/modules/content/components/info-section";
import { milestones } from "~/modules/content/pages/our-story";
import { useShopSettings } from "~/modules/settings/use-shop-settings";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/our-story";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Our Story",
    description:
      "Founded in 2009 in Lahore: how a six-person workshop grew into a showroom, an interior-design studio and deliveries across Pakistan.",
    path: "/our-story",
  });

export default function OurStory() {
  const { name } = useShopSettings();
  return (
    <>
      <PageHero
        eyebrow="Our story"
        title="From a Lahore Workshop to Homes Across Pakistan"
        lead={`${name} was founded in 2009 in Lahore, with six craftsmen, a rented shed and a simple promise: furniture made properly, from real wood, by people who are proud to sign it.`}
      />

      <InfoSection>
        <div className="grid gap-12 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <div>
            <h2 className="text-3xl leading-tight font-medium sm:text-4xl">How It Began</h2>
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted">
              <p>
                Imran Qureshi trained as a cabinetmaker under his uncle in Chiniot and spent ten years building for
                other people&apos;s labels. Too often he watched good sheesham go into pieces designed to look expensive
                for a season and fail in the first monsoon.
              </p>
              <p>
                In 2009 he and Nadia Qureshi, an architect with a habit of redrawing every room she walked into, opened
                a workshop of their own in Lahore. The rule was simple: solid, seasoned wood; proper joinery; honest
                prices; and a name on every piece that leaves the bench.
              </p>
              <p>
                Seventeen years on, that rule has not changed. The workshop is larger, the team is over sixty strong,
                and our pieces now stand in homes from Karachi to Peshawar.
              </p>
            </div>
          </div>
          <figure className="rounded-[var(--radius-card)] border border-line bg-cream p-8 sm:p-10">
            <Quote className="size-8 text-walnut" aria-hidden="true" />
            <blockquote className="mt-4 font-display text-2xl leading-snug text-espresso">
              A chair should outlive the fashion it was made in. If it doesn&apos;t, we haven&apos;t done our job.
            </blockquote>
            <figcaption className="mt-5 text-sm font-semibold text-muted">Imran Qureshi, founder</figcaption>
          </figure>
        </div>
      </InfoSection>

      <InfoSection tone="cream" eyebrow="2009 to 2026" title="Milestones" lead="The moments that shaped who we are.">
        <ol className="relative mx-auto max-w-3xl border-l-2 border-sand pl-8 sm:pl-10">
          {milestones.map((milestone) => (
            <li key={milestone.year} className="relative pb-10 last:pb-0">
              <span
                className="absolute top-1.5 -left-[calc(2rem+7px)] size-3 rounded-full bg-walnut ring-4 ring-cream sm:-left-[calc(2.5rem+7px)]"
                aria-hidden="true"
              />
              <p className="font-display text-2xl font-medium text-walnut">{milestone.year}</p>
              <h3 className="mt-1 text-xl font-medium">{milestone.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{milestone.text}</p>
            </li>
          ))}
        </ol>
      </InfoSection>

      <CtaBand
        className="pt-16 sm:pt-20"
        title="Be Part of the Next Chapter"
        text="Visit our showroom, commission a piece, or bring your whole home to our design studio."
      >
        <ButtonLink to="/furniture" variant="light" size="lg">
          Explore Collection
        </ButtonLink>
        <ButtonLink to="/consultations?type=showroom" variant="outline-light" size="lg">
          Book a Consultation
        </ButtonLink>
      </CtaBand>
    </>
  );
}

// Text, pictures and links only: sent without JavaScript.
export const handle = scriptlessPage;
