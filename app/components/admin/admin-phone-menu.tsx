import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { cn } from "~/utils/cn";

/**
 * The phone's menu button and the panel it opens under the top bar. A <details> disclosure, so
 * it opens and closes by tap, Enter or Space without JavaScript and tells screen readers whether
 * it is open. With JavaScript, Escape, a tap beside the panel or choosing a page close it.
 */
export function AdminPhoneMenu({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const close = (returnFocus: boolean) => closeMenu(ref.current, returnFocus);

  // While open, Escape closes it from wherever the focus is.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeMenu(ref.current, true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <details ref={ref} className={cn("group", className)} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="flex h-10 cursor-pointer list-none items-center gap-2 rounded-full border border-line bg-linen px-4 text-sm font-semibold text-espresso shadow-soft [&::-webkit-details-marker]:hidden">
        <Menu className="size-4 group-open:hidden" aria-hidden="true" />
        <X className="hidden size-4 group-open:block" aria-hidden="true" />
        Menu
      </summary>
      {/* The page beside the panel, dimmed; a tap on it closes the menu (with JavaScript). */}
      <div aria-hidden="true" className="fixed inset-x-0 top-14 bottom-0 bg-espresso/30" onClick={() => close(false)} />
      <div
        className="absolute inset-x-0 top-full flex max-h-[calc(100dvh-3.5rem)] flex-col overflow-y-auto border-b border-line bg-cream px-3 pt-3 pb-4 shadow-lift"
        // Choosing a page closes the menu: its links are inside, so a click on one bubbles here.
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("a")) close(false);
        }}
      >
        {children}
      </div>
    </details>
  );
}

function closeMenu(details: HTMLDetailsElement | null, returnFocus: boolean) {
  if (!details?.open) return;
  details.open = false;
  if (returnFocus) details.querySelector("summary")?.focus();
}
