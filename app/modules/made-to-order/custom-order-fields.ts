/** The fields in the order the form shows them: the first one in error takes the focus. */
export const CUSTOM_ORDER_FIELDS = [
  "name",
  "email",
  "phone",
  "projectType",
  "description",
  "budget",
  "timeline",
  "location",
] as const;
