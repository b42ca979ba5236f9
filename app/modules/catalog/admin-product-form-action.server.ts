import { eq } from "drizzle-orm";
import { data } from "react-router";
import { db } from "~/db/client.server";
import { categories } from "~/db/schema";
import { requireAdmin, type SessionUser } from "~/modules/accounts/session.server";
import { auditActor } from "~/modules/audit/audit.server";
import { ADMIN_UPLOAD_FORM } from "~/modules/media/upload-limits";
import { readFormPictures, type FormPictures } from "~/modules/media/form-uploads.server";
import { UploadError } from "~/modules/media/upload.server";
import { readForm } from "~/utils/form.server";
import { log } from "~/utils/log.server";
import { adminProductSchema, MAX_IMAGES, typedValues } from "./admin-product.schema";
import { fieldErrors } from "~/utils/form-fields";
import { productNotices } from "./admin-product-notices";
import { createProduct, updateProduct } from "./admin-products.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** POST /admin/products/new: the add form (admins only). */
export async function handleProductNew(request: Request) {
  const admin = await requireAdmin(request);
  return handleProductFormAction(request, admin);
}

/** POST /admin/products/:id: the edit form (admins only); an id that is no UUID is a 404, as for the page. */
export async function handleProductEdit(request: Request, id: string) {
  const admin = await requireAdmin(request);
  if (!UUID.test(id)) throw data("Product not found", { status: 404 });
  return handleProductFormAction(request, admin, id.toLowerCase());
}

/**
 * POST of the add or edit form. Everything is checked before anything is
 * written: the fields with the shared schema, the category, and pictures sent
 * with the form (when the browser had no JavaScript to upload them first).
 */
async function handleProductFormAction(request: Request, admin: SessionUser, productId?: string) {
  const failed = productId ? productNotices.updateFailed : productNotices.addFailed;
  const refuse = (errors: Record<string, string>, fields: Record<string, FormDataEntryValue>, status = 400) =>
    data({ notice: failed, errors, values: typedValues(fields) }, { status });

  const form = await readForm(request, ADMIN_UPLOAD_FORM);
  const fields = Object.fromEntries(form);
  const parsed = adminProductSchema.safeParse(fields);
  if (!parsed.success) return refuse(fieldErrors(parsed.error), fields);
  const input = parsed.data;

  const [category] = await db()
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, input.categoryId));
  if (!category) return refuse({ categoryId: "That category no longer exists: please choose another." }, fields);

  let pictures: FormPictures;
  try {
    pictures = await readFormPictures(form, admin.id);
  } catch (error) {
    if (error instanceof UploadError) return refuse({ upload: error.message }, fields, error.status);
    throw error;
  }
  if (input.images.length + pictures.images.length > MAX_IMAGES) {
    return refuse({ images: `A product has at most ${MAX_IMAGES} images.` }, fields);
  }

  const by = auditActor(request, admin);
  try {
    if (!productId) {
      const product = await createProduct(input, by, pictures);
      return { notice: productNotices.added, product };
    }
    if (!(await updateProduct(productId, input, by, pictures))) {
      return data({ notice: failed, errors: { form: "This product no longer exists." } }, { status: 404 });
    }
    return { notice: productNotices.updated };
  } catch (error) {
    log.error("Saving a product failed", { productId, error: String(error) });
    return data({ notice: failed, errors: {}, values: typedValues(fields) }, { status: 500 });
  }
}
