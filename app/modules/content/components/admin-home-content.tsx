import type { AdminActionResult } from "~/components/admin/admin-action";
import { AdminActionNotice } from "~/components/admin/admin-panel";
import { formFromHomeContent } from "../home-content-form";
import type { HomeContent, HomeSection } from "../home-content.schema";
import { CollectionsSection } from "./admin-collections-section";
import { HeroSection, ServicesSection, StatsSection } from "./admin-home-text-sections";
import { InteriorProjectsSection } from "./admin-interior-projects-section";
import { PartnersSection, type AdminPartner } from "./admin-partners";

export interface AdminHomeContentData {
  content: HomeContent;
  categories: { name: string; slug: string }[];
  projects: { slug: string; title: string; location: string | null }[];
  partners: AdminPartner[];
}

/**
 * /admin/content: the home page's sections and the interior-design page's projects, each its own
 * form. A section's fields are drawn afresh when its saved content changes (its version), so
 * after a save they show what was stored: a removed collection goes, a spare row comes back.
 */
export function AdminHomeContent({
  data,
  outcome,
  shopTagline,
}: {
  data: AdminHomeContentData;
  outcome?: AdminActionResult;
  shopTagline: string;
}) {
  const saved = formFromHomeContent(data.content);
  const version = (section: HomeSection) => JSON.stringify(data.content[section]);
  return (
    <div className="grid gap-6">
      <div>
        <h2 className="text-3xl font-medium sm:text-4xl">Home page content</h2>
        <p className="mt-2 max-w-3xl text-muted">
          What the home page and the interior-design page say. Each section is saved on its own and shows on the shop at
          once; Preview opens the home page with your unsaved changes in a new tab.
        </p>
      </div>
      <AdminActionNotice result={outcome} />
      <HeroSection version={version("hero")} saved={saved} outcome={outcome} shopTagline={shopTagline} />
      <StatsSection version={version("stats")} saved={saved} outcome={outcome} />
      <CollectionsSection
        version={version("collections")}
        saved={saved}
        outcome={outcome}
        categories={data.categories}
      />
      <ServicesSection version={version("services")} saved={saved} outcome={outcome} />
      <PartnersSection partners={data.partners} outcome={outcome} />
      <InteriorProjectsSection
        version={version("interiorProjects")}
        saved={saved}
        outcome={outcome}
        projects={data.projects}
      />
    </div>
  );
}
