import { data, redirect } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { requireAdmin } from "~/modules/accounts/session.server";
import { DECOR_MISSING, decorListHref } from "~/modules/catalog/admin-decor";
import { getDecorCategory } from "~/modules/catalog/admin-decor.server";
import type { Route } from "./+types/decor";

export const meta: Route.MetaFunction = () => [
  { title: "Home Decor · Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

/**
 * /admin/decor: one list for décor items. They are products of the category
 * whose slug is 'decor' (DECISIONS.md), so the tab is the Products list
 * filtered to it, with its edit, delete and 'Add Product' (which then
 * preselects the category). Only when there is no such category does this
 * page show itself: the spec's notice and the way to make one.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const category = await getDecorCategory();
  if (category) throw redirect(decorListHref(category.id));
  return data(null, { headers: { "Cache-Control": "private, no-store" } });
}

export default function AdminDecor() {
  return (
    <Notice tone="error" title="No décor category">
      <p>{DECOR_MISSING}</p>
      <ButtonLink to="/admin/categories" variant="outline" size="sm" className="mt-3">
        Go to Categories
      </ButtonLink>
    </Notice>
  );
}
