import { useId, type ReactNode } from "react";
import { Notice } from "~/components/ui/notice";
import { cn } from "~/utils/cn";
import type { AdminActionResult } from "./admin-action";

/** A titled card of an admin tab: the add form, the list. */
export function AdminPanel({
  title,
  description,
  action,
  children,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** Something beside the title (a count, a link). */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn("rounded-[var(--radius-card)] border border-line bg-linen p-5 shadow-soft sm:p-7", className)}
    >
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-2xl font-medium">
          {title}
        </h2>
        {action}
      </div>
      {description && <p className="-mt-4 mb-6 text-sm text-muted">{description}</p>}
      {children}
    </section>
  );
}

/**
 * The notice of a form posted without JavaScript (the page reloads with the
 * action's answer). With JavaScript the forms post through fetchers and their
 * notices are toasts, so this stays empty.
 */
export function AdminActionNotice({ result, className }: { result?: AdminActionResult; className?: string }) {
  const notice = result?.notice;
  if (!notice) return null;
  return (
    <Notice tone={notice.tone} title={notice.title} className={className}>
      {notice.text}
    </Notice>
  );
}

/** A list's empty state. */
export function AdminEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-line bg-cream px-6 py-10 text-center text-muted">
      {children}
    </p>
  );
}
