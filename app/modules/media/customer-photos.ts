import { shownFileName } from "~/utils/file-name";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL } from "./media-file";

// Browser-safe: a form checks the same limits before it sends anything. Customers send photos
// with a custom request (up to 6) and with a review (up to 3); the rules are the same.

/** Each photo as large as a product upload: a phone photo is 2-6 MB. */
export const MAX_CUSTOMER_PHOTO_BYTES = MAX_UPLOAD_BYTES;

/** The messages a form shows for a set of at most `max` photos. */
export function customerPhotoMessages(max: number) {
  return {
    tooMany: `Please choose at most ${max} photos.`,
    tooLarge: (name: string) => `${name} is too large: each photo may be up to ${MAX_UPLOAD_LABEL}.`,
    notAPicture: (name: string) => `${name} is not a JPEG, PNG, WebP or AVIF picture.`,
  } as const;
}

const PICTURE_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/avif"]);

/** The browser's first look at the chosen files (the server checks their bytes again): a message, or null. */
export function customerPhotoProblem(
  files: { name: string; size: number; type: string }[],
  max: number,
): string | null {
  const messages = customerPhotoMessages(max);
  if (files.length > max) return messages.tooMany;
  const large = files.find((file) => file.size > MAX_CUSTOMER_PHOTO_BYTES);
  if (large) return messages.tooLarge(shownFileName(large.name));
  const other = files.find((file) => file.type !== "" && !PICTURE_TYPES.has(file.type));
  return other ? messages.notAPicture(shownFileName(other.name)) : null;
}
