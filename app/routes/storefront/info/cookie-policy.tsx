import { LegalPage } from "~/modules/content/components/legal-page";
import { cookiePolicyPage } from "~/modules/content/pages/cookie-policy";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/cookie-policy";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, cookiePolicyPage);

export default function CookiePolicy() {
  return <LegalPage page={cookiePolicyPage} />;
}
