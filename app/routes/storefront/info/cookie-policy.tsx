import { PageHero } from "~/components/layout/page-hero";
import { InfoPolicy, PolicyUpdated } from "~/modules/content/components/info-policy";
import { cookieSections, cookiesUpdated } from "~/modules/content/pages/cookie-policy";
import { useShopSettings } from "~/modules/settings/use-shop-settings";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/cookie-policy";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Cookie Policy",
    description:
      "We use only essential cookies and session storage: no advertising cookies, no third-party trackers. Here is exactly what we store and why.",
    path: "/cookie-policy",
  });

export default function CookiePolicy() {
  const { name } = useShopSettings();
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title="Cookie Policy"
        lead="We keep it simple: only the cookies and browser storage the website needs to work, and no advertising trackers."
      >
        <PolicyUpdated {...cookiesUpdated} />
      </PageHero>
      <InfoPolicy
        sections={cookieSections(name)}
        contactIntro="Questions about cookies or how we use your information?"
        emailSubject="Question about cookies"
      />
    </>
  );
}
