import { Link } from "react-router";
import { cn } from "~/utils/cn";

export interface StatusTab {
  label: string;
  to: string;
  active: boolean;
  count: number;
  /** A test's handle on the tab's count. */
  countTestId?: string;
}

/**
 * An admin list's tabs by status ('All 3', 'New 1', 'Sent 2'): links, so each view has its address
 * and works without JavaScript; the current one marked for screen readers (aria-current).
 */
export function AdminStatusTabs({ label, tabs }: { label: string; tabs: StatusTab[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              aria-current={tab.active ? "page" : undefined}
              className={cn(
                "inline-flex min-h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold",
                tab.active
                  ? "border-espresso bg-espresso text-linen"
                  : "border-line bg-linen text-espresso hover:border-walnut",
              )}
            >
              {tab.label}{" "}
              <span className={tab.active ? "text-linen" : "text-muted"} data-testid={tab.countTestId}>
                {tab.count}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
