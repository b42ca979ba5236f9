import type { CompanyContent, CompanySection } from "./company-content.schema";
import { defaultHomeContent } from "./home";
import type { StoredStat } from "./stat-figures";

/** The demo's founding year (the spec's 'founded in 2009'). */
export const DEMO_FOUNDED_YEAR = "2009";

/** What the checklist reads to tell the demo's inventions from the owner's words. */
export interface DemoInventionFacts {
  foundedYear: string;
  /** The company pages' sections the owner has saved (the others still show the demo's). */
  ownSections: ReadonlySet<CompanySection>;
  company: CompanyContent;
  homeStats: readonly StoredStat[];
  /** Client logos that are still the demo's own (shipped under /partners/). */
  demoPartners: number;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * What the demo invented about the business and the shop still says (issue 33, part 6), for the
 * setup checklist's 'replace or remove' step: each with where it is changed. The founding year
 * counts as the owner's once they saved the story that tells it (a shop truly founded in 2009
 * keeps the year and says so by saving its own story).
 */
export function demoInventions(facts: DemoInventionFacts): string[] {
  const { ownSections, company } = facts;
  const left: string[] = [];
  const demoSection = (section: CompanySection) => !ownSections.has(section);
  if (facts.foundedYear === DEMO_FOUNDED_YEAR && demoSection("story")) left.push("the founding year 2009 (Settings)");
  if (demoSection("story") && (company.story.paragraphs.length > 0 || company.story.quote)) {
    left.push("the story and the founders' quote (Company pages)");
  }
  if (demoSection("milestones") && company.milestones.length > 0) {
    left.push(`${plural(company.milestones.length, "milestone")} (Company pages)`);
  }
  if (demoSection("press") && company.press.length > 0) {
    left.push(`${plural(company.press.length, "press release")} (Company pages)`);
  }
  if (demoSection("positions") && company.positions.length > 0) {
    left.push(`${plural(company.positions.length, "open position")} (Company pages)`);
  }
  const demoTyped = defaultHomeContent.stats.filter((stat) => !stat.source);
  for (const stat of facts.homeStats) {
    if (!stat.source && demoTyped.some((demo) => demo.value === stat.value && demo.label === stat.label)) {
      left.push(`the figure '${stat.value} ${stat.label}' (Home page content)`);
    }
  }
  if (facts.demoPartners > 0) left.push(`${plural(facts.demoPartners, "client logo")} (Home page content)`);
  return left;
}
