import { requireAdmin } from "~/modules/accounts/session.server";
import { auditActor, recordAudit } from "~/modules/audit/audit.server";
import { readForm } from "~/utils/form.server";
import { MAX_UPLOAD_BYTES } from "~/modules/media/media-file";
import { storeImage } from "~/modules/media/media-store.server";
import { ADMIN_UPLOAD_FORM } from "~/modules/media/upload-limits";
import { processUpload, tooLarge, UploadError } from "~/modules/media/upload.server";

/** The uploads resource's JSON answers, never cached. */
export const uploadAnswer = (body: object, status: number) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/**
 * POST /admin/uploads (multipart, field `file`; admins only, others get 403):
 * an admin's picture, checked by its content, resized to the catalogue widths
 * as WebP and AVIF and stored in the database. Answers { url } or { error }
 * with the status that fits.
 */
export async function handleAdminUpload(request: Request) {
  const admin = await requireAdmin(request, { api: true });
  if (request.method !== "POST") return uploadAnswer({ error: "Use POST to upload." }, 405);
  try {
    const form = await readForm(request, ADMIN_UPLOAD_FORM);
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) {
      return uploadAnswer({ error: "Please choose a picture to upload." }, 400);
    }
    if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
    const image = await processUpload(new Uint8Array(await file.arrayBuffer()), file.name);
    const url = await storeImage(image, admin.id);
    const target = { type: "image", id: url, label: file.name.slice(0, 200) };
    await recordAudit(auditActor(request, admin), { action: "upload.created", target });
    return uploadAnswer({ url }, 201);
  } catch (error) {
    if (error instanceof UploadError) return uploadAnswer({ error: error.message }, error.status);
    throw error;
  }
}
