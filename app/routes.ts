import { type RouteConfig, index, route } from "@react-router/dev/routes";
// A relative path: React Router loads this file before the ~/ alias exists.
import { infoPages } from "./modules/content/info-pages";

// The explicit route table. Every path of the spec's table gets a line here as its capability lands.
const info = (path: string) => route(path, `routes/storefront/info/${path}.tsx`);

export default [
  index("routes/storefront/home.tsx"),
  route("furniture", "routes/storefront/furniture.tsx"),
  route("furniture/:handle", "routes/storefront/furniture-item.tsx"),
  route("home-decor", "routes/storefront/home-decor.tsx"),
  route("search", "routes/storefront/search.tsx"),
  route("search/suggest", "routes/resources/search-suggest.ts"),
  route("cart", "routes/storefront/cart.tsx"),
  route("wishlist", "routes/storefront/wishlist.tsx"),
  route("checkout", "routes/storefront/checkout.tsx"),
  route("interior-design", "routes/storefront/interior-design.tsx"),
  route("custom-orders", "routes/storefront/custom-orders.tsx"),
  route("custom-orders/request", "routes/resources/custom-request-submit.ts"),
  route("services/:slug", "routes/storefront/service.tsx"),
  route("projects", "routes/storefront/projects.tsx"),
  route("projects/:slug", "routes/storefront/project.tsx"),
  route("track-order", "routes/storefront/track-order.tsx"),
  route("orders/:number", "routes/storefront/order-placed.tsx"),
  route("orders/:number/confirm", "routes/storefront/order-confirm.tsx"),
  route("orders/:number/review", "routes/storefront/order-review.tsx"),
  route("reviews/photos/:file", "routes/resources/review-photo.ts"),
  route("reviews/:id/helpful", "routes/resources/review-helpful.ts"),
  route("requests/:number", "routes/storefront/custom-request.tsx"),
  route("requests/:number/photos/:file", "routes/resources/custom-request-photo.ts"),
  route("consultations", "routes/storefront/consultations.tsx"),
  route("consultations/:number/cancel", "routes/storefront/consultation-cancel.tsx"),

  ...infoPages.map(info),

  route("auth", "routes/account/auth.tsx"),
  route("auth/forgot-password", "routes/account/forgot-password.tsx"),
  route("auth/reset-password", "routes/account/reset-password.tsx"),
  route("auth/sign-out", "routes/account/sign-out.ts"),
  route("profile", "routes/account/profile.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/orders.tsx"),
    route("products", "routes/admin/products.tsx"),
    route("products/new", "routes/admin/product-new.tsx"),
    route("products/:id", "routes/admin/product-edit.tsx"),
    route("categories", "routes/admin/categories.tsx"),
    route("projects", "routes/admin/projects.tsx"),
    route("projects/:id", "routes/admin/project-edit.tsx"),
    route("decor", "routes/admin/decor.tsx"),
    route("analytics", "routes/admin/analytics.tsx"),
    route("inbox", "routes/admin/inbox.tsx"),
    route("reviews", "routes/admin/reviews.tsx"),
    route("requests", "routes/admin/requests.tsx"),
    route("requests/:id", "routes/admin/request.tsx"),
    route("consultations", "routes/admin/consultations.tsx"),
    route("settings", "routes/admin/settings.tsx"),
    route("setup", "routes/admin/setup.tsx"),
    route("delivery", "routes/admin/delivery.tsx"),
    route("content", "routes/admin/content.tsx"),
    route("security", "routes/admin/security.tsx"),
    route("audit", "routes/admin/audit.tsx"),
  ]),
  route("admin/orders/:orderId/invoice", "routes/admin/order-invoice.tsx"),
  route("admin/orders/:orderId/delivery-note", "routes/admin/order-delivery-note.tsx"),
  // The home page drawn from an admin's unsaved draft: the shop's own frame, outside the admin's.
  route("admin/content/preview", "routes/admin/content-preview.tsx"),
  // Admin resources: no page, same guard (requireAdmin with api: true answers 403).
  route("admin/orders.csv", "routes/resources/admin-orders-csv.ts"),
  route("admin/products.csv", "routes/resources/admin-products-csv.ts"),
  route("admin/events", "routes/resources/admin-events.ts"),
  route("admin/uploads", "routes/resources/admin-uploads.ts"),
  route("media/:file", "routes/resources/media.ts"),

  route("api/auth/*", "routes/resources/auth-api.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("*", "routes/storefront/not-found.tsx"),
] satisfies RouteConfig;
