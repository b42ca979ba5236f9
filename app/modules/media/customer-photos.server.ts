import { shownFileName } from "~/utils/file-name";
import { customerPhotoMessages, MAX_CUSTOMER_PHOTO_BYTES } from "./customer-photos";
import { processUpload, UploadError, type ProcessedImage } from "./upload.server";

export type PhotosRead = { ok: true; photos: ProcessedImage[] } | { ok: false; error: string };

/** A form's chosen files; a file input left empty sends one nameless, empty entry. */
export function chosenFiles(form: FormData, field = "photos"): File[] {
  return form.getAll(field).filter((value): value is File => typeof value !== "string" && value.size > 0);
}

/**
 * Checks and resizes a customer's photos as product uploads are (real picture formats by their
 * bytes, not their names; turned upright; metadata such as the GPS position stripped), as
 * WebP only: they are shown on a page or two, not across the catalogue. The first refusal names
 * the file; nothing is stored until every photo has passed.
 */
export async function readCustomerPhotos(files: File[], max: number): Promise<PhotosRead> {
  const messages = customerPhotoMessages(max);
  if (files.length > max) return { ok: false, error: messages.tooMany };
  const oversized = files.find((file) => file.size > MAX_CUSTOMER_PHOTO_BYTES);
  if (oversized) return { ok: false, error: messages.tooLarge(shownFileName(oversized.name)) };
  const photos: ProcessedImage[] = [];
  for (const file of files) {
    try {
      photos.push(await processUpload(new Uint8Array(await file.arrayBuffer()), file.name, { formats: ["webp"] }));
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      const name = shownFileName(file.name);
      return {
        ok: false,
        error:
          error.status === 413
            ? messages.tooLarge(name)
            : error.status === 415
              ? messages.notAPicture(name)
              : `${name}: ${error.message}`,
      };
    }
  }
  return { ok: true, photos };
}
