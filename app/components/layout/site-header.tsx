import Heart from "lucide-react/icons/heart";
import Menu from "lucide-react/icons/menu";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import User from "lucide-react/icons/user";
import X from "lucide-react/icons/x";
import { useCallback, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { cn } from "~/utils/cn";
import { BrandMark } from "~/components/ui/brand-mark";
import { mainNavigation } from "./navigation";
import { useMenuFocus } from "./use-menu-focus";
import type { ShellBasket, ShellUser } from "./shell-types";

function CountBadge({ count, label }: { count: number; label: string }) {
  if (count === 0) return null;
  return (
    <span
      className="absolute -top-1 -right-1 grid h-5 min-w-5 place-items-center rounded-full bg-terracotta px-1 text-[11px] font-bold text-linen"
      aria-label={`${count} ${label}`}
    >
      {count}
    </span>
  );
}

function IconLink({ to, label, children }: { to: string; label: string; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      aria-label={label}
      className="relative grid size-9 place-items-center rounded-full text-espresso transition-colors hover:bg-cream sm:size-10"
    >
      {children}
    </Link>
  );
}

export function SiteHeader({
  shopName,
  user,
  basket,
  search,
  scriptless = false,
}: {
  shopName: string;
  user: ShellUser | null;
  basket: ShellBasket;
  /** The header's search (the search module's): its button, and the band it opens under the header. */
  search?: React.ReactNode;
  /** A page sent without JavaScript (app/components/layout/scriptless.ts): the phone menu is a plain <details>. */
  scriptless?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // However the menu closes (Escape, a tap beside it, a link), the focus goes back to its toggle.
  const close = useCallback(() => {
    setOpen(false);
    toggle.current?.focus();
  }, []);
  useMenuFocus(open, close, toggle, panel);
  // Choosing a page closes the menu (the menu's links are inside it, so a click there bubbles here).
  const closeOnNavigate = (event: React.MouseEvent) => {
    if ((event.target as HTMLElement).closest("a")) close();
  };

  const signIn = useSignInHref();
  const accountHref = !user ? signIn : user.isAdmin ? "/admin" : "/profile";
  const { counts } = basket;

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-line/80 bg-ivory">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-8">
        <Link to="/" className="mr-auto flex min-w-0 items-center gap-2 sm:gap-3" aria-label={`${shopName}, home`}>
          <BrandMark className="size-8 shrink-0 sm:size-9" />
          <span className="truncate font-display text-base font-semibold text-espresso sm:text-xl sm:tracking-wide">
            {shopName}
          </span>
        </Link>
        <div className="flex shrink-0 items-center sm:gap-1">
          {search}
          <IconLink to="/wishlist" label="Wishlist">
            <Heart className="size-5" aria-hidden="true" />
            <CountBadge count={counts.wishlist} label="items in wishlist" />
          </IconLink>
          <IconLink to="/cart" label="Cart">
            <ShoppingBag className="size-5" aria-hidden="true" />
            <CountBadge count={counts.cart} label="items in cart" />
          </IconLink>
          <IconLink to={accountHref} label={user ? "Your account" : "Sign in"}>
            <User className="size-5" aria-hidden="true" />
          </IconLink>
        </div>
        <div className="hidden items-center gap-2 lg:flex">
          <AccountButtons user={user} />
        </div>
        {scriptless ? (
          <ScriptlessMenu user={user} />
        ) : (
          <button
            ref={toggle}
            type="button"
            className="grid size-9 shrink-0 place-items-center rounded-full hover:bg-cream sm:size-10 lg:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? "Close menu" : "Open menu"}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
          </button>
        )}
      </div>
      <nav aria-label="Main" className="hidden border-t border-line/60 lg:block">
        <MainLinks
          listClassName="mx-auto flex h-11 max-w-7xl items-center justify-center gap-1 px-8"
          linkClassName="rounded-full px-3 py-1.5 text-sm font-medium transition-colors"
          idleClassName="text-muted hover:text-espresso"
        />
      </nav>
      {/* The page under the open menu, dimmed: a tap on it closes the menu. */}
      {open && (
        <div aria-hidden="true" className="fixed inset-x-0 top-16 bottom-0 bg-espresso/30 lg:hidden" onClick={close} />
      )}
      {!scriptless && (
        <div
          ref={panel}
          id="mobile-menu"
          hidden={!open}
          className="relative max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-line bg-ivory shadow-lift lg:hidden"
          onClick={closeOnNavigate}
        >
          <MenuPanel user={user} />
        </div>
      )}
    </header>
  );
}

/** The phone menu's content: the spec's links, then the account's buttons. */
function MenuPanel({ user }: { user: ShellUser | null }) {
  return (
    <nav aria-label="Main menu" className="mx-auto max-w-7xl px-5 py-4 sm:px-8">
      <MainLinks
        listClassName="grid gap-1"
        linkClassName="block rounded-xl px-4 py-3 text-base font-medium"
        idleClassName="text-espresso hover:bg-cream"
      />
      <div className="mt-4 flex flex-wrap gap-2 border-t border-line pt-4">
        <AccountButtons user={user} />
      </div>
    </nav>
  );
}

/**
 * The phone menu of a page sent without JavaScript: the browser's own popover, which opens from
 * its button, closes with Escape or a tap beside it, gives the focus back to the button and tells
 * screen readers whether it is open, all without a script. Its panel sits under the header's top
 * row, where the scripted menu's does.
 */
function ScriptlessMenu({ user }: { user: ShellUser | null }) {
  return (
    <>
      <button
        type="button"
        popoverTarget="mobile-menu"
        aria-label="Menu"
        className="grid size-9 shrink-0 place-items-center rounded-full hover:bg-cream sm:size-10 lg:hidden"
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      <div
        id="mobile-menu"
        popover="auto"
        className="fixed inset-x-0 top-16 bottom-auto m-0 h-auto max-h-[calc(100dvh-4rem)] w-auto max-w-none overflow-y-auto overscroll-contain border-0 border-t border-line bg-ivory p-0 text-espresso shadow-lift backdrop:bg-espresso/30 lg:hidden"
      >
        <MenuPanel user={user} />
      </div>
    </>
  );
}

/** The nine links of the spec's navigation bar, styled for the wide bar or the phone menu. */
function MainLinks({
  listClassName,
  linkClassName,
  idleClassName,
}: {
  listClassName: string;
  linkClassName: string;
  idleClassName: string;
}) {
  return (
    <ul className={listClassName}>
      {mainNavigation.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.to === "/"}
            className={({ isActive }) => cn(linkClassName, isActive ? "bg-cream text-walnut-dark" : idleClassName)}
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** /auth, coming back to this page after signing in or up (but not to /auth itself). */
function useSignInHref(): string {
  const { pathname, search } = useLocation();
  if (pathname === "/" || pathname.startsWith("/auth")) return "/auth";
  return `/auth?${new URLSearchParams({ redirectTo: pathname + search })}`;
}

function AccountButtons({ user }: { user: ShellUser | null }) {
  const signIn = useSignInHref();
  if (!user) {
    return (
      <>
        <ButtonLink to={signIn} variant="ghost" size="sm">
          Sign In
        </ButtonLink>
        <ButtonLink to="/furniture" size="sm">
          Explore Collection
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      <ButtonLink to={user.isAdmin ? "/admin" : "/profile"} variant="ghost" size="sm">
        {user.isAdmin ? "Admin Panel" : "My Profile"}
      </ButtonLink>
      <form method="post" action="/auth/sign-out">
        <button type="submit" className="h-9 rounded-full px-4 text-sm font-semibold text-walnut hover:bg-cream">
          Sign Out
        </button>
      </form>
    </>
  );
}
