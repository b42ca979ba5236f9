import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";
import FolderOpen from "lucide-react/icons/folder-open";
import { data, Link, redirect } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { SectionHeading } from "~/components/ui/section-heading";
import { ServiceCta } from "~/modules/content/components/service-cta";
import { PriceOptions } from "~/modules/content/components/service-pricing";
import { FaqList } from "~/components/ui/faq-list";
import { ProcessSteps } from "~/modules/content/components/service-process";
import { findServicePage, findServiceRedirect, serviceLinks } from "~/modules/content/pages/services";
import { withConsultationPrices } from "~/modules/settings/consultation-fees";
import { getShopSettings } from "~/modules/settings/settings.server";
import { pageMeta } from "~/utils/meta";
import { log } from "~/utils/log.server";
import type { Route } from "./+types/service";

export async function loader({ params }: Route.LoaderArgs) {
  const target = findServiceRedirect(params.slug);
  if (target) throw redirect(target, 301);
  const service = findServicePage(params.slug);
  if (!service) {
    log.warn("Page not found", { path: `/services/${params.slug}` });
    throw data(null, { status: 404 });
  }
  // The consultation prices named on the page are the settings' (issue 33, part 4).
  return withConsultationPrices(service, (await getShopSettings()).consultationFees);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: "Page not found" }, { name: "robots", content: "noindex" }];
  return pageMeta(matches, {
    title: loaderData.name,
    description: loaderData.description,
    path: `/services/${loaderData.slug}`,
  });
};

export default function Service({ loaderData: service }: Route.ComponentProps) {
  const otherServices = serviceLinks.filter((link) => link.to !== `/services/${service.slug}`);
  return (
    <>
      <PageHero eyebrow="Our Services" title={service.name} lead={service.lead}>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={service.contactTo} size="lg">
            {service.contactLabel} <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
          <ButtonLink to={service.pricing.link.to} variant="outline" size="lg">
            {service.pricing.link.label}
          </ButtonLink>
        </div>
      </PageHero>

      <section className="py-20 sm:py-24">
        <Container className="grid items-center gap-12 lg:grid-cols-2">
          <div className="overflow-hidden rounded-[var(--radius-card)] border border-line shadow-soft">
            <ResponsiveImage
              src={service.image}
              alt={service.imageAlt}
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="aspect-[4/3] h-full w-full object-cover"
            />
          </div>
          <div>
            <SectionHeading align="left" eyebrow="The service" title="What's Included" lead={service.intro} />
            <ul className="mt-8 grid gap-3">
              {service.includes.map((item) => (
                <li key={item} className="flex gap-3 leading-relaxed">
                  <Check className="mt-1 size-5 shrink-0 text-sage" aria-hidden="true" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        </Container>
      </section>

      <ProcessSteps title="How It Works" steps={service.steps} />

      <section className="py-20 sm:py-24">
        <Container>
          <SectionHeading eyebrow="Pricing" title={service.pricing.title} lead={service.pricing.lead} />
          <div className="mt-12">
            <PriceOptions options={service.pricing.options} />
          </div>
          <div className="mt-10 text-center">
            <ButtonLink to={service.pricing.link.to} variant="outline" size="lg">
              {service.pricing.link.label} <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
          </div>
        </Container>
      </section>

      <section className="border-t border-line bg-cream py-20 sm:py-24">
        <Container className="max-w-3xl">
          <SectionHeading eyebrow="Good to know" title="Questions We Hear Often" />
          <div className="mt-10">
            <FaqList items={service.faqs} />
          </div>
        </Container>
      </section>

      <ServiceCta
        title="Ready to Begin?"
        text="Tell us about your home and what you need. A designer will get back to you within 24 hours."
      >
        <ButtonLink to="/contact?subject=consultation" variant="light" size="lg">
          Talk to a designer
        </ButtonLink>
        <ButtonLink to="/projects" variant="outline-light" size="lg">
          <FolderOpen className="size-4" aria-hidden="true" /> View Our Projects
        </ButtonLink>
      </ServiceCta>

      <nav aria-label="More services" className="pb-20 sm:pb-24">
        <Container>
          <p className="text-center text-xs font-bold tracking-[0.25em] text-terracotta uppercase">More services</p>
          <ul className="mt-5 flex flex-wrap justify-center gap-3">
            {otherServices.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex items-center rounded-full border border-line bg-linen px-5 py-2.5 text-sm font-semibold text-walnut hover:border-walnut"
                >
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </nav>
    </>
  );
}
