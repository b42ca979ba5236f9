import { data } from "react-router";
import type { AdminActionResult } from "~/components/admin/admin-action";
import { AdminDeleteDialog } from "~/components/admin/admin-delete-dialog";
import { requireAdmin } from "~/modules/accounts/session.server";
import { listCategories } from "~/modules/catalog/catalog.server";
import { AdminHomeContent } from "~/modules/content/components/admin-home-content";
import { handleHomeContentAction } from "~/modules/content/home-content-action.server";
import { getHomeContent, portfolioChoices } from "~/modules/content/home-content.server";
import { listPartners } from "~/modules/content/partners.server";
import { useShopSettings } from "~/modules/settings/use-shop-settings";
import { loaderAndActionHeaders } from "~/utils/route-headers";
import type { Route } from "./+types/content";

export const meta: Route.MetaFunction = () => [
  { title: "Home page content · Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

/** /admin/content: the home page's hero, statistics, collections, services and partners, and the interior-design page's projects. */
export const headers = loaderAndActionHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [content, categories, projects, partners] = await Promise.all([
    getHomeContent(),
    listCategories(),
    portfolioChoices(),
    listPartners(),
  ]);
  const deleteId = new URL(request.url).searchParams.get("delete");
  return data(
    {
      content,
      categories: categories.map(({ name, slug }) => ({ name, slug })),
      projects,
      partners,
      pending: partners.find((partner) => partner.id === deleteId) ?? null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const action = ({ request }: Route.ActionArgs) => handleHomeContentAction(request);

export default function AdminContent({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData as AdminActionResult | undefined;
  const { tagline } = useShopSettings();
  const { pending } = loaderData;
  return (
    <>
      <AdminHomeContent data={loaderData} outcome={outcome} shopTagline={tagline} />
      {pending && (
        <AdminDeleteDialog
          key={pending.id}
          title="Remove partner?"
          id={pending.id}
          closeHref="/admin/content#partners"
          confirmLabel="Remove Partner"
          outcome={outcome}
        >
          <p>
            <strong className="font-semibold">{pending.name}</strong>'s logo will be taken off the home page.
          </p>
        </AdminDeleteDialog>
      )}
    </>
  );
}
