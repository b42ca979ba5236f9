import { eq } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import { db } from "~/db/client.server";
import { categories } from "~/db/schema";
import type { SessionUser } from "~/modules/accounts/session.server";
import {
  MAX_UPLOAD_BYTES,
  processUpload,
  tooLarge,
  UPLOAD_FORM_OVERHEAD,
  UploadError,
} from "~/modules/media/upload.server";
import { BodyTooLargeError, readLimitedFormData } from "~/utils/limited-form-data.server";
import { log } from "~/utils/log.server";
import { adminProductSchema, MAX_IMAGES, typedValues } from "./admin-product.schema";
import { fieldErrors } from "~/utils/form-fields";
import { productNotices } from "./admin-product-notices";
import {
  createProduct,
  removeProduct,
  setProductActive,
  updateProduct,
  type FormUpload,
} from "./admin-products.server";
import { IMPORT_MAX_BYTES, IMPORT_MAX_LABEL, parseImportFile } from "./product-import";
import { importProducts } from "./product-import.server";

const rowIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("toggle"), productId: z.uuid(), active: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("delete"), productId: z.uuid() }),
]);

/** POST /admin/products: a row's Activate/Deactivate or Delete, or the JSON import. */
export async function handleProductListAction(request: Request) {
  let form: FormData;
  try {
    form = await readLimitedFormData(request, IMPORT_MAX_BYTES + UPLOAD_FORM_OVERHEAD);
  } catch (error) {
    const message =
      error instanceof BodyTooLargeError
        ? `The file is too large: the limit is ${IMPORT_MAX_LABEL}.`
        : "The form could not be read.";
    return data(
      { notice: productNotices.importFailed(message) },
      { status: error instanceof BodyTooLargeError ? 413 : 400 },
    );
  }
  if (form.get("intent") === "import") return importFile(form.get("file"));

  const parsed = rowIntent.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const notice = form.get("intent") === "delete" ? productNotices.deleteFailed : productNotices.statusFailed;
    return data({ notice }, { status: 400 });
  }
  if (parsed.data.intent === "toggle") {
    const done = await setProductActive(parsed.data.productId, parsed.data.active === "true");
    return done
      ? { notice: productNotices.statusUpdated }
      : data({ notice: productNotices.statusFailed }, { status: 404 });
  }
  const outcome = await removeProduct(parsed.data.productId);
  if (!outcome) return data({ notice: productNotices.deleteFailed, outcome }, { status: 404 });
  return { notice: outcome === "archived" ? productNotices.archived : productNotices.deleted, outcome };
}

async function importFile(file: FormDataEntryValue | null) {
  if (!(file instanceof File) || file.size === 0) {
    return data({ notice: productNotices.importFailed("Please choose a JSON file to import.") }, { status: 400 });
  }
  if (file.size > IMPORT_MAX_BYTES) {
    return data(
      { notice: productNotices.importFailed(`The file is too large: the limit is ${IMPORT_MAX_LABEL}.`) },
      { status: 413 },
    );
  }
  const parsed = parseImportFile(await file.text());
  if (!parsed.ok) return data({ notice: productNotices.importFailed(parsed.message) }, { status: 400 });
  const report = await importProducts(parsed.items);
  return { notice: productNotices.imported(report.imported, report.failures.length), report };
}

/**
 * POST of the add or edit form. Everything is checked before anything is
 * written: the fields with the shared schema, the category, and a picture sent
 * with the form (when the browser had no JavaScript to upload it first).
 */
export async function handleProductFormAction(request: Request, admin: SessionUser, productId?: string) {
  const failed = productId ? productNotices.updateFailed : productNotices.addFailed;
  const refuse = (errors: Record<string, string>, fields: Record<string, FormDataEntryValue>, status = 400) =>
    data({ notice: failed, errors, values: typedValues(fields) }, { status });

  let form: FormData;
  try {
    form = await readLimitedFormData(request, MAX_UPLOAD_BYTES + UPLOAD_FORM_OVERHEAD);
  } catch (error) {
    const message = error instanceof BodyTooLargeError ? tooLarge().message : "The form could not be read.";
    return refuse({ upload: message }, {}, error instanceof BodyTooLargeError ? 413 : 400);
  }
  const fields = Object.fromEntries(form);
  const parsed = adminProductSchema.safeParse(fields);
  if (!parsed.success) return refuse(fieldErrors(parsed.error), fields);
  const input = parsed.data;

  const [category] = await db()
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, input.categoryId));
  if (!category) return refuse({ categoryId: "That category no longer exists: please choose another." }, fields);

  let upload: FormUpload | undefined;
  const file = form.get("upload");
  if (file instanceof File && file.size > 0) {
    if (input.images.length >= MAX_IMAGES)
      return refuse({ images: `A product has at most ${MAX_IMAGES} images.` }, fields);
    try {
      upload = {
        image: await processUpload(new Uint8Array(await file.arrayBuffer()), file.name),
        uploadedBy: admin.id,
      };
    } catch (error) {
      if (error instanceof UploadError) return refuse({ upload: error.message }, fields, error.status);
      throw error;
    }
  }

  try {
    if (!productId) {
      const product = await createProduct(input, upload);
      return { notice: productNotices.added, product };
    }
    if (!(await updateProduct(productId, input, upload))) {
      return data({ notice: failed, errors: { form: "This product no longer exists." } }, { status: 404 });
    }
    return { notice: productNotices.updated };
  } catch (error) {
    log.error("Saving a product failed", { productId, error: String(error) });
    return data({ notice: failed, errors: {}, values: typedValues(fields) }, { status: 500 });
  }
}
