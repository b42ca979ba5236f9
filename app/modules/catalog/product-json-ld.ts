import { shopCalendar } from "~/utils/shop-time";
import { averageOf } from "~/components/ui/star-rating";
import type { ProductDetail } from "./product.server";
import type { ProductVariantView } from "./variants";

const AVAILABILITY = {
  in_stock: "https://schema.org/InStock",
  made_to_order: "https://schema.org/MadeToOrder",
  sold_out: "https://schema.org/OutOfStock",
} as const;

/** A published review as search engines are told of it. */
export interface JsonLdReview {
  authorName: string;
  rating: number;
  title: string;
  body: string;
  createdAt: Date;
}

/**
 * schema.org Product for search engines: price in PKR and availability, and,
 * only when customers' approved reviews exist, their average and some of them.
 * The spec's fixed stars are never offered: a rating no customer gave must not
 * be given to search engines as a review.
 */
export function productJsonLd(
  /** `sale`: the shown piece's running sale, whose end bounds its price. */
  product: ProductDetail & { sale?: { endsAt: Date } | null },
  origin: string,
  reviews: JsonLdReview[] = [],
  /** A product with options: described as a ProductGroup of its variants, each at its own address. */
  variants: ProductVariantView | null = null,
): string {
  const url = new URL(`/furniture/${product.slug}`, origin).href;
  const group = variants && {
    "@type": "ProductGroup",
    productGroupID: product.slug,
    hasVariant: variants.offers.map((offer) => {
      const address = `${url}?variant=${encodeURIComponent(offer.sku)}`;
      return {
        "@type": "Product",
        sku: offer.sku,
        name: `${product.name} (${offer.label})`,
        url: address,
        offers: {
          "@type": "Offer",
          url: address,
          price: String(offer.price),
          priceCurrency: "PKR",
          availability: AVAILABILITY[offer.availability],
          itemCondition: "https://schema.org/NewCondition",
        },
      };
    }),
  };
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
      // A sale price holds until the sale's last day (a date, as search engines read it).
      ...(product.sale && { priceValidUntil: shopCalendar(product.sale.endsAt).date }),
      availability: product.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
    },
    ...(product.reviewCount > 0 && {
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: averageOf(product.reviewCount, product.ratingTotal),
        reviewCount: product.reviewCount,
        bestRating: 5,
        worstRating: 1,
      },
      review: reviews.map((review) => ({
        "@type": "Review",
        author: { "@type": "Person", name: review.authorName },
        datePublished: review.createdAt.toISOString().slice(0, 10),
        name: review.title,
        reviewBody: review.body,
        reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      })),
    }),
  };
  // A group names its variants' offers; its own 'Product' fields (name, pictures, reviews) stay.
  const described = group ? { ...data, ...group, sku: undefined, offers: undefined } : data;
  // '<' escaped so that no text in a product can close the script element.
  return JSON.stringify(described).replace(/</g, "\\u003c");
}
