import { cn } from "~/utils/cn";

const looks = {
  active: { label: "Active", pill: "bg-sage/15", dot: "bg-sage" },
  inactive: { label: "Inactive", pill: "bg-cream", dot: "bg-muted/60" },
  archived: { label: "Archived", pill: "bg-terracotta/10", dot: "bg-terracotta" },
} as const;

/**
 * Active, Inactive or Archived (deleted, but kept because orders refer to it).
 * Dark text on a light tint, with a coloured dot: readable on any row.
 */
export function ProductStateBadge({ isActive, archived }: { isActive: boolean; archived: boolean }) {
  const look = looks[archived ? "archived" : isActive ? "active" : "inactive"];
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-espresso",
        look.pill,
      )}
    >
      <span className={cn("size-2 rounded-full", look.dot)} aria-hidden="true" />
      {look.label}
    </span>
  );
}
