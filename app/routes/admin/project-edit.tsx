import { data } from "react-router";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { Link } from "react-router";
import type { AdminActionResult } from "~/components/admin/admin-action";
import { AdminActionNotice, AdminPanel } from "~/components/admin/admin-panel";
import { requireAdmin } from "~/modules/accounts/session.server";
import { handleProjectUpdate } from "~/modules/content/admin-project-action.server";
import { getAdminProject } from "~/modules/content/admin-projects.server";
import { AdminProjectForm } from "~/modules/content/components/admin-project-form";
import { ADMIN_UPLOAD_FORM } from "~/modules/media/upload-limits";
import type { FormHandle } from "~/utils/form-limits";
import type { Route } from "./+types/project-edit";
import { loaderAndActionHeaders } from "~/utils/route-headers";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Edit ${loaderData?.project.title ?? "Project"} · Admin Dashboard` },
  { name: "robots", content: "noindex" },
];

/** /admin/projects/:id: the edit form. An unknown id is a 404. */
export const headers = loaderAndActionHeaders;

/** The form may carry pictures (without JavaScript they are not uploaded first). */
export const handle: FormHandle = { form: ADMIN_UPLOAD_FORM };

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const project = await getAdminProject(params.id);
  if (!project) throw data(null, { status: 404 });
  const { id, slug, title, description, location, category, sector, status, images, imageAlts, completionDate } =
    project;
  return data(
    {
      project: { id, slug, title, description, location, category, sector, status, images, imageAlts, completionDate },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const action = ({ request, params }: Route.ActionArgs) => handleProjectUpdate(request, params.id);

export default function AdminProjectEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { project } = loaderData;
  const outcome = actionData as AdminActionResult | undefined;
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <Link
        to="/admin/projects"
        className="inline-flex w-fit items-center gap-2 text-sm font-semibold text-walnut underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> All projects
      </Link>
      <AdminActionNotice result={outcome} />
      <AdminPanel title="Edit Project" description={<>Its page stays at /projects/{project.slug}.</>}>
        <AdminProjectForm key={project.id} project={project} outcome={outcome} />
      </AdminPanel>
    </div>
  );
}
