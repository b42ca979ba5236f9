import { customerPhotoMessages, customerPhotoProblem, MAX_CUSTOMER_PHOTO_BYTES } from "~/modules/media/customer-photos";
import { UPLOAD_FORM_OVERHEAD } from "~/modules/media/upload-limits";

// Browser-safe: the form checks the same limits before it sends anything.

/** Room or reference pictures a request may carry. */
export const MAX_REQUEST_PHOTOS = 6;
/** The largest request body: six photos and the fields around them. */
export const REQUEST_BODY_LIMIT = MAX_REQUEST_PHOTOS * MAX_CUSTOMER_PHOTO_BYTES + UPLOAD_FORM_OVERHEAD;

export const photoMessages = customerPhotoMessages(MAX_REQUEST_PHOTOS);

/** The browser's first look at the chosen files: a message, or null. */
export const photoProblem = (files: { name: string; size: number; type: string }[]) =>
  customerPhotoProblem(files, MAX_REQUEST_PHOTOS);
