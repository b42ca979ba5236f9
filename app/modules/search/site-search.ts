/**
 * What the header's predictive search shows while a shopper types, and what /search lists in
 * full: products, categories and portfolio projects, each with the address it leads to.
 * Shared by the server (which fills it) and the browser (which reads /search/suggest).
 */
export interface ProductSuggestion {
  kind: "product";
  href: string;
  name: string;
  price: number;
  image: string | null;
  imageAlt: string;
  categoryName: string | null;
}

export interface CategorySuggestion {
  kind: "category";
  href: string;
  name: string;
}

export interface ProjectSuggestion {
  kind: "project";
  href: string;
  name: string;
  location: string | null;
}

export type Suggestion = ProductSuggestion | CategorySuggestion | ProjectSuggestion;

export interface Suggestions {
  query: string;
  products: ProductSuggestion[];
  categories: CategorySuggestion[];
  projects: ProjectSuggestion[];
}

/** Fewer than this many characters suggest nothing: one letter matches half the shop. */
export const MIN_SUGGEST_LENGTH = 2;

/** The header's list stays short enough for a phone's screen with its keyboard open. */
export const SUGGEST_LIMITS = { products: 5, categories: 3, projects: 3 } as const;

/** The full results page's address for a query (the header form's plain GET lands there too). */
export function searchPagePath(query: string): string {
  return query ? `/search?${new URLSearchParams({ q: query })}` : "/search";
}

/** Letters without their accents, lowercased: 'Décor' is found by 'decor'. */
export function foldAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}
