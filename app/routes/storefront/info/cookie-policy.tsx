import { LegalPage } from "~/modules/content/components/legal-page";
import { scriptlessPage } from "~/components/layout/scriptless";
import { cookiePolicyPage } from "~/modules/content/pages/cookie-policy";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/cookie-policy";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, cookiePolicyPage);

export default function CookiePolicy() {
  return <LegalPage page={cookiePolicyPage} />;
}

// Text, pictures and links only: sent without JavaScript.
export const handle = scriptlessPage;
