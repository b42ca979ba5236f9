import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { Link } from "react-router";
import { cn } from "~/utils/cn";

/** Pages to offer: the first, the last, and two either side of the current one. */
export function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  const pages = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2]);
  const sorted = [...pages].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const items: (number | "gap")[] = [];
  for (const n of sorted) {
    const previous = items.at(-1);
    if (typeof previous === "number" && n - previous > 1) items.push("gap");
    items.push(n);
  }
  return items;
}

/**
 * Numbered pages as plain links: each page has its own URL, so it can be
 * shared, restored by the back button and crawled.
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const step = "inline-flex h-11 items-center gap-1 rounded-full px-4 text-sm font-semibold";
  return (
    <nav aria-label="Pages" className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={cn(step, "text-walnut hover:bg-cream")}>
          <ChevronLeft className="size-4" aria-hidden="true" /> Previous
        </Link>
      ) : null}
      <ul role="list" className="flex items-center gap-1">
        {pageWindow(page, pageCount).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-label={`Page ${item}`}
                aria-current={item === page ? "page" : undefined}
                className={cn(
                  "grid size-11 place-items-center rounded-full text-sm font-semibold",
                  item === page ? "bg-walnut text-linen" : "text-espresso hover:bg-cream",
                )}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next" className={cn(step, "text-walnut hover:bg-cream")}>
          Next <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  );
}
