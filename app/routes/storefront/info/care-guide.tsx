import CircleAlert from "lucide-react/icons/circle-alert";
import { scriptlessPage } from "~/components/layout/scriptless";
import { PageHero } from "~/components/layout/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { CtaBand } from "~/components/ui/cta-band";
import { InfoSection } from "~/modules/content/components/info-section";
import { materials, seasons } from "~/modules/content/pages/care-guide";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/care-guide";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Furniture Care Guide",
    description:
      "How to care for solid wood, upholstery, leather, marble, brass and outdoor furniture through Lahore's dust, summer heat, monsoon humidity and winter smog.",
    path: "/care-guide",
  });

export default function CareGuide() {
  return (
    <>
      <PageHero
        eyebrow="Care guide"
        title="Furniture Care Guide"
        lead="Well-made furniture asks for very little: a soft cloth, a few good habits and a watchful eye through Lahore's seasons. Here is how our craftsmen look after their own homes."
      >
        <nav aria-label="Materials" className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {materials.map((material) => (
              <li key={material.id}>
                <a
                  href={`#${material.id}`}
                  className="inline-flex rounded-full border border-walnut/30 bg-linen px-4 py-2 text-sm font-semibold text-walnut transition-colors hover:bg-walnut hover:text-linen"
                >
                  {material.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      <InfoSection
        eyebrow="By material"
        title="Caring for Each Material"
        lead="Everyday care, and the one thing to avoid."
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {materials.map(({ id, icon: Icon, title, intro, tips, avoid }) => (
            <li
              key={id}
              id={id}
              className="flex scroll-mt-32 flex-col rounded-[var(--radius-card)] border border-line bg-linen p-7 shadow-soft"
            >
              <span className="grid size-12 place-items-center rounded-2xl bg-cream text-walnut">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-2xl font-medium">{title}</h3>
              <p className="mt-3 text-sm leading-relaxed text-muted">{intro}</p>
              <ul className="mt-4 grid list-disc gap-2 pl-5 text-sm leading-relaxed text-espresso marker:text-walnut">
                {tips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
              <p className="mt-auto flex gap-2 pt-5 text-sm leading-relaxed text-terracotta">
                <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>
                  <strong className="font-semibold">Avoid:</strong> {avoid}
                </span>
              </p>
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection
        tone="cream"
        eyebrow="Lahore's climate"
        title="Through the Seasons"
        lead="Dust storms, fierce summers, a heavy monsoon and smoggy winters: each season asks for something different."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {seasons.map(({ icon: Icon, season, months, text }) => (
            <li key={season} className="rounded-[var(--radius-card)] border border-line bg-linen p-7 shadow-soft">
              <Icon className="size-7 text-walnut" aria-hidden="true" />
              <h3 className="mt-4 text-xl font-medium">{season}</h3>
              <p className="mt-1 text-xs font-bold tracking-[0.2em] text-terracotta uppercase">{months}</p>
              <p className="mt-3 text-sm leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </InfoSection>

      <CtaBand
        className="pt-16 sm:pt-20"
        title="Need a Refresh or a Repair?"
        text="Our workshop re-polishes, re-upholsters and repairs pieces of any age. Many repairs are covered by your warranty."
      >
        <ButtonLink to="/warranty" variant="light" size="lg">
          Check Your Warranty
        </ButtonLink>
        <ButtonLink to="/support" variant="outline-light" size="lg">
          Contact Support
        </ButtonLink>
      </CtaBand>
    </>
  );
}

// Text, pictures and links only: sent without JavaScript.
export const handle = scriptlessPage;
