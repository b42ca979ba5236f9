import { MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL } from "~/modules/media/media-file";
import { UPLOAD_FORM_OVERHEAD } from "~/modules/media/upload-limits";

// Browser-safe: the form checks the same limits before it sends anything.

/** Room or reference pictures a request may carry. */
export const MAX_REQUEST_PHOTOS = 6;
/** Each as large as a product upload: a phone photo is 2-6 MB. */
export const MAX_REQUEST_PHOTO_BYTES = MAX_UPLOAD_BYTES;
/** The largest request body: six photos and the fields around them. */
export const REQUEST_BODY_LIMIT = MAX_REQUEST_PHOTOS * MAX_REQUEST_PHOTO_BYTES + UPLOAD_FORM_OVERHEAD;

export const photoMessages = {
  tooMany: `Please choose at most ${MAX_REQUEST_PHOTOS} photos.`,
  tooLarge: (name: string) => `${name} is too large: each photo may be up to ${MAX_UPLOAD_LABEL}.`,
  notAPicture: (name: string) => `${name} is not a JPEG, PNG, WebP or AVIF picture.`,
  bodyTooLarge: `The photos are too large together: at most ${MAX_REQUEST_PHOTOS} photos of ${MAX_UPLOAD_LABEL} each.`,
} as const;

/** A file name as a message may quote it: one line, not too long. */
export function shownFileName(name: string): string {
  const line = name.replace(/\p{Cc}+/gu, " ").trim() || "That file";
  return line.length > 60 ? `${line.slice(0, 57)}...` : line;
}

const PICTURE_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/avif"]);

/** The browser's first look at the chosen files (the server checks their bytes again): a message, or null. */
export function photoProblem(files: { name: string; size: number; type: string }[]): string | null {
  if (files.length > MAX_REQUEST_PHOTOS) return photoMessages.tooMany;
  const large = files.find((file) => file.size > MAX_REQUEST_PHOTO_BYTES);
  if (large) return photoMessages.tooLarge(shownFileName(large.name));
  const other = files.find((file) => file.type !== "" && !PICTURE_TYPES.has(file.type));
  return other ? photoMessages.notAPicture(shownFileName(other.name)) : null;
}
