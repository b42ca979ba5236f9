import type { Notice } from "~/components/ui/toaster";
import type { SwatchSnapshot } from "~/db/schema";
import { formatShopDate } from "~/utils/shop-time";

/** What the swatch form's answers say at the top of the form. */
export const swatchNotices = {
  invalid: { tone: "error", title: "Not sent yet", text: "Please check the fields marked below." },
  gone: { tone: "error", title: "Not sent yet", text: "Please choose your swatches again." },
  limit: { tone: "error", title: "Not sent yet", text: "We send at most two sets of swatches a month." },
  rateLimited: {
    tone: "error",
    title: "Not sent yet",
    text: "You have sent the form several times in a short while. Please wait a few minutes and try again, or call us.",
  },
  failed: { tone: "error", title: "Error", text: "Failed to send your request. Please try again." },
} satisfies Record<string, Notice>;

/** Under the swatches, when one chosen is no longer on offer (its product was changed, or the id was not one of ours). */
export const SWATCH_GONE_MESSAGE =
  "One of the swatches you chose is no longer offered. Nothing was sent: please choose from the swatches shown now.";

/**
 * At most two requests a month for one e-mail address or one postal address (either is enough):
 * the day from which the older of the two no longer counts.
 */
export function swatchLimitMessage(again: Date): string {
  return `This e-mail address or this postal address has had two swatch requests in the last 30 days, the most we send. You can ask again from ${formatShopDate(again)}; until then, please call us and we will help.`;
}

/** A stored request as the confirmation shows it. */
export interface SwatchRequestSummary {
  number: string;
  name: string;
  email: string;
  address: string;
  city: string;
  items: SwatchSnapshot[];
}

/** What POST /swatches answers; the page reads it with or without JavaScript. */
export interface SwatchFormResult {
  ok: boolean;
  notice: Notice | null;
  /** The first problem per field ('swatches' for the choice). */
  errors: Record<string, string>;
  /** What was typed, so a refused form keeps it. */
  values: Record<string, string>;
  /** The swatches that were checked, so a refused form keeps them checked. */
  chosen: string[];
  sent?: SwatchRequestSummary;
}
