import ArrowRight from "lucide-react/icons/arrow-right";
import { scriptlessPage } from "~/components/layout/scriptless";
import FolderOpen from "lucide-react/icons/folder-open";
import { PageHero } from "~/components/layout/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { ServiceCta } from "~/modules/content/components/service-cta";
import { OfferCards } from "~/modules/content/components/service-offer-cards";
import { ProcessSteps } from "~/modules/content/components/service-process";
import { ProjectCard } from "~/modules/content/components/project-card";
import { featuredPortfolioProjects, getHomeContent } from "~/modules/content/home-content.server";
import { designPackages, designProcess, interiorDesignHero } from "~/modules/content/pages/interior-design";
import { withConsultationPrices } from "~/modules/settings/consultation-fees";
import { useShopSettings } from "~/modules/settings/use-shop-settings";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/interior-design";

/** The featured projects the owner chose in /admin/content: only real portfolio projects, in that order. */
export async function loader() {
  const { interiorProjects } = await getHomeContent();
  return { projects: await featuredPortfolioProjects(interiorProjects) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Interior Design Services",
    description:
      "Residential design from PKR 50,000, commercial design from PKR 100,000 and design consultations, by our Lahore studio, for homes and businesses across Pakistan.",
    path: "/interior-design",
  });

export default function InteriorDesign({ loaderData }: Route.ComponentProps) {
  const { consultationFees } = useShopSettings();
  return (
    <>
      <PageHero eyebrow={interiorDesignHero.eyebrow} title={interiorDesignHero.title} lead={interiorDesignHero.lead}>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to="/consultations?type=home" size="lg">
            Get Quote <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
          <ButtonLink to="/projects" variant="outline" size="lg">
            View All Projects
          </ButtonLink>
        </div>
      </PageHero>

      <section className="py-20 sm:py-24" aria-labelledby="packages-heading">
        <Container>
          <SectionHeading
            eyebrow="Packages"
            title={<span id="packages-heading">Design Packages</span>}
            lead="Three ways to work with our designers. Every project is quoted in writing once we have seen your space."
          />
          <OfferCards offers={withConsultationPrices(designPackages, consultationFees)} className="mt-12" />
        </Container>
      </section>

      <ProcessSteps
        eyebrow="Our process"
        title="From First Visit to Final Cushion"
        lead="Four clear steps, one designer as your point of contact throughout."
        steps={designProcess}
      />

      <section className="bg-cream py-20 sm:py-24" aria-labelledby="projects-heading">
        <Container>
          <SectionHeading
            eyebrow="Portfolio"
            title={<span id="projects-heading">Featured Projects</span>}
            lead="Recent rooms from our portfolio, each furnished with pieces from our own workshop."
          />
          {loaderData.projects.length > 0 && (
            <ul role="list" className="mt-12 flex flex-wrap justify-center gap-8">
              {loaderData.projects.map((project) => (
                <li key={project.slug} className="flex w-full md:w-[calc((100%-4rem)/3)]">
                  <ProjectCard project={project} />
                </li>
              ))}
            </ul>
          )}
          <div className="mt-12 text-center">
            <ButtonLink to="/projects" size="lg">
              <FolderOpen className="size-4" aria-hidden="true" /> View All Projects
            </ButtonLink>
          </div>
        </Container>
      </section>

      <ServiceCta
        title="Let's Design Your Space"
        text="Tell us about your rooms, your timeline and your budget. A designer will reply within 24 hours with next steps and an honest first estimate."
      >
        <ButtonLink to="/consultations?type=home" variant="light" size="lg">
          Get Quote
        </ButtonLink>
        <ButtonLink to="/contact?subject=consultation" variant="outline-light" size="lg">
          Talk to a designer
        </ButtonLink>
      </ServiceCta>
    </>
  );
}

// Text, pictures and links only: sent without JavaScript.
export const handle = scriptlessPage;
