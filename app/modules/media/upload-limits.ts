import { ADMIN_FORM, FILE_FORM_OVERHEAD, formWithFiles } from "~/utils/form-limits";
import { MAX_UPLOAD_BYTES } from "./media-file";

// Browser-safe: a route declares these in its `handle` (see ~/utils/form-limits), and its action reads the form with them.

/**
 * An admin's form with pictures (the product and project forms without JavaScript, or
 * /admin/uploads): a gallery's worth of files, each up to the upload limit, together no more
 * than one such picture and the form around it.
 */
export const ADMIN_UPLOAD_FORM = formWithFiles(ADMIN_FORM, 20, MAX_UPLOAD_BYTES, MAX_UPLOAD_BYTES + FILE_FORM_OVERHEAD);
