/**
 * The sign-up's answer, for the product page's form (and the page a form posted without
 * JavaScript lands on). 'asked' is said the same way for every address (stock-alert-signup).
 */
export type StockAlertResult =
  | { ok: true; email: string }
  | {
      ok: false;
      /** What went wrong, above the fields. */
      message: string;
      errors: Record<string, string>;
      /** The piece can be ordered now: its page. */
      inStockPath?: string;
    };

export const STOCK_ALERT_MESSAGES = {
  invalid: "Please check the highlighted fields.",
  rateLimited: "Too many alerts from this connection. Please wait a few minutes and try again.",
  gone: "This piece is no longer in the shop.",
  inStock: "Good news: this piece is in stock now. You can order it straight away.",
  failed: "Your alert could not be saved. Please try again in a moment.",
} as const;
