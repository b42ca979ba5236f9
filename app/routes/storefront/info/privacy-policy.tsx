import { PageHero } from "~/components/layout/page-hero";
import { InfoPolicy, PolicyUpdated } from "~/modules/content/components/info-policy";
import { privacySections, privacyUpdated } from "~/modules/content/pages/privacy-policy";
import { useShopSettings } from "~/modules/settings/use-shop-settings";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Privacy Policy",
    description:
      "What personal information we collect when you shop or use our design services, how we use and protect it, who we share it with and your choices.",
    path: "/privacy-policy",
  });

export default function PrivacyPolicy() {
  const { name } = useShopSettings();
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title="Privacy Policy"
        lead="Your home is personal, and so is the information you share with us to furnish it. Here is what we collect, why, and how we look after it."
      >
        <PolicyUpdated {...privacyUpdated} />
      </PageHero>
      <InfoPolicy
        sections={privacySections(name)}
        contactIntro="Questions about your personal information, or a request to see, correct or delete it?"
        emailSubject="Privacy request"
      />
    </>
  );
}
