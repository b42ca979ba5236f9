import { PageHero } from "~/components/layout/page-hero";
import { useShopSettings } from "~/modules/settings/use-shop-settings";
import { InfoPolicy, type PolicySection } from "./info-policy";

/**
 * One legal page's content (privacy policy, terms, cookie policy). `title`, `description` and
 * `path` are also the page's meta: pass the record to `pageMeta` as it is.
 */
export interface LegalPageData {
  title: string;
  /** The meta description. */
  description: string;
  path: string;
  eyebrow: string;
  lead: string;
  /** When the text was last revised, shown under the hero. */
  updated: { dateTime: string; label: string };
  /** The page's sections; `name` is the shop's name from settings. */
  sections: (name: string) => readonly PolicySection[];
  /** The first sentence of the closing "Contact us" section. */
  contactIntro: string;
  emailSubject: string;
}

/** The "Last updated" line shown under a policy page's hero. */
function PolicyUpdated({ dateTime, label }: { dateTime: string; label: string }) {
  return (
    <p className="mt-6 text-sm font-semibold text-espresso">
      Last updated: <time dateTime={dateTime}>{label}</time>
    </p>
  );
}

/** A legal page: the hero with its "Last updated" line, then the policy text with its index. */
export function LegalPage({ page }: { page: LegalPageData }) {
  const { name } = useShopSettings();
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} lead={page.lead}>
        <PolicyUpdated {...page.updated} />
      </PageHero>
      <InfoPolicy sections={page.sections(name)} contactIntro={page.contactIntro} emailSubject={page.emailSubject} />
    </>
  );
}
