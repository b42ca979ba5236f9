import { inArray } from "drizzle-orm";
import { formValues, succeeded, type AdminActionResult } from "~/components/admin/admin-action";
import { db } from "~/db/client.server";
import { projects } from "~/db/schema";
import { requireAdmin } from "~/modules/accounts/session.server";
import { listCategories } from "~/modules/catalog/catalog.server";
import { auditActor, recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { refuse } from "./content-refusal";
import { shopFigures } from "./shop-figures.server";
import { statContradiction } from "./stat-figures";
import { parseHomeSection, type FormValues } from "./home-content-form";
import { HOME_SECTION_NAMES, type HomeContent, type HomeSection } from "./home-content.schema";
import { getHomeContent, saveHomeSection } from "./home-content.server";
import { sharedPagesChanged } from "~/utils/shared-page-changes.server";
import { handlePartnerAction, isPartnerIntent } from "./partner-action.server";
import { ADMIN_FORM } from "~/utils/form-limits";
import { readForm } from "~/utils/form.server";

export const SECTION_LABELS: Record<HomeSection, string> = {
  hero: "Hero",
  stats: "Statistics",
  collections: "Featured collections",
  services: "Services",
  interiorProjects: "Interior-design projects",
};

const isSection = (intent: string | undefined): intent is HomeSection =>
  HOME_SECTION_NAMES.includes(intent as HomeSection);

/**
 * POST /admin/content (admins only). Each section of the page is its own form, named by its
 * intent ('hero', 'stats', 'collections', 'services', 'interiorProjects', or a partner's add,
 * remove and order). A section is checked whole, then stored with its audit entry in one
 * transaction, or nothing is stored and each field's message comes back. Saving the same
 * values again stores the same and records nothing. The home page reads the row on every
 * render, and a saved change drops the cached pages that show content (sharedPagesChanged), so it shows at once.
 */
export async function handleHomeContentAction(request: Request) {
  const by = auditActor(request, await requireAdmin(request));
  const values = formValues(await readForm(request, ADMIN_FORM));
  const intent = values.intent;
  if (isSection(intent)) return saveSection(intent, values, by);
  if (isPartnerIntent(intent)) return handlePartnerAction(intent, values, by);
  return refuse("unknown", "That request was not understood. Please reload the page and try again.", values);
}

async function saveSection(section: HomeSection, values: FormValues, by: AuditActor) {
  const label = SECTION_LABELS[section];
  const parsed = parseHomeSection(section, values);
  const errors = parsed.success ? await missingChoices(section, parsed.data, parsed.rows) : parsed.errors;
  if (!parsed.success || Object.keys(errors).length > 0) {
    return refuse(section, `${label} not saved. Please correct the fields marked below.`, values, errors);
  }
  await db().transaction(async (tx) => {
    const before = (await getHomeContent(tx))[section];
    await saveHomeSection(section, parsed.data, tx);
    if (JSON.stringify(before) === JSON.stringify(parsed.data)) return;
    await recordAudit(
      by,
      {
        action: "content.home-updated",
        target: { type: "home-content", id: section, label: `Home page: ${label}` },
        changes: { [section]: { before, after: parsed.data } },
      },
      tx,
    );
  });
  sharedPagesChanged("content");
  return {
    intent: section,
    notice: succeeded(
      `${label} saved. The ${section === "interiorProjects" ? "interior-design" : "home"} page shows it now.`,
    ),
  } satisfies AdminActionResult;
}

/**
 * A collection's category and a featured project must exist: one that does not is named on its
 * row; and a typed statistic may not claim more than the shop counts (stat-figures.ts).
 */
async function missingChoices(
  section: HomeSection,
  content: HomeContent[HomeSection],
  rows: number[],
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  if (section === "collections") {
    const chosen = (content as HomeContent["collections"]).map((collection) => collection.category);
    const known = new Set((await listCategories()).map((category) => category.slug));
    chosen.forEach((slug, index) => {
      if (!known.has(slug)) {
        errors[`collections.${rows[index]}.category`] =
          "That category does not exist: please choose one from the list.";
      }
    });
  }
  if (section === "stats") {
    const figures = await shopFigures();
    (content as HomeContent["stats"]).forEach((stat, index) => {
      const contradiction = statContradiction(stat, figures);
      if (contradiction) errors[`stats.${rows[index]}.value`] = contradiction;
    });
  }
  if (section === "interiorProjects") {
    const chosen = content as HomeContent["interiorProjects"];
    if (chosen.length === 0) return errors;
    const found = await db().select({ slug: projects.slug }).from(projects).where(inArray(projects.slug, chosen));
    const known = new Set(found.map((row) => row.slug));
    chosen.forEach((slug, index) => {
      if (!known.has(slug)) {
        errors[`interiorProjects.${rows[index]}`] =
          "That project is not in the portfolio: please choose one from the list.";
      }
    });
  }
  return errors;
}
