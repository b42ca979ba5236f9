import { MAX_UPLOAD_BYTES } from "./media-file";

// The request bodies larger than an ordinary form, in bytes. Browser-safe: a route declares
// its limit in its `handle` (see ~/utils/route-handle), and its action reads the form with it.

/** Room for the multipart boundaries and the other fields around the file. */
export const UPLOAD_FORM_OVERHEAD = 64 * 1024;

/** A picture with the product form (or alone at /admin/uploads). */
export const UPLOAD_LIMIT_BYTES = MAX_UPLOAD_BYTES + UPLOAD_FORM_OVERHEAD;
