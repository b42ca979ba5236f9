import type { LucideIcon } from "lucide-react";
import BadgePercent from "lucide-react/icons/badge-percent";
import ChartColumn from "lucide-react/icons/chart-column";
import Images from "lucide-react/icons/images";
import Inbox from "lucide-react/icons/inbox";
import Lamp from "lucide-react/icons/lamp";
import Newspaper from "lucide-react/icons/newspaper";
import Receipt from "lucide-react/icons/receipt";
import Settings from "lucide-react/icons/settings";
import Sofa from "lucide-react/icons/sofa";
import Star from "lucide-react/icons/star";
import Tags from "lucide-react/icons/tags";
import TicketPercent from "lucide-react/icons/ticket-percent";
import { INBOX_SECTIONS } from "./inbox-sections";

export interface AdminNavLink {
  label: string;
  to: string;
  /** Other pages this item stands for (the inbox's requests and consultations). */
  also?: readonly string[];
}

export interface AdminNavItem extends AdminNavLink {
  icon: LucideIcon;
  /** Pages under this one, listed beneath it (Settings: delivery, security, the audit log). */
  children?: readonly AdminNavLink[];
}

/**
 * The dashboard's sections, in the owner's order of use: the spec's six tabs (Orders first,
 * where the dashboard opens) with the inbox, reviews and content among them, then what is set
 * once. The sidebar and the phone menu both read this list, so they cannot differ.
 */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: "Orders", to: "/admin", icon: Receipt },
  {
    label: "Products",
    to: "/admin/products",
    icon: Sofa,
    children: [
      { label: "Stock alerts", to: "/admin/stock-alerts" },
      { label: "Search words", to: "/admin/search-words" },
    ],
  },
  { label: "Categories", to: "/admin/categories", icon: Tags },
  { label: "Projects", to: "/admin/projects", icon: Images },
  { label: "Home Decor", to: "/admin/decor", icon: Lamp },
  { label: "Inbox", to: "/admin/inbox", icon: Inbox, also: INBOX_SECTIONS.map((section) => section.to) },
  { label: "Reviews", to: "/admin/reviews", icon: Star },
  { label: "Discounts", to: "/admin/discounts", icon: TicketPercent },
  { label: "Sales", to: "/admin/sales", icon: BadgePercent },
  {
    label: "Content",
    to: "/admin/content",
    icon: Newspaper,
    children: [{ label: "Company pages", to: "/admin/company" }],
  },
  { label: "Analytics", to: "/admin/analytics", icon: ChartColumn },
  {
    label: "Settings",
    to: "/admin/settings",
    icon: Settings,
    children: [
      { label: "Delivery", to: "/admin/delivery" },
      { label: "Returns & Warranty", to: "/admin/terms" },
      { label: "Security", to: "/admin/security" },
      { label: "Audit Log", to: "/admin/audit" },
    ],
  },
];

/** Whether `pathname` is `path` or a page below it ('/admin/products/123' is under Products). */
function isAt(pathname: string, path: string): boolean {
  // '/admin' is Orders alone: every other section is below it too.
  if (path === "/admin") return pathname === "/admin" || pathname === "/admin/";
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** Whether a link is the page shown, or the section the page belongs to. */
function isCurrentNavLink(link: AdminNavLink, pathname: string): boolean {
  return [link.to, ...(link.also ?? [])].some((path) => isAt(pathname, path));
}

/**
 * The one link that is the page shown (aria-current="page"): a sub-item when one matches,
 * else its section. Null for a page that is in no list.
 */
export function currentNavPath(pathname: string): string | null {
  for (const item of ADMIN_NAV) {
    const child = item.children?.find((link) => isCurrentNavLink(link, pathname));
    if (child) return child.to;
    if (isCurrentNavLink(item, pathname)) return item.to;
  }
  return null;
}
