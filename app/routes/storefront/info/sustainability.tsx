import { PageHero } from "~/components/layout/page-hero";
import { scriptlessPage } from "~/components/layout/scriptless";
import { ButtonLink } from "~/components/ui/button";
import { CtaBand } from "~/components/ui/cta-band";
import { InfoFeatureGrid } from "~/modules/content/components/info-feature-grid";
import { InfoSection } from "~/modules/content/components/info-section";
import { commitments, practices } from "~/modules/content/pages/sustainability";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/sustainability";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Sustainability",
    description:
      "Responsibly sourced solid wood, in-house kiln-drying, low-VOC finishes, a lifetime repair program and packaging take-back: how we make furniture responsibly in Lahore.",
    path: "/sustainability",
  });

export default function Sustainability() {
  return (
    <>
      <PageHero
        eyebrow="Sustainability"
        title="Made to Last, Made Responsibly"
        lead="The most sustainable sofa is the one you never have to replace. We build for decades, source timber we can account for, and take care of what we make long after it leaves the workshop."
      />

      <InfoSection
        eyebrow="In the workshop"
        title="How We Work"
        lead="Six habits that keep our footprint small and our furniture in use for generations."
      >
        <InfoFeatureGrid items={practices} />
      </InfoSection>

      <InfoSection
        tone="cream"
        eyebrow="Holding ourselves to account"
        title="Our Commitments"
        lead="Specific promises with dates, so you can check our progress."
      >
        <ul className="grid gap-6 sm:grid-cols-2">
          {commitments.map((commitment) => (
            <li
              key={commitment.title}
              className="rounded-[var(--radius-card)] border border-line bg-linen p-7 shadow-soft"
            >
              <p className="text-xs font-bold tracking-[0.2em] text-terracotta uppercase">{commitment.target}</p>
              <h3 className="mt-2 text-xl font-medium">{commitment.title}</h3>
              <p className="mt-3 leading-relaxed text-muted">{commitment.text}</p>
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection>
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 className="text-3xl leading-tight font-medium sm:text-4xl">Repair, Don&apos;t Replace</h2>
            <p className="mt-5 text-lg leading-relaxed text-muted">
              A scratched tabletop, a loose chair joint or a sofa that has lost its bounce is a job for our repair team,
              not the kabari. We collect from anywhere in Lahore, quote before we start, and return your piece re-glued,
              re-polished or re-upholstered. Structural repairs to solid-wood frames are free under our lifetime
              warranty.
            </p>
            <ButtonLink to="/warranty" variant="outline" className="mt-7">
              See warranty cover
            </ButtonLink>
          </div>
          <div>
            <h2 className="text-3xl leading-tight font-medium sm:text-4xl">Packaging Comes Back With Us</h2>
            <p className="mt-5 text-lg leading-relaxed text-muted">
              Whether your order travels across Lahore or all the way to Karachi, our crew unwraps it in your home and
              takes every blanket, carton and foam corner away. Moving blankets go back on the truck for the next
              delivery; cardboard and foam go to a Lahore recycler. Nothing is left on your doorstep.
            </p>
            <ButtonLink to="/shipping" variant="outline" className="mt-7">
              How delivery works
            </ButtonLink>
          </div>
        </div>
      </InfoSection>

      <CtaBand
        title="Give a Favourite Piece a Second Life"
        text="Tell us what needs attention and our repair team will come back with an honest quote within 24 hours."
      >
        <ButtonLink to="/support" variant="light" size="lg">
          Contact Support
        </ButtonLink>
        <ButtonLink to="/care-guide" variant="outline-light" size="lg">
          Read the Care Guide
        </ButtonLink>
      </CtaBand>
    </>
  );
}

// Text, pictures and links only: sent without JavaScript.
export const handle = scriptlessPage;
