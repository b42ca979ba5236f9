import { NavLink } from "react-router";
import { cn } from "~/utils/cn";
import { ADMIN_TABS } from "../admin-tabs";

/** The dashboard's tab bar: links, so each tab has its own URL (and Back works). */
export function AdminTabs() {
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
                  isActive ? "border-walnut text-espresso" : "border-transparent text-muted hover:text-espresso",
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
