import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher, useNavigate } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { Field, FormError, SelectField, TextAreaField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { useNotice, type Notice as NoticeData } from "~/components/ui/toaster";
import { MediaGalleryField } from "~/modules/media/components/media-gallery-field";
import { fieldErrors } from "~/utils/form-fields";
import { adminProductSchema, MAX_IMAGES, type AdminProductValues } from "../admin-product.schema";

/** What the add and edit actions answer. */
export interface ProductFormResult {
  notice?: NoticeData;
  errors?: Record<string, string>;
  values?: AdminProductValues;
  product?: { id: string; slug: string };
}

/**
 * The one form for adding and editing a product. The browser checks it with
 * the server's own schema before sending (and focuses the first problem); the
 * server checks again and decides. A new product leads back to the list.
 */
export function AdminProductForm({
  mode,
  categories,
  initial,
  serverResult,
  stockPerVariant = false,
}: {
  mode: "add" | "edit";
  /** The product has options: its stock is the sum of its variants', shown but not edited here. */
  stockPerVariant?: boolean;
  categories: { id: string; name: string }[];
  initial: AdminProductValues;
  /** The action's answer when the form was posted without JavaScript. */
  serverResult?: ProductFormResult;
}) {
  const fetcher = useFetcher<ProductFormResult>();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [uploading, setUploading] = useState(false);
  useNotice(fetcher.data);

  const result = fetcher.data ?? serverResult;
  const errors = clientErrors ?? result?.errors ?? {};
  const values = result?.values ?? initial;
  // The gallery suggests the name as each picture's alt text, as the storefront falls back to it.
  const [name, setName] = useState(values.name);
  const busy = fetcher.state !== "idle";

  // The server's refusal: move to the first field it names.
  useEffect(() => {
    const first = Object.keys(fetcher.data?.errors ?? {})[0];
    if (first) focusField(formRef.current, first);
  }, [fetcher.data]);

  useEffect(() => {
    if (mode === "add" && fetcher.state === "idle" && fetcher.data?.product) void navigate("/admin/products");
  }, [mode, fetcher.state, fetcher.data, navigate]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = adminProductSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const found = fieldErrors(parsed.error);
    setClientErrors(found);
    focusField(event.currentTarget, Object.keys(found)[0]!);
  }

  // Once problems are shown, they follow the typing: a corrected field loses its message at once.
  function onChange(event: FormEvent<HTMLFormElement>) {
    if (!clientErrors && !result?.errors) return;
    const parsed = adminProductSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    setClientErrors(parsed.success ? {} : fieldErrors(parsed.error));
  }

  const label = mode === "add" ? "Add Product" : "Update Product";
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      aria-label={mode === "add" ? "Add product" : "Edit product"}
      className="grid gap-6"
    >
      {serverResult?.notice && !fetcher.data && (
        <Notice tone={serverResult.notice.tone} title={serverResult.notice.title}>
          {serverResult.notice.text}
        </Notice>
      )}
      {errors.form && <FormError>{errors.form}</FormError>}
      <Field
        label="Product Name"
        name="name"
        defaultValue={values.name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={errors.name}
        maxLength={200}
        required
      />
      <TextAreaField
        label="Description"
        name="description"
        rows={4}
        defaultValue={values.description}
        error={errors.description}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <Field
          label="Price (PKR)"
          name="price"
          inputMode="numeric"
          defaultValue={values.price}
          error={errors.price}
          hint="Whole rupees, e.g. 45000"
          required
        />
        <Field
          label="Stock"
          name="stock"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          defaultValue={values.stock}
          error={errors.stock}
          readOnly={stockPerVariant}
          hint={stockPerVariant ? "The sum of its variants' stock: each fabric or size keeps its own." : undefined}
          required
        />
      </div>
      <SelectField
        label="Category"
        name="categoryId"
        defaultValue={values.categoryId}
        error={errors.categoryId}
        required
      >
        <option value="">Select a category</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-6 sm:grid-cols-2">
        <Field
          label="Dimensions"
          name="dimensions"
          defaultValue={values.dimensions}
          error={errors.dimensions}
          placeholder="e.g. 220 × 90 × 85 cm"
        />
        <Field
          label="Materials"
          name="materials"
          defaultValue={values.materials}
          error={errors.materials}
          placeholder="e.g. Sheesham wood, velvet"
        />
      </div>
      <MediaGalleryField
        entries={values.images}
        max={MAX_IMAGES}
        altPlaceholder={name || "The product's name"}
        error={errors.images}
        uploadError={errors.upload}
        formUploads
        onBusyChange={setUploading}
      />
      <div className="flex flex-wrap gap-3 border-t border-line pt-6">
        <Button type="submit" disabled={busy || uploading}>
          {busy ? "Saving…" : label}
        </Button>
        <ButtonLink to="/admin/products" variant="ghost">
          Cancel
        </ButtonLink>
      </div>
    </fetcher.Form>
  );
}

function focusField(form: HTMLFormElement | null, name: string) {
  const field = form?.elements.namedItem(name);
  if (field instanceof HTMLElement) field.focus();
}
