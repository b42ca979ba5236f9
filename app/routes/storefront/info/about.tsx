import ArrowRight from "lucide-react/icons/arrow-right";
import { scriptlessPage } from "~/components/layout/scriptless";
import { PageHero } from "~/components/layout/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { CtaBand } from "~/components/ui/cta-band";
import { InfoFeatureGrid } from "~/modules/content/components/info-feature-grid";
import { InfoSection } from "~/modules/content/components/info-section";
import { getCompanyContent } from "~/modules/content/company-content.server";
import { getHomeContent } from "~/modules/content/home-content.server";
import { shopFigures } from "~/modules/content/shop-figures.server";
import { shownStats } from "~/modules/content/stat-figures";
import { missionPoints, reasons, values } from "~/modules/content/pages/about";
import { useShopSettings } from "~/modules/settings/use-shop-settings";
import { consultationPrices } from "~/modules/settings/consultation-fees";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/about";

/**
 * The headline statistics are the home page's, as the owner last saved them (/admin/content),
 * counted ones filled in; the story is the owner's too (/admin/company).
 */
export async function loader() {
  const [home, figures, company] = await Promise.all([getHomeContent(), shopFigures(), getCompanyContent()]);
  return { stats: shownStats(home.stats, figures), story: company.story.paragraphs.slice(0, 2) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "About Us",
    description:
      "From our Lahore workshop we design and handcraft solid-wood furniture and complete interiors for homes and businesses across Pakistan.",
    path: "/about",
  });

export default function About({ loaderData }: Route.ComponentProps) {
  const { name, consultationFees, foundedYear, address } = useShopSettings();
  return (
    <>
      <PageHero
        eyebrow="About us"
        title={`About ${name}`}
        lead={`${foundedYear ? `Since ${foundedYear} our` : "Our"} ${address.city} workshop has turned seasoned sheesham, walnut and teak into furniture and interiors for families, restaurants and offices across Pakistan.`}
      >
        {loaderData.stats.length > 0 && (
          <dl className="mt-10 grid max-w-3xl grid-cols-2 gap-6 sm:grid-cols-4">
            {loaderData.stats.map((stat, index) => (
              <div key={index} className="flex flex-col-reverse gap-1">
                <dt className="text-sm font-medium text-muted">{stat.label}</dt>
                <dd className="font-display text-3xl font-medium text-walnut sm:text-4xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </PageHero>

      <InfoSection>
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            {foundedYear && (
              <p className="mb-3 text-xs font-bold tracking-[0.25em] text-terracotta uppercase">Since {foundedYear}</p>
            )}
            <h2 className="text-3xl leading-tight font-medium sm:text-4xl lg:text-5xl">Our Story</h2>
            {loaderData.story.length > 0 && (
              <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted">
                {loaderData.story.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            )}
            <ButtonLink to="/our-story" variant="outline" className="mt-8">
              Read our full story <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
          </div>
          <ResponsiveImage
            src="/images/demo/categories/dining-room.webp"
            alt="A solid sheesham dining table with upholstered chairs, built in our Lahore workshop"
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="aspect-[4/3] w-full rounded-[var(--radius-card)] border border-line object-cover shadow-soft"
          />
        </div>
      </InfoSection>

      <InfoSection
        tone="cream"
        eyebrow="Why we exist"
        title="Our Mission"
        lead="To make furniture worth passing down, and rooms that feel like the people who live in them."
      >
        <ol className="grid gap-6 md:grid-cols-3">
          {missionPoints.map((point, index) => (
            <li key={point} className="rounded-[var(--radius-card)] border border-line bg-linen p-7 shadow-soft">
              <span className="font-display text-3xl font-medium text-walnut" aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              <p className="mt-3 leading-relaxed text-espresso">{point}</p>
            </li>
          ))}
        </ol>
      </InfoSection>

      <InfoSection
        eyebrow="What guides us"
        title="Our Values"
        lead="Four principles we hold ourselves to on every piece and every project."
      >
        <InfoFeatureGrid items={values} columns={4} />
      </InfoSection>

      <InfoSection
        tone="linen"
        eyebrow="The difference"
        title="Why Choose Us"
        lead="What our clients tell us brought them back for a second room, and a third."
      >
        <InfoFeatureGrid items={reasons} />
      </InfoSection>

      <CtaBand
        className="pt-16 sm:pt-20"
        title="Let's Design Your Space"
        // Its button books a showroom visit: 'free' while that visit is (the settings' prices).
        text={
          consultationFees.showroom === 0
            ? "Book a free consultation with our design team, or see what we have built for clients across Pakistan."
            : `Book a consultation with our design team (${consultationPrices(consultationFees)}), or see what we have built for clients across Pakistan.`
        }
      >
        <ButtonLink to="/consultations?type=showroom" variant="light" size="lg">
          Book a Consultation
        </ButtonLink>
        <ButtonLink to="/projects" variant="outline-light" size="lg">
          View Our Projects
        </ButtonLink>
      </CtaBand>
    </>
  );
}

// Text, pictures and links only: sent without JavaScript.
export const handle = scriptlessPage;
