import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import X from "lucide-react/icons/x";
import { useId, useRef, type ReactNode, type RefObject } from "react";
import { Link, useLocation } from "react-router";

/** The drawer's parts that the form around it uses: its dialog (open while it is a modal) and its button. */
export interface FilterDrawerRefs {
  dialogRef: RefObject<HTMLDialogElement | null>;
  summaryRef: RefObject<HTMLElement | null>;
}

export function useFilterDrawer(): FilterDrawerRefs {
  return { dialogRef: useRef<HTMLDialogElement>(null), summaryRef: useRef<HTMLElement>(null) };
}

/**
 * 'Filter and sort (n)' on phones and tablets: a <details> whose summary is the button and
 * whose content is a <dialog> styled as a panel over the page. Without JavaScript the
 * browser opens the details, which shows the panel; the form's Apply submits it and Close
 * is a link back to the view (the panel starts closed). With JavaScript the panel opens as
 * a true modal (showModal): the browser keeps the focus inside, makes the page behind it
 * inert and closes it with Escape; the backdrop and Close close it too, Tab goes round it, and the focus goes
 * back to the button. From the lg width the summary is hidden and the content shown in
 * place (the ::details-content rules), so the desktop keeps its filters in view.
 * Built on the browser's own dialog, not a script of its own: this code is on the
 * product page's budget too (its route also serves the category pages).
 */
export function FilterDrawer({
  drawer,
  count,
  children,
  actions,
}: {
  drawer: FilterDrawerRefs;
  /** Active choices, shown on the button. */
  count: number;
  /** The panel's fields. */
  children: ReactNode;
  /** Apply and Clear, at the panel's foot. */
  actions: ReactNode;
}) {
  const { dialogRef, summaryRef } = drawer;
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const location = useLocation();
  const close = () => dialogRef.current?.close();

  return (
    <details ref={detailsRef} className="lg:contents lg:details-content:contents">
      <summary
        ref={summaryRef}
        onClick={(event) => {
          const dialog = dialogRef.current;
          if (!dialog || !window.matchMedia("(max-width: 1023.98px)").matches) return;
          event.preventDefault();
          detailsRef.current!.open = true;
          dialog.showModal();
          headingRef.current?.focus();
        }}
        className="inline-flex h-11 cursor-pointer list-none items-center gap-2 rounded-full border border-walnut/40 bg-linen px-5 text-sm font-semibold text-walnut shadow-soft transition-colors hover:bg-cream focus-visible:ring-3 focus-visible:ring-brass/40 focus-visible:outline-none supports-[selector(::details-content)]:lg:hidden [&::-webkit-details-marker]:hidden"
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        Filter and sort{count > 0 ? ` (${count})` : ""}
      </summary>
      <dialog
        ref={dialogRef}
        aria-labelledby={headingId}
        onClose={() => {
          detailsRef.current!.open = false;
          summaryRef.current?.focus({ preventScroll: true });
        }}
        // The browser lets Tab leave a modal for its own toolbar: here it goes round the panel.
        onKeyDown={(event) => {
          const dialog = event.currentTarget;
          if (event.key !== "Tab" || !dialog.open) return;
          const items = dialog.querySelectorAll<HTMLElement>("a[href], button, input, select");
          const active = document.activeElement;
          const [first, last] = [items[0], items[items.length - 1]];
          if (event.shiftKey ? active === first || active === headingRef.current : active === last) {
            event.preventDefault();
            (event.shiftKey ? last : first)?.focus();
          }
        }}
        // A click on the dialog itself (not its content) is a click on the backdrop.
        onClick={(event) => event.target === event.currentTarget && close()}
        className="fixed inset-x-0 top-auto bottom-0 z-[70] m-0 mx-auto flex max-h-[88dvh] w-full max-w-full flex-col rounded-t-[1.75rem] border-0 border-t border-line bg-linen p-0 text-espresso shadow-lift backdrop:bg-espresso/55 max-lg:[&:not(:modal)]:shadow-[0_0_0_100vmax_rgb(42_33_25/0.55)] sm:max-w-xl lg:contents"
      >
        <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-3 lg:hidden">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="font-display text-xl font-medium focus:outline-none"
          >
            Filter and sort
          </h2>
          <Link
            to={location.pathname + location.search}
            preventScrollReset
            replace
            onClick={(event) => {
              event.preventDefault();
              close();
            }}
            aria-label="Close"
            className="-mr-2 grid size-11 place-items-center rounded-full text-muted hover:bg-cream hover:text-espresso"
          >
            <X className="size-5" aria-hidden="true" />
          </Link>
        </div>
        <div className="grid gap-4 overflow-y-auto overscroll-contain px-5 py-5 lg:contents">{children}</div>
        {/* Clear of a phone's home bar (the safe area) at the foot of the screen. */}
        <div className="flex items-center gap-3 border-t border-line px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] lg:col-span-full lg:border-0 lg:p-0">
          {actions}
        </div>
      </dialog>
    </details>
  );
}
