import { formValues } from "~/components/admin/admin-action";
import { SECTION_LABELS } from "./home-content-action.server";
import { parseHomeSection, postsSection } from "./home-content-form";
import type { HomeContent } from "./home-content.schema";
import { getHomeContent } from "./home-content.server";

const PREVIEWED = ["hero", "stats", "collections", "services"] as const;

/**
 * The home page's content with the drafts sent by /admin/content's Preview, checked by the
 * same rules as a save but never stored. A section sent with errors shows as saved, and is
 * named, so the preview never shows what a save would refuse.
 */
export async function previewHomeContent(form: FormData): Promise<{ content: HomeContent; refused: string[] }> {
  const values = formValues(form);
  const content = { ...(await getHomeContent()) };
  const refused: string[] = [];
  for (const section of PREVIEWED) {
    if (!postsSection(section, values)) continue;
    const parsed = parseHomeSection(section, values);
    if (parsed.success) Object.assign(content, { [section]: parsed.data });
    else refused.push(SECTION_LABELS[section]);
  }
  return { content, refused };
}
