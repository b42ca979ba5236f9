import CircleAlert from "lucide-react/icons/circle-alert";
import CircleCheck from "lucide-react/icons/circle-check";
import X from "lucide-react/icons/x";
import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { cn } from "~/utils/cn";

/** A notice to show: the spec's 'Success' / 'Error' title (or its own) and text. */
export type Notice = Omit<Toast, "id">;

export interface Toast {
  id: number;
  tone: "success" | "error";
  title: string;
  text?: string;
  /** What to do next, beside the text (after Add to Cart: to the cart). */
  link?: { href: string; label: string };
}

// One small store for the whole page: a notice outlives the button that raised it.
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Shows one of the spec's notices ('Success' / 'Error' and its text) for a few seconds. */
export function toast(notice: Notice) {
  toasts = [...toasts.slice(-2), { ...notice, id: nextId++ }];
  emit();
}

/** Shows an action's notice once, when a fetcher brings a new answer. */
export function useNotice(result: unknown) {
  useEffect(() => {
    const notice = (result as { notice?: Notice | null } | undefined)?.notice;
    if (notice) toast(notice);
  }, [result]);
}

function dismiss(id: number) {
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Where notices appear: a polite live region, above everything, at the foot of the screen (on a
 * wide one, bottom right), or at its top while the focused control is in the lower half.
 */
export function Toaster() {
  const items = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  const [top, setTop] = useState(false);
  // Placed before the notices are painted, and again as the focus or the page moves.
  useLayoutEffect(() => {
    if (items.length === 0) return;
    const place = () => setTop((now) => focusBelowMiddle() ?? now);
    place();
    const events = ["focusin", "scroll", "resize"];
    for (const event of events) addEventListener(event, place, { passive: true });
    return () => events.forEach((event) => removeEventListener(event, place));
  }, [items]);
  return (
    <div
      aria-live="polite"
      className={cn(
        "pointer-events-none fixed inset-x-4 z-[70] flex flex-col items-end gap-3 sm:left-auto sm:w-96",
        // At the top, below the shop's header (64 px on a phone, 108 px with its bar of links).
        top ? "top-20 lg:top-32" : "bottom-4",
      )}
    >
      {items.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
    </div>
  );
}

/**
 * Whether the notices belong at the top: while the focused control is in the lower half of the
 * screen. At most three notices fill less than half of it, so they never cover that control.
 * Undefined (they stay put) while the focus is on a notice's own button.
 */
function focusBelowMiddle(): boolean | undefined {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return false;
  if (focused.closest("[aria-live]")) return undefined;
  const { top, bottom } = focused.getBoundingClientRect();
  return top + bottom > window.innerHeight;
}

function ToastCard({ item }: { item: Toast }) {
  // Held while the focus is in it: a link must not vanish while a keyboard reaches it. Not on
  // hover: a pointer resting on a notice that covers a button would hold it there for good.
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => dismiss(item.id), 8000);
    return () => clearTimeout(timer);
  }, [item.id, held]);
  const Icon = item.tone === "error" ? CircleAlert : CircleCheck;
  return (
    <div
      role={item.tone === "error" ? "alert" : "status"}
      onFocus={() => setHeld(true)}
      onBlur={(event) => setHeld(event.currentTarget.contains(event.relatedTarget as Node | null))}
      className="pointer-events-auto flex w-full gap-3 rounded-2xl border border-line bg-linen p-4 text-sm text-espresso shadow-lift"
    >
      <Icon
        className={cn("mt-0.5 size-5 shrink-0", item.tone === "error" ? "text-terracotta" : "text-sage")}
        aria-hidden="true"
      />
      <div className="flex-1">
        <p className="font-semibold">{item.title}</p>
        {item.text && <p className="mt-0.5 leading-relaxed text-muted">{item.text}</p>}
        {item.link && (
          <Link
            to={item.link.href}
            className="mt-2 inline-flex min-h-6 items-center font-semibold text-walnut underline underline-offset-4 hover:text-espresso"
          >
            {item.link.label}
          </Link>
        )}
      </div>
      <button
        type="button"
        onClick={() => dismiss(item.id)}
        aria-label="Dismiss notice"
        className="grid size-7 shrink-0 place-items-center rounded-full text-muted hover:bg-cream"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
