import { requireAdmin } from "~/modules/accounts/session.server";
import { storeImage } from "~/modules/media/media-store.server";
import {
  MAX_UPLOAD_BYTES,
  processUpload,
  tooLarge,
  UPLOAD_FORM_OVERHEAD,
  UploadError,
} from "~/modules/media/upload.server";
import { BodyTooLargeError, MalformedFormError, readLimitedFormData } from "~/utils/limited-form-data.server";
import type { Route } from "./+types/admin-uploads";

const answer = (body: object, status: number) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/**
 * POST /admin/uploads (multipart, field `file`): an admin's picture, checked
 * by its content, resized to the catalogue widths as WebP and AVIF and stored
 * in the database. Answers { url } or { error } with the status that fits.
 */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request, { api: true });
  if (request.method !== "POST") return answer({ error: "Use POST to upload." }, 405);
  try {
    const form = await readLimitedFormData(request, MAX_UPLOAD_BYTES + UPLOAD_FORM_OVERHEAD);
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) return answer({ error: "Please choose a picture to upload." }, 400);
    if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
    const image = await processUpload(new Uint8Array(await file.arrayBuffer()), file.name);
    return answer({ url: await storeImage(image, admin.id) }, 201);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return answer({ error: tooLarge().message }, 413);
    if (error instanceof MalformedFormError) return answer({ error: "The upload could not be read." }, 400);
    if (error instanceof UploadError) return answer({ error: error.message }, error.status);
    throw error;
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request, { api: true });
  return answer({ error: "Use POST to upload." }, 405);
}
