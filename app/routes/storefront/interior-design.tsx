import ArrowRight from "lucide-react/icons/arrow-right";
import FolderOpen from "lucide-react/icons/folder-open";
import { PageHero } from "~/components/layout/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { ServiceCta } from "~/modules/content/components/service-cta";
import { OfferCards } from "~/modules/content/components/service-offer-cards";
import { ProcessSteps } from "~/modules/content/components/service-process";
import { ProjectCards } from "~/modules/content/components/service-projects";
import {
  designPackages,
  designProcess,
  featuredProjects,
  interiorDesignHero,
} from "~/modules/content/pages/interior-design";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/interior-design";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Interior Design Services",
    description:
      "Residential design from PKR 50,000, commercial design from PKR 100,000 and design consultations at PKR 15,000 per session, by our Lahore studio, for homes and businesses across Pakistan.",
    path: "/interior-design",
  });

export default function InteriorDesign() {
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
          <OfferCards offers={designPackages} className="mt-12" />
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
            lead="A few recent rooms from Lahore, Karachi and Islamabad, each furnished with pieces from our own workshop."
          />
          <div className="mt-12">
            <ProjectCards projects={featuredProjects} />
          </div>
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
