/**
 * The information pages, one route file each under routes/storefront/info/.
 * Listed once: the route table mounts them and the page cache shares them.
 */
export const infoPages = [
  "about",
  "our-story",
  "careers",
  "sustainability",
  "press",
  "support",
  "care-guide",
  "warranty",
  "shipping",
  "returns",
  "contact",
  "privacy-policy",
  "terms-of-service",
  "cookie-policy",
] as const;
