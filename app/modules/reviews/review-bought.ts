/**
 * What a review says its writer bought of a product sold in options: 'Bought: Velvet, 3-seater',
 * or each variant of an order that held several ('Bought: Velvet, 3-seater; Linen, 2-seater').
 * Null for a product without options: there is nothing to choose, so nothing to say. A file of its
 * own: the product page's reviews draw it, and review-rules.ts would bring the review form's
 * upload rules (and three more script files) onto every product page.
 */
export const boughtText = (labels: readonly string[]): string | null =>
  labels.length > 0 ? `Bought: ${labels.join("; ")}` : null;
