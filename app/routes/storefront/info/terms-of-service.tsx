import { PageHero } from "~/components/layout/page-hero";
import { InfoPolicy, PolicyUpdated } from "~/modules/content/components/info-policy";
import { termsSections, termsUpdated } from "~/modules/content/pages/terms-of-service";
import { useShopSettings } from "~/modules/settings/use-shop-settings";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/terms-of-service";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Terms of Service",
    description:
      "The terms that apply when you shop with us or use our design services: orders, payment, prices, custom orders, delivery, returns and warranty.",
    path: "/terms-of-service",
  });

export default function TermsOfService() {
  const { name } = useShopSettings();
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title="Terms of Service"
        lead="The plain-language terms that apply when you shop with us, commission a piece or use our design services."
      >
        <PolicyUpdated {...termsUpdated} />
      </PageHero>
      <InfoPolicy
        sections={termsSections(name)}
        contactIntro="Questions about these terms, or about an order?"
        emailSubject="Question about your terms"
      />
    </>
  );
}
