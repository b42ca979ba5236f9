/** The order's own page (its confirmation), for the browser that placed it, its customer and the admin. */
export const orderPagePath = (number: string) => `/orders/${number}`;

/** The same page with the secret that opens it for whoever holds the confirmation mail. */
export const orderPageUrl = (origin: string, number: string, accessKey: string) =>
  `${origin}${orderPagePath(number)}?key=${encodeURIComponent(accessKey)}`;
