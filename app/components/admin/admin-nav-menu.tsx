import LogOut from "lucide-react/icons/log-out";
import Store from "lucide-react/icons/store";
import { Link, useLocation } from "react-router";
import { cn } from "~/utils/cn";
import { ADMIN_NAV, currentNavPath, type AdminNavLink } from "./admin-nav";

const row = "flex min-h-10 items-center gap-3 rounded-xl px-3 text-sm font-semibold transition-colors";
const idle = "text-espresso hover:bg-sand/60";
const here = "bg-linen text-walnut-dark shadow-soft";

/**
 * The dashboard's sections (ADMIN_NAV), then the way back to the shop and out of the account:
 * the sidebar's content on a desktop and the phone menu's, the same component in both.
 */
export function AdminNavMenu({ adminName }: { adminName?: string }) {
  const current = currentNavPath(useLocation().pathname);
  return (
    <>
      <nav aria-label="Dashboard sections">
        <ul role="list" className="grid gap-0.5">
          {ADMIN_NAV.map(({ icon: Icon, children, ...item }) => (
            <li key={item.to}>
              <NavRow link={item} current={current}>
                <Icon
                  className={cn("size-[1.125rem] shrink-0", current === item.to ? "text-brass" : "text-muted")}
                  aria-hidden="true"
                />
              </NavRow>
              {children && (
                <ul role="list" className="mt-0.5 ml-[1.3rem] grid gap-0.5 border-l border-line pl-2.5">
                  {children.map((child) => (
                    <li key={child.to}>
                      <NavRow link={child} current={current} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 grid gap-0.5 border-t border-line pt-4 lg:mt-auto">
        <Link to="/" className={cn(row, idle)}>
          <Store className="size-[1.125rem] shrink-0 text-muted" aria-hidden="true" />
          Back to the shop
        </Link>
        {/* A plain form: signing out ends the session, so the whole page is loaded again. */}
        <form method="post" action="/auth/sign-out">
          <button type="submit" className={cn(row, idle, "w-full text-left")}>
            <LogOut className="size-[1.125rem] shrink-0 text-muted" aria-hidden="true" />
            Sign out
          </button>
        </form>
        {adminName && <p className="truncate px-3 pt-2 text-xs text-muted">Signed in as {adminName}</p>}
      </div>
    </>
  );
}

/** One link of the list; the page shown is marked for assistive technology and by its look. */
function NavRow({
  link,
  current,
  children,
}: {
  link: AdminNavLink;
  current: string | null;
  children?: React.ReactNode;
}) {
  const isCurrent = current === link.to;
  return (
    <Link
      to={link.to}
      prefetch="intent"
      aria-current={isCurrent ? "page" : undefined}
      className={cn(row, isCurrent ? here : idle)}
    >
      {children}
      {link.label}
    </Link>
  );
}
