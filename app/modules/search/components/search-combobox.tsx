import SearchIcon from "lucide-react/icons/search";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Form, Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { cn } from "~/utils/cn";
import { MIN_SUGGEST_LENGTH, searchPagePath, type Suggestion, type Suggestions } from "../site-search";
import { optionId, SearchSuggestionList, suggestionOrder } from "./search-suggestion-list";

/** Long enough that a fast typist sends one request per pause, short enough to feel immediate. */
const DEBOUNCE_MS = 150;

/** What the server calls the query: spaces collapsed, trimmed (answers for an older text are dropped). */
const normalise = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The header's search field: a GET form to /search (Enter shows every result) whose input is an
 * ARIA combobox. Typing asks /search/suggest for products, categories and projects; the arrow
 * keys walk them, Enter opens the one chosen, Escape closes the list and then the search.
 */
export function SearchCombobox({ onClose }: { onClose: () => void }) {
  const id = useId();
  const listId = `${id}-list`;
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  const [result, setResult] = useState<Suggestions | null>(null);
  const [active, setActive] = useState(-1);
  const [listOpen, setListOpen] = useState(true);

  useEffect(() => input.current?.focus(), []);

  useEffect(() => {
    const wanted = normalise(query);
    if (wanted.length < MIN_SUGGEST_LENGTH) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetch(`/search/suggest?${new URLSearchParams({ q: wanted })}`, {
        signal: controller.signal,
        headers: { Accept: "application/json" },
      })
        .then((response) => (response.ok ? (response.json() as Promise<Suggestions>) : null))
        .then((answer) => {
          if (!answer) return;
          setResult(answer);
          setActive(-1);
        })
        // Aborted (a newer text) or offline: the form still works, Enter searches.
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const current = result && result.query === normalise(query) ? result : null;
  const items = current ? suggestionOrder(current) : [];
  const shown = listOpen && current !== null;
  const expanded = shown && items.length > 0;

  const choose = (item: Suggestion) => {
    onClose();
    void navigate(item.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (items.length === 0) return;
      event.preventDefault();
      setListOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((now) => (!expanded ? (step > 0 ? 0 : items.length - 1) : (now + step + items.length) % items.length));
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      choose(items[active]!);
    } else if (event.key === "Escape" && expanded) {
      // The first Escape closes the list; the next one reaches the band, which closes the search.
      event.preventDefault();
      setListOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="grid grid-cols-1 gap-3">
      <Form method="get" action="/search" role="search" onSubmit={onClose} className="flex gap-2">
        <label htmlFor={`${id}-input`} className="sr-only">
          Search furniture, décor and projects
        </label>
        <div className="relative min-w-0 flex-1">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
          <input
            ref={input}
            id={`${id}-input`}
            type="search"
            name="q"
            maxLength={100}
            autoComplete="off"
            placeholder="Search furniture, décor and projects"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(listId, active) : undefined}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setListOpen(true);
            }}
            onKeyDown={onKeyDown}
            className={cn(inputClass, "pl-10")}
          />
        </div>
        <Button type="submit" className="shrink-0">
          Search
        </Button>
      </Form>
      <p role="status" className="sr-only">
        {shown ? (items.length ? `${items.length} suggestions: use the arrow keys to choose` : "No suggestions") : ""}
      </p>
      {expanded && current && (
        <div className="max-h-[60vh] overflow-y-auto rounded-2xl border border-line bg-linen p-2 shadow-soft">
          <SearchSuggestionList
            listId={listId}
            result={current}
            active={active}
            onChoose={choose}
            onHover={setActive}
          />
          <Link
            to={searchPagePath(current.query)}
            onClick={onClose}
            className="mt-2 block rounded-xl px-3 py-2 text-sm font-semibold text-walnut hover:bg-cream"
          >
            See all results for “{current.query}”
          </Link>
        </div>
      )}
      {shown && items.length === 0 && (
        <p className="px-1 text-sm text-muted">
          Nothing matches “{current.query}” yet: press Enter to search everything.
        </p>
      )}
    </div>
  );
}
