import Quote from "lucide-react/icons/quote";
import { scriptlessPage } from "~/components/layout/scriptless";
import { PageHero } from "~/components/layout/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { CtaBand } from "~/components/ui/cta-band";
import { InfoSection } from "~/modules/content/components/info-section";
import { getCompanyContent } from "~/modules/content/company-content.server";
import { useShopSettings } from "~/modules/settings/use-shop-settings";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/our-story";

/** The owner's story, quote and milestones (issue 33, part 6): nothing here is fixed in code. */
export async function loader() {
  const { story, milestones } = await getCompanyContent();
  return { story, milestones };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageMeta(matches, {
    title: "Our Story",
    description:
      data?.story.lead ||
      "How our Lahore workshop grew into a showroom, an interior-design studio and deliveries across Pakistan.",
    path: "/our-story",
  });

export default function OurStory({ loaderData }: Route.ComponentProps) {
  const { name, address } = useShopSettings();
  const { story, milestones } = loaderData;
  const first = milestones[0]?.year;
  const last = milestones.at(-1)?.year;
  return (
    <>
      <PageHero
        eyebrow="Our story"
        title={`From a ${address.city} Workshop to Homes Across Pakistan`}
        lead={story.lead || `How ${name} makes furniture and rooms in ${address.city}.`}
      />

      {(story.paragraphs.length > 0 || story.quote) && (
        <InfoSection>
          <div className="grid gap-12 lg:grid-cols-[1.2fr_1fr] lg:items-center">
            {story.paragraphs.length > 0 && (
              <div>
                <h2 className="text-3xl leading-tight font-medium sm:text-4xl">How It Began</h2>
                <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted">
                  {story.paragraphs.map((paragraph, index) => (
                    <p key={index}>{paragraph}</p>
                  ))}
                </div>
              </div>
            )}
            {story.quote && (
              <figure className="rounded-[var(--radius-card)] border border-line bg-cream p-8 sm:p-10">
                <Quote className="size-8 text-walnut" aria-hidden="true" />
                <blockquote className="mt-4 font-display text-2xl leading-snug text-espresso">{story.quote}</blockquote>
                <figcaption className="mt-5 text-sm font-semibold text-muted">{story.quoteBy}</figcaption>
              </figure>
            )}
          </div>
        </InfoSection>
      )}

      {milestones.length > 0 && (
        <InfoSection
          tone="cream"
          eyebrow={first && last && first !== last ? `${first} to ${last}` : undefined}
          title="Milestones"
          lead="The moments that shaped who we are."
        >
          <ol className="relative mx-auto max-w-3xl border-l-2 border-sand pl-8 sm:pl-10">
            {milestones.map((milestone, index) => (
              <li key={index} className="relative pb-10 last:pb-0">
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
      )}

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
