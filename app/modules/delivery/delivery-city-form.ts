import type { FormLimits } from "~/utils/form-limits";

/**
 * What a post to /delivery-city may carry, declared in the resource route's handle (server/form-body.ts
 * reads it before the action runs): three fields (the city, the page to go back to, and how to
 * answer), a few hundred bytes. The limits leave room for a long path and Urdu letters, and no more.
 */
export const DELIVERY_CITY_FORM: FormLimits = {
  bytes: 8 * 1024,
  fields: 6,
  fieldBytes: 2 * 1024,
  files: 0,
  fileBytes: 0,
};
