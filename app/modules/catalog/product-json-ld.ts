import type { ProductDetail } from "./product.server";

/**
 * schema.org Product for search engines: price in PKR and availability. The
 * spec's fixed stars are left out on purpose: a rating no customer gave must
 * not be offered to search engines as a review.
 */
export function productJsonLd(product: ProductDetail, origin: string): string {
  const url = new URL(`/furniture/${product.slug}`, origin).href;
  const data = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description ?? undefined,
    sku: product.id,
    url,
    image: product.images.map(
      (image) => new URL(image.startsWith("/images/") ? `${image}?w=1200` : image, origin).href,
    ),
    category: product.categoryName ?? undefined,
    material: product.materials ?? undefined,
    offers: {
      "@type": "Offer",
      url,
      price: String(product.price),
      priceCurrency: "PKR",
      availability: product.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
    },
  };
  // '<' escaped so that no text in a product can close the script element.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
