// Browser-safe constants and types of the quote form (the schema itself is in quote.schema.ts).
export type { QuoteLine } from "~/db/schema/made-to-order";

/** Rows the quote form offers; blank ones are left out. */
export const QUOTE_FORM_ROWS = 6;
