import ChevronDown from "lucide-react/icons/chevron-down";
import type { ReactNode } from "react";
import { cn } from "~/utils/cn";

/**
 * A dashboard block that folds to one line: its heading and the gist ('3 of 7 done') in the
 * summary, the rest a tap away. A <details>, so it works without JavaScript and by keyboard.
 */
export function AdminDisclosure({
  title,
  gist,
  open,
  className,
  children,
  ...rest
}: {
  title: string;
  gist: ReactNode;
  open?: boolean;
  className?: string;
  children: ReactNode;
  "data-testid"?: string;
}) {
  return (
    <details
      open={open}
      className={cn("group rounded-[var(--radius-card)] border border-line bg-linen shadow-soft", className)}
      {...rest}
    >
      <summary className="flex min-h-12 cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 rounded-[var(--radius-card)] px-4 py-2.5 sm:px-5 [&::-webkit-details-marker]:hidden">
        <h2 className="font-display text-lg font-medium">{title}</h2>
        <span className="ml-auto flex items-center gap-2 text-sm font-semibold text-walnut">
          {gist}
          <ChevronDown className="size-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
        </span>
      </summary>
      <div className="px-4 pb-4 sm:px-5 sm:pb-5">{children}</div>
    </details>
  );
}

/**
 * A block folded on a phone and laid out in full from 1024 px: both are rendered and CSS shows
 * one, so the server's page is right at every width before any script runs (no flash, no
 * guessing the screen). `wide` is the full presentation; `children` what the fold opens to;
 * `className` dresses the fold.
 */
export function FoldedOnPhone({
  title,
  gist,
  wide,
  className,
  children,
}: {
  title: string;
  gist: ReactNode;
  wide: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <AdminDisclosure title={title} gist={gist} className={cn("lg:hidden", className)}>
        {children}
      </AdminDisclosure>
      <div className="hidden lg:block">{wide}</div>
    </>
  );
}
