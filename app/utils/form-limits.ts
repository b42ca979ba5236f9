/**
 * What a form post may carry, counted as it is read (server/form-body.ts), so that no body
 * makes the shop read or parse more than the form it was written for: the whole body in
 * bytes, its text fields and the bytes of each, its files and the bytes of each. Browser-safe:
 * a route declares its limits in its `handle` (FormHandle), beside its action.
 */
export interface FormLimits {
  bytes: number;
  fields: number;
  fieldBytes: number;
  files: number;
  fileBytes: number;
}

/** What a route module's `handle` may declare for the host: the limits of its action's form. */
export interface FormHandle {
  form: FormLimits;
}

const KB = 1024;

/**
 * Every ordinary form of the storefront (the longest, a custom request, has 20 fields) and
 * every post of someone who is not an admin, whatever the route: no files, 60 fields,
 * 64 KB a field, 256 KB in all (a review's text is 3,000 characters, an address 500).
 */
export const ORDINARY_FORM: FormLimits = { bytes: 256 * KB, fields: 60, fieldBytes: 64 * KB, files: 0, fileBytes: 0 };

/**
 * An admin's ordinary form, once the session is an admin's: a bulk action names up to a
 * page of products, the delivery policy lists every city of its zones, a calendar its holidays.
 */
export const ADMIN_FORM: FormLimits = { ...ORDINARY_FORM, fields: 2_000, fieldBytes: 256 * KB };

/** Room for the multipart boundaries and the other fields around a form's files. */
export const FILE_FORM_OVERHEAD = 64 * KB;

/** A form with up to `files` files of `fileBytes` each, and its text fields. */
export function formWithFiles(base: FormLimits, files: number, fileBytes: number, bytes?: number): FormLimits {
  return { ...base, files, fileBytes, bytes: bytes ?? files * fileBytes + FILE_FORM_OVERHEAD };
}

/** '8 MB', '256 KB': a limit as a message names it. */
export const byteLabel = (bytes: number) =>
  bytes >= 1024 * KB ? `${Math.floor(bytes / (1024 * KB))} MB` : `${Math.floor(bytes / KB)} KB`;
