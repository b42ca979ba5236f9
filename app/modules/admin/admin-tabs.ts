/**
 * The dashboard's tabs: the spec's six, opening on Orders, plus the inbox and
 * the shop's settings. Each tab is its own route under /admin, so every view
 * has a URL, loads only its own data and works without JavaScript.
 */
export const ADMIN_TABS = [
  { label: "Orders", to: "/admin" },
  { label: "Products", to: "/admin/products" },
  { label: "Categories", to: "/admin/categories" },
  { label: "Projects", to: "/admin/projects" },
  { label: "Home Decor", to: "/admin/decor" },
  { label: "Analytics", to: "/admin/analytics" },
  { label: "Inbox", to: "/admin/inbox" },
  { label: "Settings", to: "/admin/settings" },
] as const;
