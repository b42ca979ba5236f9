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

/**
 * The company pages' content and which of its sections the owner has saved (the others still say
 * what the demo invented), from one read of the content row and the settings (for the shop's name
 * in the demo's press releases). One executor for both: inside a transaction on the embedded
 * database, db() would wait for itself.
 */
export async function readCompanyContent(
  executor?: Reader,
): Promise<{ content: CompanyContent; ownSections: Set<CompanySection> }> {
  const reader = executor ?? db();
  const [stored, settings] = await Promise.all([storedContent(reader), getShopSettings(reader)]);
  const value = storedSections(stored);
  return {
    content: companyContentFrom(stored, settings.name),
    ownSections: new Set((Object.keys(COMPANY_SECTIONS) as CompanySection[]).filter((name) => name in value)),
  };
}

/** The story, milestones, press releases and open positions, read on every render (one primary-key lookup). */
export const getCompanyContent = async (executor?: Reader): Promise<CompanyContent> =>
  (await readCompanyContent(executor)).content;

export const saveCompanySection = <Name extends CompanySection>(
  section: Name,
  value: CompanyContent[Name],
  executor?: Parameters<typeof saveContentSection>[2],
) => saveContentSection(section, value, executor);
