import { LegalPage } from "~/modules/content/components/legal-page";
import { scriptlessPage } from "~/components/layout/scriptless";
import { termsOfServicePage } from "~/modules/content/pages/terms-of-service";
import { withConsultationPrices } from "~/modules/settings/consultation-fees";
import { useShopSettings } from "~/modules/settings/use-shop-settings";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/terms-of-service";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, termsOfServicePage);

export default function TermsOfService() {
  // The consultation prices are the settings' (issue 33, part 4), filled in where the terms name them.
  const { consultationFees } = useShopSettings();
  return <LegalPage page={withConsultationPrices(termsOfServicePage, consultationFees)} />;
}

// Text, pictures and links only: sent without JavaScript.
export const handle = scriptlessPage;
