import { ResponsiveImage } from "~/components/ui/responsive-image";
import { cn } from "~/utils/cn";
import { formatPrice } from "~/utils/money";
import type { Suggestion, Suggestions } from "../site-search";

const GROUPS = [
  { key: "products", label: "Products" },
  { key: "categories", label: "Rooms and categories" },
  { key: "projects", label: "Projects" },
] as const;

/** The suggestions in the order the arrow keys walk them: products, categories, projects. */
export function suggestionOrder(result: Suggestions): Suggestion[] {
  return [...result.products, ...result.categories, ...result.projects];
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * The listbox of the header's combobox (ARIA 1.2 pattern): grouped options, the active one
 * marked with aria-selected and pointed at by the input's aria-activedescendant. Options are
 * not focusable: the focus stays in the input, as the pattern wants.
 */
export function SearchSuggestionList({
  listId,
  result,
  active,
  onChoose,
  onHover,
}: {
  listId: string;
  result: Suggestions;
  active: number;
  onChoose: (suggestion: Suggestion) => void;
  onHover: (index: number) => void;
}) {
  // Where each group's options start in the arrow keys' order.
  const starts = {
    products: 0,
    categories: result.products.length,
    projects: result.products.length + result.categories.length,
  };
  return (
    <div id={listId} role="listbox" aria-label="Search suggestions" className="grid grid-cols-1 gap-3">
      {GROUPS.map(({ key, label }) => {
        const items = result[key];
        if (items.length === 0) return null;
        const labelId = `${listId}-${key}`;
        return (
          <div key={key} role="group" aria-labelledby={labelId}>
            <div id={labelId} className="px-3 pb-1 text-xs font-bold tracking-[0.2em] text-terracotta uppercase">
              {label}
            </div>
            {items.map((item, offset) => {
              const position = starts[key] + offset;
              return (
                <div
                  key={item.href}
                  id={optionId(listId, position)}
                  role="option"
                  aria-selected={position === active}
                  // Keeps the focus in the input: a click chooses without blurring it first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onChoose(item)}
                  onMouseMove={() => position !== active && onHover(position)}
                  className={cn(
                    "flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2",
                    position === active ? "bg-cream ring-2 ring-brass/60" : "hover:bg-cream",
                  )}
                >
                  <SuggestionBody item={item} />
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}

function SuggestionBody({ item }: { item: Suggestion }) {
  if (item.kind === "product") {
    return (
      <>
        <span className="size-12 shrink-0 overflow-hidden rounded-lg bg-cream">
          {item.image && (
            <ResponsiveImage
              src={item.image}
              alt=""
              sizes="48px"
              width={48}
              height={48}
              className="size-full object-cover"
            />
          )}
        </span>
        <span className="min-w-0 flex-1">
          <span data-suggestion-name className="line-clamp-2 font-semibold text-pretty text-espresso">
            {item.name}
          </span>
          {item.categoryName && <span className="block text-xs text-muted">{item.categoryName}</span>}
        </span>
        <span className="shrink-0 text-sm font-semibold text-walnut tabular-nums">{formatPrice(item.price)}</span>
      </>
    );
  }
  return (
    <span className="min-w-0 flex-1">
      <span data-suggestion-name className="line-clamp-2 font-semibold text-pretty text-espresso">
        {item.name}
      </span>
      {item.kind === "project" && item.location && <span className="block text-xs text-muted">{item.location}</span>}
    </span>
  );
}
