import { processUpload, UploadError, type ProcessedImage } from "~/modules/media/upload.server";
import { MAX_REQUEST_PHOTO_BYTES, MAX_REQUEST_PHOTOS, photoMessages, shownFileName } from "./request-limits";

export type PhotosRead = { ok: true; photos: ProcessedImage[] } | { ok: false; error: string };

/** The form's chosen files; a file input left empty sends one nameless, empty entry. */
export function chosenFiles(form: FormData): File[] {
  return form.getAll("photos").filter((value): value is File => typeof value !== "string" && value.size > 0);
}

/**
 * Checks and resizes a request's photos as product uploads are (real picture formats by their
 * bytes, not their names; turned upright; metadata such as the GPS position stripped), as
 * WebP only: they are shown on two pages, not across the catalogue. The first refusal names
 * the file; nothing is stored until every photo has passed.
 */
export async function readRequestPhotos(files: File[]): Promise<PhotosRead> {
  if (files.length > MAX_REQUEST_PHOTOS) return { ok: false, error: photoMessages.tooMany };
  const oversized = files.find((file) => file.size > MAX_REQUEST_PHOTO_BYTES);
  if (oversized) return { ok: false, error: photoMessages.tooLarge(shownFileName(oversized.name)) };
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
            ? photoMessages.tooLarge(name)
            : error.status === 415
              ? photoMessages.notAPicture(name)
              : `${name}: ${error.message}`,
      };
    }
  }
  return { ok: true, photos };
}
