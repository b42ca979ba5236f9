import { NavLink } from "react-router";
import { cn } from "~/utils/cn";

/**
 * The inbox's kinds of work, each its own page: what customers wrote, asked for, booked, and
 * the samples they want posted, and what they ask after delivery. The sidebar's Inbox stands for all of them (admin-nav.ts).
 */
export const INBOX_SECTIONS = [
  { label: "Messages", to: "/admin/inbox" },
  { label: "Custom requests", to: "/admin/requests" },
  { label: "Consultations", to: "/admin/consultations" },
  { label: "Swatch requests", to: "/admin/swatches" },
  { label: "Returns & claims", to: "/admin/claims" },
] as const;

/** The inbox's own tabs, above each section's heading. */
export function InboxSections() {
  return (
    <nav aria-label="Inbox sections" className="mb-8">
      <ul className="flex flex-wrap gap-2">
        {INBOX_SECTIONS.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              prefetch="intent"
              className={({ isActive }) =>
                cn(
                  "inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold",
                  isActive
                    ? "border-walnut bg-walnut text-linen"
                    : "border-line bg-linen text-espresso hover:border-walnut",
                )
              }
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
