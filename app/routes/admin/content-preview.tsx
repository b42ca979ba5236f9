import { data } from "react-router";
import { Container } from "~/components/ui/container";
import { requireAdmin } from "~/modules/accounts/session.server";
import { HomePage } from "~/modules/content/components/home-page";
import { previewHomeContent } from "~/modules/content/home-preview.server";
import { getHomeContent } from "~/modules/content/home-content.server";
import { homePageData } from "~/modules/content/home-page.server";
import type { Route } from "./+types/content-preview";
import { ADMIN_FORM } from "~/utils/form-limits";
import { readForm } from "~/utils/form.server";

export const meta: Route.MetaFunction = () => [
  { title: "Preview · Home page" },
  { name: "robots", content: "noindex" },
];

// Never kept by a browser or a proxy: a preview is one admin's unsaved draft.
const NO_STORE = { "Cache-Control": "private, no-store" };

export const headers: Route.HeadersFunction = () => NO_STORE;

/** GET: the saved home page, with the note that a draft is previewed from /admin/content. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data(
    { page: await homePageData(await getHomeContent()), draft: false, refused: [] as string[] },
    { headers: NO_STORE },
  );
}

/** POST (the Preview button): the home page drawn from the drafts sent. Nothing is saved. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const { content, refused } = await previewHomeContent(await readForm(request, ADMIN_FORM));
  return data({ page: await homePageData(content), draft: true, refused }, { headers: NO_STORE });
}

export default function HomePreview({ loaderData, actionData }: Route.ComponentProps) {
  const { page, draft, refused } = actionData ?? loaderData;
  return (
    <>
      <Container className="py-4">
        <div role="status" className="rounded-2xl border border-brass/60 bg-cream px-5 py-4 text-espresso">
          <p className="font-semibold">{draft ? "Preview: not saved" : "The saved home page"}</p>
          <p className="mt-1 text-sm">
            {draft
              ? "This is how the home page will look with your changes. Nothing is saved until you press Save on the content page."
              : "Use Preview on the content page to see your changes before saving them."}
          </p>
          {refused.length > 0 && (
            <p className="mt-1 text-sm font-semibold text-terracotta">
              These sections have errors and show what is saved: {refused.join(", ")}.
            </p>
          )}
        </div>
      </Container>
      <HomePage page={page} />
    </>
  );
}
