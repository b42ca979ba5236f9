/**
 * The catalogue's view as it lives in the URL: search words, category, sort,
 * price range, in-stock only and page. Browser-safe and pure, so the filter
 * form, the pagination links and the server all read the URL the same way.
 * A value that makes no sense is dropped (the view falls back to its default),
 * so a hand-edited or stale link never fails.
 */
import { MAX_PRICE } from "~/utils/money";

export const SORTS = ["relevance", "newest", "price-asc", "price-desc", "name"] as const;
export type CatalogSort = (typeof SORTS)[number];

export const sortLabels: Record<CatalogSort, string> = {
  relevance: "Best match",
  newest: "Newest",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  name: "Name: A to Z",
};

export const PAGE_SIZE = 12;
/**
 * Counting stops here ('10,000+ pieces'): an exact count of a huge catalogue or
 * of a common word costs more than the page itself, and no shopper pages that far.
 */
export const COUNT_CAP = 10_000;
/** Search results are counted to here ('1,000+ results'): a common word matches much of a catalogue. */
export const SEARCH_COUNT_CAP = 1_000;
/** The last page there can be; a larger `?page=` shows it, never a huge offset. */
export const MAX_PAGE = Math.ceil(COUNT_CAP / PAGE_SIZE);
export const MAX_QUERY_LENGTH = 100;

export interface CatalogFilters {
  q: string;
  category: string | null;
  sort: CatalogSort;
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  /** Only pieces a running sale reduces (`sale=on`). */
  onSale: boolean;
  /** Option values chosen ('Fabric: Velvet'), lower-cased; values of one option widen, options narrow. */
  options: OptionChoice[];
  page: number;
}

/** A value of an option, as the URL carries it: `opt=fabric:velvet`. */
export interface OptionChoice {
  name: string;
  value: string;
}

/** At most this many option values in one view: enough for any shopper, a bound for the query. */
export const MAX_OPTION_CHOICES = 8;
// An option's name and value as the variant editor allows them (variant-draft.ts), lower-cased.
const OPTION_WORD = /^[\p{L}\p{N}][\p{L}\p{N} .,'&()/+-]{0,39}$/u;

/** The `opt` values of a URL, each read as `name:value`; one that makes no sense is dropped. */
function parseOptionChoices(values: string[]): OptionChoice[] {
  const seen = new Set<string>();
  const choices: OptionChoice[] = [];
  for (const raw of values) {
    const at = raw.indexOf(":");
    const name = raw.slice(0, at).replace(/\s+/g, " ").trim().toLowerCase();
    const value = raw
      .slice(at + 1)
      .replace(/\s+/g, " ")
      .trim()
      .toLowerCase();
    if (at < 1 || !OPTION_WORD.test(name) || !OPTION_WORD.test(value)) continue;
    const key = `${name}:${value}`;
    if (seen.has(key)) continue;
    seen.add(key);
    choices.push({ name, value });
    if (choices.length === MAX_OPTION_CHOICES) break;
  }
  // One order, so that one view has one URL.
  return choices.sort((a, b) => a.name.localeCompare(b.name) || a.value.localeCompare(b.value));
}

/** The URL's form of a choice. */
export const optionParam = (choice: OptionChoice) => `${choice.name}:${choice.value}`;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function wholeNumber(value: string | null, max: number): number | null {
  if (value === null || !/^\d{1,10}$/.test(value.trim())) return null;
  const number = Number(value.trim());
  return number <= max ? number : null;
}

/** Reads a catalogue URL's query; `category` may come from the path (/furniture/bedroom) instead. */
export function parseCatalogFilters(search: URLSearchParams, pathCategory?: string): CatalogFilters {
  // Cut by characters, not UTF-16 units (no half emoji), and trimmed after the cut.
  const q = Array.from((search.get("q") ?? "").replace(/\s+/g, " ").trim())
    .slice(0, MAX_QUERY_LENGTH)
    .join("")
    .trim();
  const categoryParam = pathCategory ?? search.get("category");
  const category = categoryParam && SLUG.test(categoryParam) ? categoryParam : null;
  const sortParam = search.get("sort");
  const sort = SORTS.find((value) => value === sortParam) ?? (q ? "relevance" : "newest");
  let minPrice = wholeNumber(search.get("min"), MAX_PRICE);
  let maxPrice = wholeNumber(search.get("max"), MAX_PRICE);
  // A reversed range is read the way it was meant.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const page = Math.min(Math.max(wholeNumber(search.get("page"), Number.MAX_SAFE_INTEGER) ?? 1, 1), MAX_PAGE);
  return {
    q,
    category,
    // Relevance means nothing without search words.
    sort: sort === "relevance" && !q ? "newest" : sort,
    minPrice,
    maxPrice,
    inStock: search.get("stock") === "in",
    onSale: search.get("sale") === "on",
    options: parseOptionChoices(search.getAll("opt")),
    page,
  };
}

/**
 * The query string for a view, leaving defaults out so URLs stay short and one
 * view has one URL. `category` is left out when the path already carries it.
 */
export function catalogSearch(filters: CatalogFilters, options: { categoryInPath?: boolean } = {}): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.category && !options.categoryInPath) params.set("category", filters.category);
  const defaultSort = filters.q ? "relevance" : "newest";
  if (filters.sort !== defaultSort) params.set("sort", filters.sort);
  if (filters.minPrice !== null) params.set("min", String(filters.minPrice));
  if (filters.maxPrice !== null) params.set("max", String(filters.maxPrice));
  if (filters.inStock) params.set("stock", "in");
  if (filters.onSale) params.set("sale", "on");
  for (const choice of filters.options) params.append("opt", optionParam(choice));
  if (filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** True when anything narrows the catalogue beyond its category. */
export function isFiltered(filters: CatalogFilters): boolean {
  return Boolean(
    filters.q ||
    filters.minPrice !== null ||
    filters.maxPrice !== null ||
    filters.inStock ||
    filters.onSale ||
    filters.options.length,
  );
}

/** The one URL of a catalogue page for search engines: its path, and its page number past the first. */
export function canonicalCatalogPath(path: string, filters: CatalogFilters): string {
  return filters.page > 1
    ? `${path}${catalogSearch({ ...filters, q: "", minPrice: null, maxPrice: null, inStock: false, onSale: false, options: [], sort: "newest" }, { categoryInPath: true })}`
    : path;
}

/**
 * How many choices of the 'Filter and sort' panel differ from the view's defaults: the category
 * (where the panel offers one), the price range (one choice, however many ends are set), in stock
 * only, each option value chosen, and a sort other than the default. The search words sit outside the
 * panel and are not counted.
 */
export function activeFilterCount(filters: CatalogFilters, options: { withCategory?: boolean } = {}): number {
  const defaultSort = filters.q ? "relevance" : "newest";
  return (
    [
      options.withCategory && filters.category,
      filters.minPrice !== null || filters.maxPrice !== null,
      filters.inStock,
      filters.onSale,
      filters.sort !== defaultSort,
    ].filter(Boolean).length + filters.options.length
  );
}
