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
import { benefits, hiringSteps, positions } from "~/modules/content/pages/careers";
import { useShopSettings } from "~/modules/settings/use-shop-settings";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/careers";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Careers",
    description:
      "Join our Lahore design studio, workshop and showroom. Open positions: Senior Furniture Designer, Interior Design Consultant, Master Craftsman and Sales Executive.",
    path: "/careers",
  });

export default function Careers() {
  const { name } = useShopSettings();
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Build Something That Lasts"
        lead={`At ${name}, designers, craftsmen and consultants work side by side in Lahore to make furniture and rooms worth keeping for a lifetime. Come and join them.`}
      >
        <a
          href="#open-positions"
          className="mt-8 inline-flex font-semibold text-walnut underline decoration-walnut/30 underline-offset-4 hover:decoration-walnut"
        >
          See the {positions.length} open positions
        </a>
      </PageHero>

      <InfoSection
        id="open-positions"
        eyebrow="Join the team"
        title="Open Positions"
        lead="All roles are based in Lahore, at our design studio, workshop or showroom."
      >
        <ul className="grid gap-6 lg:grid-cols-2">
          {positions.map((position) => (
            <li key={position.slug}>
              <article className="flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-linen p-7 shadow-soft sm:p-8">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <p className="text-xs font-bold tracking-[0.2em] text-terracotta uppercase">{position.team}</p>
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
                  <div>
                    <dt className="sr-only">Experience</dt>
                    <dd className="flex items-center gap-2">
                      <Briefcase className="size-4 shrink-0 text-walnut" aria-hidden="true" />
                      {position.experience}
                    </dd>
                  </div>
                </dl>
                <p className="mt-5 leading-relaxed text-espresso">{position.summary}</p>
                <p className="mt-5 text-sm font-semibold text-espresso">What you will do</p>
                <ul className="mt-3 grid list-disc gap-2 pl-5 text-sm leading-relaxed text-muted marker:text-walnut">
                  {position.responsibilities.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
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
