import { db } from "~/db/client.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import { defaultCompanyContent } from "./company-content.defaults";
import { sectionsFrom, storedSections } from "./content-sections";
import { COMPANY_SECTIONS, type CompanyContent, type CompanySection } from "./company-content.schema";
import { saveContentSection, storedContent } from "./home-content.server";

type Reader = Parameters<typeof storedContent>[0];

/**
 * The company pages' content from a stored row: a section never saved, or no longer passing its
 * schema (edited by hand in the database), is the demo's; a saved empty list stays empty (the
 * owner removed it). Pure, so the setup checklist and the tests read it the same way.
 */
export const companyContentFrom = (stored: unknown, shopName: string): CompanyContent =>
  sectionsFrom(COMPANY_SECTIONS, defaultCompanyContent(shopName), stored);

/** The story, milestones, press releases and open positions, read on every render (one primary-key lookup). */
export async function getCompanyContent(executor?: Reader): Promise<CompanyContent> {
  // One executor for both: inside a transaction on the embedded database, db() would wait for itself.
  const reader = executor ?? db();
  const [stored, settings] = await Promise.all([storedContent(reader), getShopSettings(reader)]);
  return companyContentFrom(stored, settings.name);
}

/** Which sections the owner has saved at least once (the others still say what the demo invented). */
export async function savedCompanySections(executor?: Reader): Promise<Set<CompanySection>> {
  const value = storedSections(await storedContent(executor ?? db()));
  return new Set((Object.keys(COMPANY_SECTIONS) as CompanySection[]).filter((name) => name in value));
}

export const saveCompanySection = <Name extends CompanySection>(
  section: Name,
  value: CompanyContent[Name],
  executor?: Parameters<typeof saveContentSection>[2],
) => saveContentSection(section, value, executor);
