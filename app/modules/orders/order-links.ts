/** The order's own page (its confirmation), for the browser that placed it, its customer and the admin. */
export const orderPagePath = (number: string) => `/orders/${number}`;

/** The same page with the secret that opens it for whoever holds the confirmation mail. */
export const orderPageUrl = (origin: string, number: string, accessKey: string) =>
  `${origin}${orderPagePath(number)}?key=${encodeURIComponent(accessKey)}`;

/** Where a delivered order's pieces are reviewed; `key` is the mailed link's (delivered-links.server.ts). */
export const orderReviewPath = (number: string, key?: string | null, productSlug?: string) => {
  const params = new URLSearchParams();
  if (productSlug) params.set("product", productSlug);
  if (key) params.set("key", key);
  const query = params.toString();
  return `/orders/${number}/review${query ? `?${query}` : ""}`;
};

/** Where a return, an exchange or a claim is asked for; `key` is the delivered mail's link or the order page's. */
export const orderClaimPath = (number: string, key?: string | null) =>
  `/orders/${number}/claim${key ? `?key=${encodeURIComponent(key)}` : ""}`;
