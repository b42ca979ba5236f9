import CalendarDays from "lucide-react/icons/calendar-days";
import ImageOff from "lucide-react/icons/image-off";
import MapPin from "lucide-react/icons/map-pin";
import { ButtonLink } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { altText } from "~/modules/media/alt-text";
import { categoryLabels, sectorLabels, type ProjectSummary } from "../projects";
import { ProjectStatusBadge } from "./project-status-badge";
import { formatShopDate } from "~/utils/shop-time";

/** One project of the portfolio grid: picture, status, kind, title, place, date and 'View Details'. */
export function ProjectCard({ project, priority = false }: { project: ProjectSummary; priority?: boolean }) {
  const image = project.images[0];
  const titleId = `project-${project.slug}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="project-card"
      className="flex w-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-linen shadow-soft"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-cream">
        {image ? (
          <ResponsiveImage
            src={image}
            alt={altText(project.imageAlts, 0, project.title)}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            priority={priority}
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-muted">
            <ImageOff className="size-8" aria-hidden="true" />
          </div>
        )}
        <ProjectStatusBadge status={project.status} className="absolute top-4 left-4 shadow-soft" />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-bold tracking-[0.18em] text-terracotta uppercase">
          {categoryLabels[project.category]} · {sectorLabels[project.sector]}
        </p>
        <h3 id={titleId} className="mt-2 text-2xl leading-snug font-medium">
          {project.title}
        </h3>
        <dl className="mt-3 space-y-1.5 text-sm text-muted">
          {project.location && (
            <div className="flex items-center gap-1.5">
              <dt>
                <MapPin className="size-4" aria-hidden="true" />
                <span className="sr-only">Location</span>
              </dt>
              <dd>{project.location}</dd>
            </div>
          )}
          <div className="flex items-center gap-1.5">
            <dt>
              <CalendarDays className="size-4" aria-hidden="true" />
              <span className="sr-only">Completion date</span>
            </dt>
            <dd>{project.completionDate ? formatShopDate(project.completionDate) : "In progress"}</dd>
          </div>
        </dl>
        <div className="mt-auto pt-6">
          <ButtonLink to={`/projects/${project.slug}`} variant="outline" size="sm" aria-describedby={titleId}>
            View Details
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
