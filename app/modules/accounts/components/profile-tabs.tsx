import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { cn } from "~/utils/cn";

export const PROFILE_TABS = ["profile", "orders", "requests", "wishlist", "addresses", "security"] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The profile's tabs as links (?tab=…), so each view has its own URL and works without JavaScript. */
export function ProfileTabs({
  current,
  counts,
}: {
  current: ProfileTab;
  counts: { orders: number; wishlist: number };
}) {
  const labels: Record<ProfileTab, string> = {
    profile: "Profile",
    orders: `Orders (${counts.orders})`,
    requests: "Requests",
    wishlist: `Wishlist (${counts.wishlist})`,
    addresses: "Addresses",
    security: "Security",
  };
  // On a phone the row scrolls sideways: bring the open tab into view, or 'Security' opens unseen.
  const currentLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    currentLink.current?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [current]);
  return (
    <nav aria-label="Profile sections" className="mt-8 border-b border-line">
      <ul className="relative -mb-px flex gap-1 overflow-x-auto">
        {PROFILE_TABS.map((tab) => (
          <li key={tab}>
            <Link
              to={`?tab=${tab}`}
              ref={tab === current ? currentLink : undefined}
              aria-current={tab === current ? "page" : undefined}
              className={cn(
                "block border-b-2 px-4 py-3 text-sm font-semibold whitespace-nowrap",
                tab === current ? "border-walnut text-espresso" : "border-transparent text-muted hover:text-espresso",
              )}
            >
              {labels[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
