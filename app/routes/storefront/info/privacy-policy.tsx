import { LegalPage } from "~/modules/content/components/legal-page";
import { scriptlessPage } from "~/components/layout/scriptless";
import { privacyPolicyPage } from "~/modules/content/pages/privacy-policy";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, privacyPolicyPage);

export default function PrivacyPolicy() {
  return <LegalPage page={privacyPolicyPage} />;
}

// Text, pictures and links only: sent without JavaScript.
export const handle = scriptlessPage;
