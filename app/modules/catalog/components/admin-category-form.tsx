import Plus from "lucide-react/icons/plus";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, TextAreaField } from "~/components/ui/field";
import type { AdminActionResult } from "~/components/admin/admin-action";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { MediaGalleryField } from "~/modules/media/components/media-gallery-field";
import { readImageEntries } from "~/modules/media/image-list";
import { slugify } from "~/utils/slug";

/** The Categories tab's add form. The slug's placeholder shows what a blank slug will become. */
export function AdminCategoryForm({ outcome }: { outcome?: AdminActionResult }) {
  // A new gallery after each category added (the form's reset does not reach its picture).
  const [added, setAdded] = useState(0);
  const [uploading, setUploading] = useState(false);
  const { fetcher, formRef, errors, values, busy } = useAdminForm("create", outcome, {
    onSuccess: () => setAdded((count) => count + 1),
  });
  const [name, setName] = useState(values.name ?? "");
  return (
    <fetcher.Form method="post" ref={formRef} onReset={() => setName("")} className="grid gap-5">
      <input type="hidden" name="intent" value="create" />
      <Field
        label="Name"
        name="name"
        required
        maxLength={80}
        defaultValue={values.name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={errors.name}
      />
      <TextAreaField
        label="Description"
        name="description"
        defaultValue={values.description}
        error={errors.description}
      />
      <Field
        label="Slug"
        name="slug"
        maxLength={80}
        defaultValue={values.slug}
        placeholder={slugify(name) || "living-room"}
        hint="Its address: /furniture/{slug}. Leave blank to make it from the name."
        error={errors.slug}
        autoCapitalize="none"
        spellCheck={false}
      />
      <MediaGalleryField
        key={added}
        label="Picture"
        entries={readImageEntries(values)}
        max={1}
        altPlaceholder={name || "The category's name"}
        error={errors.images}
        onBusyChange={setUploading}
      />
      <div>
        <Button type="submit" disabled={busy || uploading}>
          <Plus className="size-4" aria-hidden="true" />
          {busy ? "Adding…" : "Add Category"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
