import { NavLink } from "react-router";
import { cn } from "~/utils/cn";

/** The inbox's three kinds of work, each its own page: what customers wrote, asked for, and booked. */
export const INBOX_SECTIONS = [
  { label: "Messages", to: "/admin/inbox" },
  { label: "Custom requests", to: "/admin/requests" },
  { label: "Consultations", to: "/admin/consultations" },
] as const;

/** Whether a path is one of the inbox's sections (the dashboard's Inbox tab stays lit on all three). */
export function isInboxPath(pathname: string): boolean {
  return INBOX_SECTIONS.some((section) => pathname === section.to || pathname.startsWith(`${section.to}/`));
}

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
