import SearchIcon from "lucide-react/icons/search";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Container } from "~/components/ui/container";
import { useHydrated } from "~/components/ui/use-hydrated";

// The predictive search is fetched when the visitor reaches for it (a pointer over the button, the
// focus on it, or a tap), not with every page: most pages are read without ever searching.
const loadCombobox = () => import("./search-combobox");
const SearchCombobox = lazy(() => loadCombobox().then((module) => ({ default: module.SearchCombobox })));

const PANEL_ID = "header-search";
const iconClass =
  "relative grid size-9 place-items-center rounded-full text-espresso transition-colors hover:bg-cream sm:size-10";

/**
 * The header's search, on every page: without JavaScript a link to /search (a plain form);
 * with it, a button that opens the predictive search in a band under the header. The band
 * closes on Escape (the focus goes back to the button), on a click elsewhere, and on navigating.
 */
export function HeaderSearch() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const [seen, setSeen] = useState(location.key);
  if (seen !== location.key) {
    setSeen(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !toggle.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  if (!hydrated) {
    return (
      <Link to="/search" aria-label="Search the shop" className={iconClass}>
        <SearchIcon className="size-5" aria-hidden="true" />
      </Link>
    );
  }
  return (
    <>
      <button
        ref={toggle}
        type="button"
        aria-label="Search the shop"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={() => void loadCombobox()}
        onFocus={() => void loadCombobox()}
        className={iconClass}
      >
        <SearchIcon className="size-5" aria-hidden="true" />
      </button>
      <div
        ref={panel}
        id={PANEL_ID}
        hidden={!open}
        onKeyDown={(event) => event.key === "Escape" && !event.defaultPrevented && close()}
        className="absolute inset-x-0 top-full border-b border-line bg-ivory shadow-lift"
      >
        {open && (
          <Container className="max-w-3xl py-4">
            <Suspense fallback={<p className="py-3 text-sm text-muted">Opening the search…</p>}>
              <SearchCombobox onClose={close} />
            </Suspense>
          </Container>
        )}
      </div>
    </>
  );
}
