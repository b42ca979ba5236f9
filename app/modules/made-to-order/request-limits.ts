import { customerPhotoMessages, customerPhotoProblem, MAX_CUSTOMER_PHOTO_BYTES } from "~/modules/media/customer-photos";
import { formWithFiles, ORDINARY_FORM } from "~/utils/form-limits";

// Browser-safe: the form checks the same limits before it sends anything.

/** Room or reference pictures a request may carry. */
export const MAX_REQUEST_PHOTOS = 6;
/** A request's post: its fields (the form has 11; 20 leaves room) and six photos. */
export const REQUEST_FORM = formWithFiles(
  { ...ORDINARY_FORM, fields: 20 },
  MAX_REQUEST_PHOTOS,
  MAX_CUSTOMER_PHOTO_BYTES,
);

export const photoMessages = customerPhotoMessages(MAX_REQUEST_PHOTOS);

/** The browser's first look at the chosen files: a message, or null. */
export const photoProblem = (files: { name: string; size: number; type: string }[]) =>
  customerPhotoProblem(files, MAX_REQUEST_PHOTOS);
