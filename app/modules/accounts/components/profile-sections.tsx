import { useId, type ReactNode } from "react";
import { Notice } from "~/components/ui/notice";

/** A card of the Profile tab: its heading, the outcome of its last form, then the form. */
export function ProfileCard({
  title,
  outcome,
  children,
}: {
  title: string;
  outcome?: { ok?: string; error?: string };
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-[var(--radius-card)] border border-line bg-linen p-6 shadow-soft sm:p-8"
    >
      <h2 id={headingId} className="mb-6 text-2xl font-medium">
        {title}
      </h2>
      {outcome?.ok && (
        <Notice tone="success" className="mb-6">
          {outcome.ok}
        </Notice>
      )}
      {outcome?.error && (
        <Notice tone="error" className="mb-6">
          {outcome.error}
        </Notice>
      )}
      {children}
    </section>
  );
}

/** The Orders and Wishlist tabs: a heading with the count, and the list (children) or the spec's empty text. */
export function ProfileListTab({
  title,
  count,
  empty,
  children,
}: {
  title: string;
  count: number;
  empty: string;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-medium">
        {title} ({count})
      </h2>
      <div className="mt-6">
        {children ?? (
          <p className="rounded-[var(--radius-card)] border border-dashed border-line p-10 text-center text-muted">
            {empty}
          </p>
        )}
      </div>
    </section>
  );
}
