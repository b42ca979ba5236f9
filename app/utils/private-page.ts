/**
 * The headers of a page opened by a private key in its address (an order's, a review's, a
 * custom request's, a consultation's link): never kept by a browser or a proxy, and never sent
 * on in a Referer beyond the shop's origin ('strict-origin': a link followed from it to another
 * site tells that site the shop's address, never the path with its key).
 *
 * Not 'no-referrer': Chromium posts a form from such a page with 'Origin: null', which the
 * shop's CSRF check (server/origin-check.ts) and React Router's rightly refuse, so every form
 * of these pages failed as a plain post, before or without JavaScript (issue 33, part 8).
 */
export const PRIVATE_PAGE_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "strict-origin",
} as const;
