import Plus from "lucide-react/icons/plus";
import Save from "lucide-react/icons/save";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { Field, SelectField, TextAreaField } from "~/components/ui/field";
import type { AdminActionResult } from "~/components/admin/admin-action";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { MediaGalleryField } from "~/modules/media/components/media-gallery-field";
import { readImageEntries, toImageEntries } from "~/modules/media/image-list";
import { MAX_PROJECT_IMAGES } from "../admin-project.schema";
import { categoryLabels, sectorLabels, statusLabels, type ProjectSummary } from "../projects";

const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export type EditableProject = Pick<
  ProjectSummary,
  "title" | "location" | "category" | "sector" | "status" | "images" | "completionDate"
> & {
  description: string | null;
  imageAlts: string[];
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
  // A new gallery after each project added (the form's reset does not reach its pictures).
  const [added, setAdded] = useState(0);
  const [uploading, setUploading] = useState(false);
  const form = useAdminForm(editing ? "update" : "create", outcome, {
    resetOnSuccess: !editing,
    // After an update the list shows the change (and the toast says so).
    onSuccess: editing ? () => void navigate(doneHref) : () => setAdded((count) => count + 1),
  });
  const { fetcher, formRef, errors, busy } = form;
  const values = { ...(project ? valuesOf(project) : {}), ...form.values };
  // Posted without JavaScript and refused: the pictures as sent; otherwise the saved ones.
  const pictures =
    Object.keys(form.values).length > 0
      ? readImageEntries(form.values)
      : project
        ? toImageEntries(project.images, project.imageAlts)
        : [];
  const [title, setTitle] = useState(values.title ?? "");

  return (
    <fetcher.Form method="post" encType="multipart/form-data" ref={formRef} className="@container">
      <input type="hidden" name="intent" value={editing ? "update" : "create"} />
      <div className="grid gap-5 @lg:grid-cols-2">
        <Field
          label="Title"
          name="title"
          required
          maxLength={160}
          defaultValue={values.title}
          onChange={(event) => setTitle(event.currentTarget.value)}
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
        <div className="@lg:col-span-2">
          <MediaGalleryField
            key={added}
            entries={pictures}
            max={MAX_PROJECT_IMAGES}
            altPlaceholder={title || "The project's title"}
            error={errors.images}
            uploadError={errors.upload}
            formUploads
            onBusyChange={setUploading}
          />
        </div>
        <div className="flex flex-wrap gap-3 @lg:col-span-2">
          <Button type="submit" disabled={busy || uploading}>
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
