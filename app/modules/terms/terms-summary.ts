import { returnPhrase } from "./return-terms";
import { longestTerm, warrantyPhrase, type WarrantyTerm } from "./warranty-parts";

/** '30-day returns · 5-year frame warranty': the product page's line and the admin's gist. */
export function termsSummary(returnDays: number, warranty: readonly WarrantyTerm[]): string {
  const longest = longestTerm(warranty);
  return longest ? `${returnPhrase(returnDays)} · ${warrantyPhrase(longest)}` : returnPhrase(returnDays);
}
