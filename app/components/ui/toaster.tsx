import CircleAlert from "lucide-react/icons/circle-alert";
import CircleCheck from "lucide-react/icons/circle-check";
import X from "lucide-react/icons/x";
import { useEffect, useSyncExternalStore } from "react";
import { cn } from "~/utils/cn";

/** A notice to show: the spec's 'Success' / 'Error' title (or its own) and text. */
export type Notice = Omit<Toast, "id">;

export interface Toast {
  id: number;
  tone: "success" | "error";
  title: string;
  text?: string;
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

/** Where notices appear: a polite live region, bottom right, above everything. */
export function Toaster() {
  const items = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-[70] flex flex-col items-end gap-3 sm:left-auto sm:w-96"
    >
      {items.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
    </div>
  );
}

function ToastCard({ item }: { item: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismiss(item.id), 8000);
    return () => clearTimeout(timer);
  }, [item.id]);
  const Icon = item.tone === "error" ? CircleAlert : CircleCheck;
  return (
    <div
      role={item.tone === "error" ? "alert" : "status"}
      className="pointer-events-auto flex w-full gap-3 rounded-2xl border border-line bg-linen p-4 text-sm text-espresso shadow-lift"
    >
      <Icon
        className={cn("mt-0.5 size-5 shrink-0", item.tone === "error" ? "text-terracotta" : "text-sage")}
        aria-hidden="true"
      />
      <div className="flex-1">
        <p className="font-semibold">{item.title}</p>
        {item.text && <p className="mt-0.5 leading-relaxed text-muted">{item.text}</p>}
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
