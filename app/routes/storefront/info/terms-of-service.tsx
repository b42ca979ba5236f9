import { LegalPage } from "~/modules/content/components/legal-page";
import { termsOfServicePage } from "~/modules/content/pages/terms-of-service";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/terms-of-service";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, termsOfServicePage);

export default function TermsOfService() {
  return <LegalPage page={termsOfServicePage} />;
}
