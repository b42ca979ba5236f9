import type { ReactNode } from "react";
import { BrandMark } from "~/components/ui/brand-mark";
import { AdminNavMenu } from "./admin-nav-menu";
import { AdminPhoneMenu } from "./admin-phone-menu";

/**
 * The admin's own frame, in place of the shop's header and footer (the root leaves them out for
 * routes whose handle asks for the admin chrome). From 1024 px a sticky sidebar: the shop's mark,
 * the sections, the way back to the shop. Below it a top bar with the mark and a menu button
 * that opens the same list. The page itself is the main landmark beside them.
 */
export function AdminShell({
  shopName,
  adminName,
  children,
}: {
  shopName: string;
  adminName?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex-1 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      {/* On a desktop this column paints the sidebar's ground down the whole page while the sidebar
          stays in view; on a phone it makes no box, so the top bar sticks to the page itself. */}
      <div className="contents lg:block lg:border-r lg:border-line lg:bg-cream">
        <header className="sticky top-0 z-40 border-b border-line bg-cream lg:flex lg:h-dvh lg:flex-col lg:overflow-y-auto lg:border-b-0">
          <div className="flex h-14 items-center gap-3 px-4 sm:px-6 lg:h-auto lg:px-5 lg:pt-6 lg:pb-6">
            <p className="flex min-w-0 items-center gap-2.5">
              <BrandMark className="size-8 shrink-0 lg:size-9" />
              <span className="grid min-w-0 leading-tight">
                <span className="truncate font-display text-base font-semibold text-espresso">{shopName}</span>
                <span className="text-xs font-semibold tracking-wide text-muted">Admin</span>
              </span>
            </p>
            <AdminPhoneMenu className="ml-auto lg:hidden">
              <AdminNavMenu adminName={adminName} />
            </AdminPhoneMenu>
          </div>
          <div className="hidden flex-1 flex-col px-3 pb-5 lg:flex">
            <AdminNavMenu adminName={adminName} />
          </div>
        </header>
      </div>
      <main id="main" className="min-w-0">
        <div className="mx-auto w-full max-w-6xl px-4 pt-5 pb-12 sm:px-6 lg:px-10 lg:pt-9">{children}</div>
      </main>
    </div>
  );
}
