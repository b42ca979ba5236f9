import ExternalLink from "lucide-react/icons/external-link";
import ImageOff from "lucide-react/icons/image-off";
import Pencil from "lucide-react/icons/pencil";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { AdminDeleteLink } from "~/components/admin/admin-delete-dialog";
import { AdminEmpty } from "~/components/admin/admin-panel";
import { categoryLabels, sectorLabels, type ProjectSummary } from "../projects";
import { ProjectStatusBadge } from "./project-status-badge";
import { formatShopDate } from "~/utils/shop-time";

export type AdminProjectRow = ProjectSummary & { id: string };

/** The Projects tab's list, newest first: cover, title, kind, place and date, with edit and delete. */
export function AdminProjectList({ projects }: { projects: AdminProjectRow[] }) {
  if (projects.length === 0) return <AdminEmpty>No projects yet. Add the first one with the form.</AdminEmpty>;
  return (
    <ul role="list" className="divide-y divide-line">
      {projects.map((project) => (
        <li key={project.id} className="flex flex-wrap items-center gap-x-4 gap-y-3 py-4 first:pt-0 last:pb-0">
          <div className="size-16 shrink-0 overflow-hidden rounded-xl border border-line bg-cream">
            {project.images[0] ? (
              <ResponsiveImage
                src={project.images[0]}
                alt=""
                sizes="64px"
                width={64}
                height={64}
                className="size-full object-cover"
              />
            ) : (
              <div className="grid size-full place-items-center text-muted">
                <ImageOff className="size-5" aria-hidden="true" />
              </div>
            )}
          </div>
          <div className="min-w-0 flex-1 basis-48">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-sans text-base font-semibold text-espresso">{project.title}</h3>
              <ProjectStatusBadge status={project.status} className="px-2 py-0.5 text-[0.65rem]" />
            </div>
            <p className="mt-1 text-sm text-muted">
              {categoryLabels[project.category]} · {sectorLabels[project.sector]}
              {project.location && ` · ${project.location}`}
              {project.completionDate && ` · ${formatShopDate(project.completionDate)}`}
            </p>
          </div>
          <div className="flex w-full items-center justify-end gap-1 sm:w-auto">
            <Link
              to={`/projects/${project.slug}`}
              aria-label={`View ${project.title} on the site`}
              className="grid size-9 place-items-center rounded-full text-walnut hover:bg-cream"
            >
              <ExternalLink className="size-4" aria-hidden="true" />
            </Link>
            <Link
              to={`/admin/projects/${project.id}`}
              aria-label={`Edit ${project.title}`}
              className={buttonClass({ variant: "outline", size: "sm" })}
            >
              <Pencil className="size-4" aria-hidden="true" />
              <span>Edit</span>
            </Link>
            <AdminDeleteLink to={`?delete=${project.id}`} label={`Delete ${project.title}`} />
          </div>
        </li>
      ))}
    </ul>
  );
}
