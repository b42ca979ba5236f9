import { data } from "react-router";
import type { AdminActionResult } from "~/components/admin/admin-action";
import { AdminDeleteDialog } from "~/components/admin/admin-delete-dialog";
import { AdminActionNotice, AdminPanel } from "~/components/admin/admin-panel";
import { requireAdmin } from "~/modules/accounts/session.server";
import { handleProjectsAction } from "~/modules/content/admin-project-action.server";
import { listAdminProjects } from "~/modules/content/admin-projects.server";
import { AdminProjectForm } from "~/modules/content/components/admin-project-form";
import { AdminProjectList } from "~/modules/content/components/admin-project-list";
import { ADMIN_UPLOAD_FORM } from "~/modules/media/upload-limits";
import type { FormHandle } from "~/utils/form-limits";
import type { Route } from "./+types/projects";
import { loaderAndActionHeaders } from "~/utils/route-headers";

export const meta: Route.MetaFunction = () => [
  { title: "Projects · Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

/** /admin/projects: the add form and the portfolio, newest first; ?delete=<id> opens the confirmation. */
export const headers = loaderAndActionHeaders;

/** The add form may carry pictures (without JavaScript they are not uploaded first). */
export const handle: FormHandle = { form: ADMIN_UPLOAD_FORM };

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const projects = await listAdminProjects();
  const deleteId = new URL(request.url).searchParams.get("delete");
  const pending = projects.find((project) => project.id === deleteId);
  return data(
    {
      projects: projects.map(
        ({ id, slug, title, location, category, sector, status, images, imageAlts, completionDate }) => ({
          id,
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
      pending: pending ? { id: pending.id, title: pending.title } : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const action = ({ request }: Route.ActionArgs) => handleProjectsAction(request);

export default function AdminProjects({ loaderData, actionData }: Route.ComponentProps) {
  const { projects, pending } = loaderData;
  const outcome = actionData as AdminActionResult | undefined;
  return (
    <div className="grid gap-6">
      <AdminActionNotice result={outcome} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-8">
        <AdminPanel title="Add Project">
          <AdminProjectForm outcome={outcome} />
        </AdminPanel>
        <AdminPanel
          title="Projects"
          action={<p className="text-sm text-muted">{projects.length.toLocaleString("en-US")} in the portfolio</p>}
        >
          <AdminProjectList projects={projects} />
        </AdminPanel>
      </div>
      {pending && (
        <AdminDeleteDialog
          key={pending.id}
          title="Delete project?"
          id={pending.id}
          closeHref="/admin/projects"
          confirmLabel="Delete Project"
          outcome={outcome}
        >
          <p>
            <strong className="font-semibold">{pending.title}</strong> will be removed from the portfolio and its page
            will no longer exist. This cannot be undone.
          </p>
        </AdminDeleteDialog>
      )}
    </div>
  );
}
