import Briefcase from "lucide-react/icons/briefcase";
import { scriptlessPage } from "~/components/layout/scriptless";
import MapPin from "lucide-react/icons/map-pin";
import { PageHero } from "~/components/layout/page-hero";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { CtaBand } from "~/components/ui/cta-band";
import { InfoFeatureGrid } from "~/modules/content/components/info-feature-grid";
import { InfoSection } from "~/modules/content/components/info-section";
import { InfoSteps } from "~/modules/content/components/info-steps";
import { getCompanyContent } from "~/modules/content/company-content.server";
import { positionSlug } from "~/modules/content/company-content.schema";
import { benefits, hiringSteps } from "~/modules/content/pages/careers";
import { useShopSettings } from "~/modules/settings/use-shop-settings";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/careers";

/** The owner's open positions (/admin/company); none is a page that says so and still takes a CV. */
export async function loader() {
  const { positions } = await getCompanyContent();
  return { positions: positions.map((position) => ({ ...position, slug: positionSlug(position) })) };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageMeta(matches, {
    title: "Careers",
    description: data?.positions.length
      ? `Join our Lahore design studio, workshop and showroom. Open positions: ${data.positions.map((position) => position.title).join(", ")}.`
      : "Join our Lahore design studio, workshop and showroom: send us your CV.",
    path: "/careers",
  });

/** Where the roles are: one place said once, several left to each role's card. */
function placesOf(positions: readonly { location: string }[]): string {
  const places = new Set(positions.map((position) => position.location));
  const [only] = places;
  return places.size === 1 && only ? `All roles are based in ${only}.` : "Each role says where it is based.";
}

export default function Careers({ loaderData }: Route.ComponentProps) {
  const { name } = useShopSettings();
  const { positions } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Build Something That Lasts"
        lead={`At ${name}, designers, craftsmen and consultants work side by side in Lahore to make furniture and rooms worth keeping for a lifetime. Come and join them.`}
      >
        {positions.length > 0 && (
          <a
            href="#open-positions"
            className="mt-8 inline-flex font-semibold text-walnut underline decoration-walnut/30 underline-offset-4 hover:decoration-walnut"
          >
            See the {positions.length === 1 ? "open position" : `${positions.length} open positions`}
          </a>
        )}
      </PageHero>

      {positions.length > 0 && (
        <InfoSection id="open-positions" eyebrow="Join the team" title="Open Positions" lead={placesOf(positions)}>
          <ul className="grid gap-6 lg:grid-cols-2">
            {positions.map((position) => (
              <li key={position.slug}>
                <article className="flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-linen p-7 shadow-soft sm:p-8">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div>
                      {position.team && (
                        <p className="text-xs font-bold tracking-[0.2em] text-terracotta uppercase">{position.team}</p>
                      )}
                      <h3 className="mt-2 text-2xl font-medium">{position.title}</h3>
                    </div>
                    <Badge tone="brass">{position.type}</Badge>
                  </div>
                  <dl className="mt-5 flex flex-col gap-2 text-sm text-muted sm:flex-row sm:flex-wrap sm:gap-x-6">
                    <div>
                      <dt className="sr-only">Location</dt>
                      <dd className="flex items-center gap-2">
                        <MapPin className="size-4 shrink-0 text-walnut" aria-hidden="true" />
                        {position.location}
                      </dd>
                    </div>
                    {position.experience && (
                      <div>
                        <dt className="sr-only">Experience</dt>
                        <dd className="flex items-center gap-2">
                          <Briefcase className="size-4 shrink-0 text-walnut" aria-hidden="true" />
                          {position.experience}
                        </dd>
                      </div>
                    )}
                  </dl>
                  <p className="mt-5 leading-relaxed text-espresso">{position.summary}</p>
                  {position.duties.length > 0 && (
                    <>
                      <p className="mt-5 text-sm font-semibold text-espresso">What you will do</p>
                      <ul className="mt-3 grid list-disc gap-2 pl-5 text-sm leading-relaxed text-muted marker:text-walnut">
                        {position.duties.map((item, index) => (
                          <li key={index}>{item}</li>
                        ))}
                      </ul>
                    </>
                  )}
                  <div className="mt-auto pt-7">
                    <ButtonLink to={`/contact?subject=careers&position=${position.slug}`}>
                      Apply Now<span className="sr-only"> for {position.title}</span>
                    </ButtonLink>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </InfoSection>
      )}

      <InfoSection
        tone="cream"
        eyebrow="Life at the workshop"
        title="Benefits"
        lead="We keep good people for decades by looking after them properly."
      >
        <InfoFeatureGrid items={benefits} columns={4} />
      </InfoSection>

      <InfoSection eyebrow="What to expect" title="How We Hire" lead="Three steps, usually within three weeks.">
        <InfoSteps steps={hiringSteps} />
      </InfoSection>

      <CtaBand
        title="Don't See Your Role?"
        text="We are always glad to meet talented designers, carvers, polishers, upholsterers and project managers. Tell us what you do best."
      >
        <ButtonLink to="/contact?subject=careers" variant="light" size="lg">
          Send Us Your Resume
        </ButtonLink>
      </CtaBand>
    </>
  );
}

// Text, pictures and links only: sent without JavaScript.
export const handle = scriptlessPage;
