import { IMPORT_FORM } from "~/modules/catalog/product-import";
import { ADMIN_UPLOAD_FORM } from "~/modules/media/upload-limits";
import type { RoutedBuild } from "./action-routes";

/**
 * A server build's route table in small: the shape of app/routes.ts around the routes that
 * declare their own limits, with the handles and actions their modules export.
 */
const action = () => null;
const route = (
  id: string,
  parentId: string | undefined,
  path?: string,
  module: { handle?: object; action?: unknown } = { action },
  index?: boolean,
) => ({ [id]: { id, parentId, path, index, module } });
export const build: RoutedBuild = {
  routes: {
    ...route("root", undefined, "", {}),
    ...route("routes/storefront/home", "root", undefined, {}, true),
    ...route("routes/storefront/cart", "root", "cart"),
    ...route("routes/storefront/furniture", "root", "furniture", {}),
    ...route("routes/storefront/info/contact", "root", "contact"),
    ...route("routes/admin/layout", "root", "admin", {}),
    ...route("routes/admin/orders", "routes/admin/layout", undefined, { action }, true),
    ...route("routes/admin/products", "routes/admin/layout", "products", { handle: { form: IMPORT_FORM }, action }),
    ...route("routes/admin/product-edit", "routes/admin/layout", "products/:id", {
      handle: { form: ADMIN_UPLOAD_FORM },
      action,
    }),
    ...route("routes/admin/settings", "routes/admin/layout", "settings"),
    ...route("routes/resources/admin-uploads", "root", "admin/uploads", {
      handle: { form: ADMIN_UPLOAD_FORM },
      action,
    }),
    ...route("routes/resources/auth-api", "root", "api/auth/*"),
    ...route("routes/storefront/not-found", "root", "*", {}),
  },
};
