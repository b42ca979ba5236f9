import { NavLink, useLocation } from "react-router";
import { cn } from "~/utils/cn";
import { isInboxPath } from "./inbox-sections";

/**
 * The dashboard's tabs: the spec's six, opening on Orders, plus the inbox,
 * the shop's settings, the delivery policy, the admin's own security and the audit log. Each tab is its own route under /admin, so every view
 * has a URL, loads only its own data and works without JavaScript.
 */
const ADMIN_TABS = [
  { label: "Orders", to: "/admin" },
  { label: "Products", to: "/admin/products" },
  { label: "Categories", to: "/admin/categories" },
  { label: "Projects", to: "/admin/projects" },
  { label: "Home Decor", to: "/admin/decor" },
  { label: "Analytics", to: "/admin/analytics" },
  { label: "Inbox", to: "/admin/inbox" },
  { label: "Settings", to: "/admin/settings" },
  { label: "Delivery", to: "/admin/delivery" },
  { label: "Security", to: "/admin/security" },
  { label: "Audit Log", to: "/admin/audit" },
] as const;

/** The dashboard's tab bar: links, so each tab has its own URL (and Back works). */
export function AdminTabs() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Dashboard sections" className="mt-8 border-b border-line">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {ADMIN_TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.to === "/admin"}
              prefetch="intent"
              className={({ isActive }) =>
                cn(
                  "block border-b-2 px-4 py-3 text-sm font-semibold whitespace-nowrap",
                  isActive || (tab.to === "/admin/inbox" && isInboxPath(pathname))
                    ? "border-walnut text-espresso"
                    : "border-transparent text-muted hover:text-espresso",
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
