import MapPin from "lucide-react/icons/map-pin";
import { Badge } from "~/components/ui/badge";
import { ResponsiveImage } from "~/components/ui/responsive-image";

export interface SampleProject {
  title: string;
  location: string;
  type: string;
  text: string;
  image: string;
  imageAlt: string;
}

/** Three finished rooms, each with its illustration, place and a short story. */
export function ProjectCards({ projects }: { projects: readonly SampleProject[] }) {
  return (
    <ul role="list" className="grid gap-8 md:grid-cols-3">
      {projects.map((project) => (
        <li key={project.title} className="flex">
          <article className="flex w-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-linen shadow-soft">
            <div className="relative aspect-[4/3] overflow-hidden">
              <ResponsiveImage
                src={project.image}
                alt={project.imageAlt}
                sizes="(min-width: 768px) 33vw, 100vw"
                className="h-full w-full object-cover"
              />
              <Badge tone="walnut" className="absolute top-4 left-4">
                {project.type}
              </Badge>
            </div>
            <div className="flex flex-1 flex-col p-6">
              <p className="flex items-center gap-1.5 text-sm font-semibold text-terracotta">
                <MapPin className="size-4" aria-hidden="true" />
                {project.location}
              </p>
              <h3 className="mt-2 text-2xl font-medium">{project.title}</h3>
              <p className="mt-3 text-sm leading-relaxed text-muted">{project.text}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
