import { count, eq } from "drizzle-orm";
import { beforeAll } from "vitest";
import type { Notice } from "~/components/ui/toaster";
import { db } from "~/db/client.server";
import { categories, products, projects } from "~/db/schema";
import { createOrPromoteAdmin } from "~/modules/accounts/admin-account.server";
import * as categoriesRoute from "~/routes/admin/categories";
import { freshIp, pageRequest, registerCustomer, routeArgs, setupAccounts, signedInCookie } from "./accounts";

/**
 * Helpers for the admin content tests (tests/server/admin-categories,
 * admin-projects and admin-settings): run a route module's loader or action
 * as the server would, with a session cookie and a form post.
 */
export type Handler = (args: never) => unknown;
// Loader data as the tests read it; the pages' own types are checked by the pages.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Page = Record<string, any>;

export interface ActionBody {
  intent: string;
  notice: Notice | null;
  errors?: Record<string, string>;
}

/** An action's `data(body, { status })` result, or a plain object (status 200). */
export function unwrap<Body>(result: unknown): { status: number; body: Body } {
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { init, data } = result as { init: ResponseInit | null; data: Body };
    return { status: init?.status ?? 200, body: data };
  }
  return { status: 200, body: result as Body };
}

const args = (request: Request, params: Record<string, string>) => ({ ...routeArgs<object>(request), params }) as never;

export async function postForm(
  handler: Handler,
  path: string,
  { cookie, form, params = {} }: { cookie?: string; form: Record<string, string>; params?: Record<string, string> },
) {
  return unwrap<ActionBody>(await handler(args(pageRequest(path, { cookie, form }), params)));
}

export async function loadPage<Data>(
  handler: Handler,
  path: string,
  { cookie, params = {} }: { cookie?: string; params?: Record<string, string> } = {},
) {
  return unwrap<Data>(await handler(args(pageRequest(path, { cookie }), params))).body;
}

export const projectForm = (extra: Record<string, string> = {}) => ({
  intent: "create",
  title: "Askari Villa Lounge",
  description: "A family lounge in walnut and linen.",
  location: "Askari XI, Lahore",
  category: "interior_design",
  sector: "residential",
  status: "ongoing",
  // The gallery field's posts: one url and alt per picture, in order.
  "images.0.url": " /images/projects/a.jpg ",
  "images.0.alt": "",
  "images.1.url": "https://cdn.example/b.jpg",
  "images.1.alt": "The lounge from the garden door",
  completionDate: "",
  ...extra,
});

/** The product form as the Home Decor tab's 'Add Product' posts it: the décor category preselected. */
export const decorProductForm = (categoryId: string, extra: Record<string, string> = {}) => ({
  name: "Multani Blue Vase",
  description: "Hand-painted in Multan.",
  price: "12,500",
  stock: "7",
  categoryId,
  "images.0.url": "/images/decor/vase.jpg",
  "images.0.alt": "A blue and white vase",
  ...extra,
});

export const categoryBySlug = async (slug: string) =>
  (await db().select().from(categories).where(eq(categories.slug, slug)))[0];
export const total = async (table: typeof categories | typeof products | typeof projects) =>
  (await db().select({ n: count() }).from(table))[0]!.n;

/**
 * A fresh database (through `setupAccounts()`) with, in beforeAll, a signed-in
 * customer (Zara) and a signed-in admin (Owner). Call once at the top of a test
 * file; the cookie fields are filled in beforeAll, and `post`, `load` and
 * `addCategory` act as the admin.
 */
export function setupAdminContent() {
  setupAccounts();
  const content = {
    adminCookie: "",
    customerCookie: "",
    post: (handler: Handler, path: string, form: Record<string, string>, params: Record<string, string> = {}) =>
      postForm(handler, path, { cookie: content.adminCookie, form, params }),
    load: (handler: Handler, path: string, params: Record<string, string> = {}) =>
      loadPage<Page>(handler, path, { cookie: content.adminCookie, params }),
    addCategory: (form: Record<string, string>) =>
      content.post(categoriesRoute.action, "/admin/categories", { intent: "create", ...form }),
  };
  beforeAll(async () => {
    content.customerCookie = await registerCustomer({
      email: "zara@shop.example",
      password: "zara-password-1",
      name: "Zara",
    });
    await createOrPromoteAdmin({ email: "owner@shop.example", password: "owner-password-1", name: "Owner" });
    content.adminCookie = await signedInCookie(freshIp(), {
      email: "owner@shop.example",
      password: "owner-password-1",
    });
  });
  return content;
}
