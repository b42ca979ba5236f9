import type { Database } from "~/db/client.server";
import type { ImageEntry } from "./image-list";
import { saveImage } from "./media-store.server";
import { processUpload, UploadError, type ProcessedImage } from "./upload.server";

/** Pictures that came with a form (no JavaScript to upload them first), checked and resized, not yet stored. */
export interface FormPictures {
  images: ProcessedImage[];
  uploadedBy: string;
}

/**
 * The files of a form's `upload` field, each checked and resized as an upload
 * is. A refused file throws an UploadError whose message names it, so the
 * admin knows which one to fix; nothing has been stored at that point.
 */
export async function readFormPictures(form: FormData, uploadedBy: string): Promise<FormPictures> {
  const images: ProcessedImage[] = [];
  for (const file of form.getAll("upload")) {
    if (!(file instanceof File) || file.size === 0) continue;
    try {
      images.push(await processUpload(new Uint8Array(await file.arrayBuffer()), file.name));
    } catch (error) {
      if (error instanceof UploadError) throw new UploadError(`${file.name}: ${error.message}`, error.status);
      throw error;
    }
  }
  return { images, uploadedBy };
}

/**
 * Stores the form's pictures in the caller's transaction (so the item and its
 * pictures exist together or not at all) and returns the gallery with them
 * added at the end, alt text blank.
 */
export async function withFormPictures(
  tx: Pick<Database, "insert">,
  entries: ImageEntry[],
  pictures: FormPictures | undefined,
): Promise<ImageEntry[]> {
  if (!pictures || pictures.images.length === 0) return entries;
  const added: ImageEntry[] = [];
  for (const image of pictures.images) added.push({ url: await saveImage(tx, image, pictures.uploadedBy), alt: "" });
  return [...entries, ...added];
}
