import ArrowRight from "lucide-react/icons/arrow-right";
import MessageCircle from "lucide-react/icons/message-circle";
import { PageHero } from "~/components/layout/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { CtaBand } from "~/components/ui/cta-band";
import { ProjectCard } from "~/modules/content/components/project-card";
import { ProjectFilters } from "~/modules/content/components/project-filters";
import { ProjectStats } from "~/modules/content/components/project-stats";
import { categoryLabels, parseProjectFilters, sectorLabels, statusLabels } from "~/modules/content/projects";
import { listProjects, projectStats } from "~/modules/content/projects.server";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/projects";

export async function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const filters = parseProjectFilters({
    category: search.get("category"),
    sector: search.get("sector"),
    status: search.get("status"),
  });
  const [projects, stats] = await Promise.all([listProjects(filters), projectStats()]);
  return {
    filters,
    stats,
    projects: projects.map(
      ({ slug, title, location, category, sector, status, images, imageAlts, completionDate }) => ({
        slug,
        title,
        location,
        category,
        sector,
        status,
        images,
        imageAlts,
        completionDate,
      }),
    ),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Our Projects",
    description:
      "Homes, restaurants, hotels, showrooms and offices across Pakistan, designed and furnished by our Lahore studio and workshop. Filter the portfolio by category, sector and status.",
    path: "/projects",
  });

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { filters, stats, projects } = loaderData;
  const showcase = filters.status === "completed" && !filters.category && !filters.sector;
  const active = [
    filters.category && categoryLabels[filters.category],
    filters.sector && sectorLabels[filters.sector],
    filters.status && statusLabels[filters.status],
  ].filter(Boolean);
  return (
    <>
      <PageHero
        eyebrow="Portfolio"
        title={showcase ? "Completed Projects Showcase" : "Our Projects"}
        lead={
          showcase
            ? "Finished homes, restaurants, lodges, showrooms and offices: every room designed by our studio and furnished from our own workshop."
            : "From family homes in Lahore to hotels in the hills and offices in Islamabad: a look at the spaces we have designed, built and furnished."
        }
      />

      <section aria-labelledby="portfolio-heading" className="py-14 sm:py-20">
        <Container>
          <h2 id="portfolio-heading" className="sr-only">
            Portfolio
          </h2>
          <section aria-label="Portfolio in numbers">
            <ProjectStats stats={stats} />
          </section>

          <div className="mt-10">
            <ProjectFilters filters={filters} />
          </div>

          <p className="mt-8 text-sm text-muted" role="status">
            {projects.length === 1 ? "1 project" : `${projects.length} projects`}
            {active.length > 0 && ` · ${active.join(" · ")}`}
          </p>

          {projects.length > 0 ? (
            <ul role="list" aria-label="Projects" className="mt-4 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {/* Only the first picture is fetched ahead: on a phone (one column) it is the only one in the
                  first screen, and each one more was 15-19 KB in the way of the first paint. */}
              {projects.map((project, index) => (
                <li key={project.slug} className="flex">
                  <ProjectCard project={project} priority={index === 0} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-4 rounded-[var(--radius-card)] border border-dashed border-line bg-cream px-6 py-16 text-center">
              <p className="text-lg font-medium">No projects match these filters.</p>
              <ButtonLink to="/projects" variant="outline" className="mt-6" preventScrollReset>
                Clear Filters
              </ButtonLink>
            </div>
          )}
        </Container>
      </section>

      <CtaBand
        title="Have a Space in Mind?"
        text="Tell us about your home, restaurant or office. A designer will reply within 24 hours with next steps and an honest first estimate."
      >
        <ButtonLink to="/custom-orders" variant="light" size="lg">
          Start Your Project <ArrowRight className="size-4" aria-hidden="true" />
        </ButtonLink>
        <ButtonLink to="/consultations?type=showroom" variant="outline-light" size="lg">
          <MessageCircle className="size-4" aria-hidden="true" /> Book a Consultation
        </ButtonLink>
      </CtaBand>
    </>
  );
}
