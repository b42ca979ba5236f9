/**
 * The home page's statistics as facts (issue 33, part 6): a figure the shop knows is counted
 * ('48 Premium Products' from the catalogue, 'Design Projects' from the portfolio, 'Years
 * Experience' from the year founded, 'Cities' from the delivery policy), and a typed figure that
 * claims more than the shop has is refused when saved. Pure; the counts come from shop-figures.server.ts.
 */

export const STAT_SOURCES = ["products", "projects", "years", "cities"] as const;
export type StatSource = (typeof STAT_SOURCES)[number];

/** The admin's words for each source, in the statistic's 'Figure' choice. */
export const STAT_SOURCE_LABELS: Record<StatSource, string> = {
  products: "Count the products for sale",
  projects: "Count the portfolio's projects",
  years: "Count the years since the shop was founded",
  cities: "Count the cities the delivery policy names",
};

/** What the shop knows of itself; null where it does not know (no year founded). */
export interface ShopFigures {
  products: number;
  projects: number;
  years: number | null;
  cities: number;
}

export interface StoredStat {
  value: string;
  label: string;
  source: StatSource | "";
}

/** A statistic as a page shows it. */
export interface ShownStat {
  value: string;
  label: string;
}

/** '1,240' (no module-level formatter: a page importing this module only for its loader ships none of it). */
const countText = (value: number) => value.toLocaleString("en-US");

/**
 * The statistics a page shows: a counted one takes the shop's figure, and is left out while that
 * figure is nothing to show (no products yet, no year founded), rather than showing '0' or a guess.
 */
export function shownStats(stats: readonly StoredStat[], figures: ShopFigures): ShownStat[] {
  return stats.flatMap((stat) => {
    if (!stat.source) return [{ value: stat.value, label: stat.label }];
    const figure = figures[stat.source];
    return figure === null || figure <= 0 ? [] : [{ value: countText(figure), label: stat.label }];
  });
}

/** Which figure a typed statistic's label speaks of ('Premium Products' → products), if any. */
export function claimedSource(label: string): StatSource | null {
  if (/\b(products?|pieces?|designs?)\b/i.test(label) && !/\bprojects?\b/i.test(label)) return "products";
  if (/\bprojects?\b/i.test(label)) return "projects";
  if (/\byears?\b/i.test(label)) return "years";
  if (/\bcit(y|ies)\b/i.test(label)) return "cities";
  return null;
}

/** The number a typed figure claims ('500+' → 500, '1,200' → 1200, '15 yrs' → 15), or null for words. */
export function claimedNumber(value: string): number | null {
  const match = /^\s*(\d{1,3}(?:,\d{3})+|\d+)/.exec(value);
  return match ? Number(match[1]!.replaceAll(",", "")) : null;
}

const NOUNS: Record<StatSource, string> = {
  products: "products for sale",
  projects: "projects in its portfolio",
  years: "years since it was founded",
  cities: "cities in its delivery policy",
};

/**
 * Why a typed statistic cannot be saved, or null: one that claims more of something the shop
 * counts than it has ('500+ Premium Products' with 48 for sale). A smaller figure is true and stands.
 */
export function statContradiction(stat: StoredStat, figures: ShopFigures): string | null {
  if (stat.source) return null;
  const source = claimedSource(stat.label);
  const claimed = claimedNumber(stat.value);
  if (!source || claimed === null) return null;
  const actual = figures[source];
  if (actual === null) {
    return "The shop has no founding year: set 'Year founded' in Settings, or leave this figure out.";
  }
  if (claimed <= actual) return null;
  return `The shop has ${countText(actual)} ${NOUNS[source]}: '${stat.value}' claims more. Let the shop count it, or enter at most ${countText(actual)}.`;
}
