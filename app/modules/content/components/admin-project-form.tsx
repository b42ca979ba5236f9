import Plus from "lucide-react/icons/plus";
import Save from "lucide-react/icons/save";
import { useNavigate } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { Field, SelectField, TextAreaField } from "~/components/ui/field";
import type { AdminActionResult } from "~/components/admin/admin-action";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { categoryLabels, sectorLabels, statusLabels, type ProjectSummary } from "../projects";

const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export type EditableProject = Pick<
  ProjectSummary,
  "title" | "location" | "category" | "sector" | "status" | "images" | "completionDate"
> & {
  description: string | null;
};

/** What the form shows for a saved project (the names it posts). */
function valuesOf(project: EditableProject): Record<string, string> {
  return {
    title: project.title,
    description: project.description ?? "",
    location: project.location ?? "",
    category: project.category,
    sector: project.sector,
    status: project.status,
    images: project.images.join(", "),
    completionDate: project.completionDate ?? "",
  };
}

/**
 * The Projects tab's add form, and the edit form with 'Update Project' and
 * 'Cancel'. After an update (with JavaScript) it goes back to the list, where
 * the change shows; without JavaScript the notice shows on the edit page.
 */
export function AdminProjectForm({
  project,
  outcome,
  doneHref = "/admin/projects",
}: {
  project?: EditableProject;
  outcome?: AdminActionResult;
  doneHref?: string;
}) {
  const editing = Boolean(project);
  const navigate = useNavigate();
  const form = useAdminForm(editing ? "update" : "create", outcome, {
    resetOnSuccess: !editing,
    // After an update the list shows the change (and the toast says so).
    onSuccess: editing ? () => void navigate(doneHref) : undefined,
  });
  const { fetcher, formRef, errors, busy } = form;
  const values = { ...(project ? valuesOf(project) : {}), ...form.values };

  return (
    <fetcher.Form method="post" ref={formRef} className="@container">
      <input type="hidden" name="intent" value={editing ? "update" : "create"} />
      <div className="grid gap-5 @lg:grid-cols-2">
        <Field
          label="Title"
          name="title"
          required
          maxLength={160}
          defaultValue={values.title}
          error={errors.title}
          className="@lg:col-span-2"
        />
        <TextAreaField
          label="Description"
          name="description"
          rows={4}
          defaultValue={values.description}
          error={errors.description}
          className="@lg:col-span-2"
        />
        <Field
          label="Location"
          name="location"
          maxLength={160}
          placeholder="Gulberg III, Lahore"
          defaultValue={values.location}
          error={errors.location}
          className="@lg:col-span-2"
        />
        <SelectField
          label="Category"
          name="category"
          defaultValue={values.category ?? "interior_design"}
          options={optionsOf(categoryLabels)}
          error={errors.category}
        />
        <SelectField
          label="Sector"
          name="sector"
          defaultValue={values.sector ?? "residential"}
          options={optionsOf(sectorLabels)}
          error={errors.sector}
        />
        <SelectField
          label="Status"
          name="status"
          defaultValue={values.status ?? "completed"}
          options={optionsOf(statusLabels)}
          error={errors.status}
        />
        <Field
          label="Completion date"
          name="completionDate"
          type="date"
          defaultValue={values.completionDate}
          hint="Leave blank if there is none yet."
          error={errors.completionDate}
        />
        <TextAreaField
          label="Images"
          name="images"
          rows={2}
          defaultValue={values.images}
          placeholder="https://…/front.jpg, https://…/lounge.jpg"
          hint="Image addresses separated by commas; the first is the cover."
          error={errors.images}
          className="@lg:col-span-2"
        />
        <div className="flex flex-wrap gap-3 @lg:col-span-2">
          <Button type="submit" disabled={busy}>
            {editing ? <Save className="size-4" aria-hidden="true" /> : <Plus className="size-4" aria-hidden="true" />}
            {editing ? (busy ? "Updating…" : "Update Project") : busy ? "Adding…" : "Add Project"}
          </Button>
          {editing && (
            <ButtonLink to={doneHref} variant="outline">
              Cancel
            </ButtonLink>
          )}
        </div>
      </div>
    </fetcher.Form>
  );
}
