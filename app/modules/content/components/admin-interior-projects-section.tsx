import { Link } from "react-router";
import type { AdminActionResult } from "~/components/admin/admin-action";
import { SelectField } from "~/components/ui/field";
import { MAX_INTERIOR_PROJECTS } from "../home-content.schema";
import { AdminContentSection } from "./admin-content-section";

/** The interior-design page's featured projects: up to three from the portfolio, in order. */
export function InteriorProjectsSection({
  saved,
  version,
  outcome,
  projects,
}: {
  saved: Record<string, string>;
  version: string;
  outcome?: AdminActionResult;
  projects: { slug: string; title: string; location: string | null }[];
}) {
  const options = projects.map((project) => ({
    value: project.slug,
    label: project.location ? `${project.title} (${project.location})` : project.title,
  }));
  return (
    <AdminContentSection
      intent="interiorProjects"
      title="Interior-design projects"
      description={
        <>
          The projects featured on the{" "}
          <Link to="/interior-design" className="font-medium text-walnut underline underline-offset-2">
            Interior Design
          </Link>{" "}
          page, in this order; each links to its page in the portfolio. Add projects under Projects.
        </>
      }
      saved={saved}
      version={version}
      outcome={outcome}
    >
      {({ field }) => (
        <div className="grid gap-4 sm:grid-cols-3">
          {Array.from({ length: MAX_INTERIOR_PROJECTS }, (_, row) => (
            <SelectField
              key={row}
              label={`Featured project ${row + 1}`}
              placeholder="None"
              options={options}
              {...field(`interiorProjects.${row}`)}
            />
          ))}
        </div>
      )}
    </AdminContentSection>
  );
}
