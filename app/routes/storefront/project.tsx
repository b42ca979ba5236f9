import ArrowLeft from "lucide-react/icons/arrow-left";
import { scriptlessPage } from "~/components/layout/scriptless";
import ArrowRight from "lucide-react/icons/arrow-right";
import CalendarDays from "lucide-react/icons/calendar-days";
import Layers from "lucide-react/icons/layers";
import MapPin from "lucide-react/icons/map-pin";
import Tag from "lucide-react/icons/tag";
import type { ReactNode } from "react";
import { data, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { CtaBand } from "~/components/ui/cta-band";
import { Gallery } from "~/components/ui/gallery";
import { ProjectStatusBadge } from "~/modules/content/components/project-status-badge";
import { categoryLabels, sectorLabels } from "~/modules/content/projects";
import { getProjectBySlug } from "~/modules/content/projects.server";
import { log } from "~/utils/log.server";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/project";
import { formatShopDate } from "~/utils/shop-time";

export async function loader({ params }: Route.LoaderArgs) {
  const project = await getProjectBySlug(params.slug);
  if (!project) {
    log.warn("Page not found", { path: `/projects/${params.slug}` });
    throw data(null, { status: 404 });
  }
  const { slug, title, description, location, category, sector, status, images, imageAlts, completionDate } = project;
  return { slug, title, description, location, category, sector, status, images, imageAlts, completionDate };
}

// Switching photos only changes ?photo=: the project itself stays as loaded.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: "Page not found" }, { name: "robots", content: "noindex" }];
  const summary = loaderData.description?.split(". ")[0] ?? "";
  return pageMeta(matches, {
    title: loaderData.title,
    description: `${loaderData.title}${loaderData.location ? `, ${loaderData.location}` : ""}: ${summary}`.slice(
      0,
      300,
    ),
    path: `/projects/${loaderData.slug}`,
  });
};

export default function ProjectDetail({ loaderData: project }: Route.ComponentProps) {
  return (
    <>
      <section className="border-b border-line bg-cream">
        <Container className="py-8 sm:py-10">
          <Link
            to="/projects"
            className="inline-flex items-center gap-2 text-sm font-semibold text-walnut underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" /> Back to Projects
          </Link>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <ProjectStatusBadge status={project.status} />
            <p className="text-xs font-bold tracking-[0.18em] text-terracotta uppercase">
              {categoryLabels[project.category]} · {sectorLabels[project.sector]}
            </p>
          </div>
          <h1 className="mt-3 max-w-3xl text-4xl leading-tight font-medium sm:text-5xl">{project.title}</h1>
          {project.location && (
            <p className="mt-3 flex items-center gap-1.5 text-lg text-muted">
              <MapPin className="size-5" aria-hidden="true" /> {project.location}
            </p>
          )}
        </Container>
      </section>

      <section className="py-12 sm:py-16" aria-label="Project details">
        <Container className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-14">
          <Gallery
            images={project.images}
            alts={project.imageAlts}
            label={project.title}
            sizes="(min-width: 1024px) 60vw, 100vw"
          />

          <div>
            <h2 className="text-2xl font-medium">About the Project</h2>
            {project.description && (
              <p className="mt-4 text-base leading-relaxed text-muted sm:text-lg">{project.description}</p>
            )}
            <dl className="mt-8 divide-y divide-line rounded-[var(--radius-card)] border border-line bg-linen px-5 shadow-soft">
              <Detail icon={<MapPin className="size-4" aria-hidden="true" />} label="Location">
                {project.location ?? "Pakistan"}
              </Detail>
              <Detail icon={<Tag className="size-4" aria-hidden="true" />} label="Category">
                {categoryLabels[project.category]}
              </Detail>
              <Detail icon={<Layers className="size-4" aria-hidden="true" />} label="Sector">
                {sectorLabels[project.sector]}
              </Detail>
              <Detail icon={<CalendarDays className="size-4" aria-hidden="true" />} label="Completion">
                {project.completionDate ? formatShopDate(project.completionDate) : "In progress"}
              </Detail>
            </dl>
            <ButtonLink to="/projects" variant="outline" className="mt-8">
              <ArrowLeft className="size-4" aria-hidden="true" /> Back to Projects
            </ButtonLink>
          </div>
        </Container>
      </section>

      <CtaBand
        title="Start Your Own Project"
        text="Liked what you saw? Tell us about your space and a designer will reply within 24 hours."
      >
        <ButtonLink to="/custom-orders" variant="light" size="lg">
          Start Your Project <ArrowRight className="size-4" aria-hidden="true" />
        </ButtonLink>
        <ButtonLink to="/consultations?type=showroom" variant="outline-light" size="lg">
          Book a Consultation
        </ButtonLink>
      </CtaBand>
    </>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-3.5 text-sm">
      <dt className="flex items-center gap-2 font-semibold text-espresso">
        {icon}
        {label}
      </dt>
      <dd className="text-right text-muted">{children}</dd>
    </div>
  );
}

// Text, pictures and links only: sent without JavaScript.
export const handle = scriptlessPage;
