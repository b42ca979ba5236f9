import { LegalPage } from "~/modules/content/components/legal-page";
import { scriptlessPage } from "~/components/layout/scriptless";
import { termsOfServicePage } from "~/modules/content/pages/terms-of-service";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/terms-of-service";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, termsOfServicePage);

export default function TermsOfService() {
  return <LegalPage page={termsOfServicePage} />;
}

// Text, pictures and links only: sent without JavaScript.
export const handle = scriptlessPage;
