import type { AdminActionResult } from "~/components/admin/admin-action";
import { AdminActionNotice, AdminPanel } from "~/components/admin/admin-panel";
import { handleSynonymAction, loadSynonymGroups } from "~/modules/search/admin-synonyms-action.server";
import { AddSynonymsForm, SynonymGroupList } from "~/modules/search/components/admin-synonyms";
import { SearchMissesList } from "~/modules/search/components/search-misses-list";
import { MISSES_SHOWN_DAYS } from "~/modules/search/search-misses";
import { loaderAndActionHeaders } from "~/utils/route-headers";
import type { Route } from "./+types/search-words";

export const meta: Route.MetaFunction = () => [
  { title: "Search words · Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

export const headers = loaderAndActionHeaders;

/** /admin/search-words: the words buyers use that mean the same (issue 37), added, changed and removed here. */
export const loader = ({ request }: Route.LoaderArgs) => loadSynonymGroups(request);

export const action = ({ request }: Route.ActionArgs) => handleSynonymAction(request);

export default function AdminSearchWords({ loaderData, actionData }: Route.ComponentProps) {
  const { groups, misses, start } = loaderData;
  const result = actionData as AdminActionResult | undefined;
  return (
    <div className="grid gap-6">
      <AdminActionNotice result={result} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-8">
        <div className="grid gap-6 lg:gap-8">
          <AdminPanel
            title="Search words"
            description="Words your buyers use for the same piece: a search for any of them finds the others too. Roman Urdu, the trade's words, both spellings: almari = wardrobe = cupboard."
          >
            <AddSynonymsForm key={start} result={result} start={start} />
          </AdminPanel>
          <AdminPanel
            title="Searches that found nothing"
            description={`The last ${MISSES_SHOWN_DAYS} days, most asked first: add words that mean the same, or the piece people look for.`}
          >
            <SearchMissesList misses={misses} />
          </AdminPanel>
        </div>
        <AdminPanel
          title="Words that mean the same"
          action={<p className="text-sm text-muted">{groups.length.toLocaleString("en-US")} groups</p>}
        >
          <SynonymGroupList groups={groups} result={result} />
        </AdminPanel>
      </div>
    </div>
  );
}
