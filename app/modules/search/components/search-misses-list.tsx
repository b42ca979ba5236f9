import { Link } from "react-router";
import type { SearchMiss } from "../search-misses.server";

const linkClass = "font-semibold text-walnut underline-offset-4 hover:underline";

/**
 * The searches that found nothing, most asked first: each leads to the form above with its words
 * typed in ('takht = '), or to the search as a buyer sees it now (a group added since may answer it).
 */
export function SearchMissesList({ misses }: { misses: SearchMiss[] }) {
  if (misses.length === 0) {
    return <p className="text-sm text-muted">No search has come back empty in the last 30 days.</p>;
  }
  return (
    <ul className="divide-y divide-line">
      {misses.map((miss) => (
        <li key={miss.query} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
          <div className="min-w-0">
            <p className="font-semibold break-words text-espresso">{miss.query}</p>
            <p className="text-xs text-muted">
              {miss.count === 1 ? "1 search" : `${miss.count.toLocaleString("en-US")} searches`} · last {miss.last}
            </p>
          </div>
          <p className="flex gap-4 text-sm">
            <Link
              to={`/admin/search-words?${new URLSearchParams({ add: miss.query })}`}
              className={linkClass}
              aria-label={`Add words for ${miss.query}`}
            >
              Add words
            </Link>
            <Link
              to={`/search?${new URLSearchParams({ q: miss.query })}`}
              className={linkClass}
              aria-label={`Search the shop for ${miss.query}`}
            >
              Search
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}
