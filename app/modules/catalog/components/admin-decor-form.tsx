import Plus from "lucide-react/icons/plus";
import { Button } from "~/components/ui/button";
import { Field, TextAreaField } from "~/components/ui/field";
import type { AdminActionResult } from "~/components/admin/admin-action";
import { useAdminForm } from "~/components/admin/use-admin-form";

/** The Home Decor tab's add form: a product straight into the décor category. */
export function AdminDecorForm({ outcome, disabled }: { outcome?: AdminActionResult; disabled: boolean }) {
  const { fetcher, formRef, errors, values, busy } = useAdminForm("create", outcome);
  return (
    <fetcher.Form method="post" ref={formRef} className="@container">
      <input type="hidden" name="intent" value="create" />
      <fieldset disabled={disabled} className="grid gap-5 @md:grid-cols-2">
        <legend className="sr-only">New décor item</legend>
        <Field
          label="Name"
          name="name"
          required
          maxLength={160}
          defaultValue={values.name}
          error={errors.name}
          className="@md:col-span-2"
        />
        <TextAreaField
          label="Description"
          name="description"
          defaultValue={values.description}
          error={errors.description}
          className="@md:col-span-2"
        />
        <Field
          label="Price (PKR)"
          name="price"
          required
          inputMode="numeric"
          placeholder="12,500"
          defaultValue={values.price}
          error={errors.price}
        />
        <Field
          label="Stock"
          name="stock"
          required
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          defaultValue={values.stock ?? "0"}
          error={errors.stock}
        />
        <TextAreaField
          label="Images"
          name="images"
          rows={2}
          placeholder="https://…/vase.jpg, https://…/vase-detail.jpg"
          hint="Image addresses separated by commas; the first is shown on the card."
          defaultValue={values.images}
          error={errors.images}
          className="@md:col-span-2"
        />
        <div className="@md:col-span-2">
          <Button type="submit" disabled={busy}>
            <Plus className="size-4" aria-hidden="true" />
            {busy ? "Adding…" : "Add Décor Item"}
          </Button>
        </div>
      </fieldset>
    </fetcher.Form>
  );
}
