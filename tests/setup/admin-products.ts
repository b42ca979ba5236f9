import { eq } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import { db } from "~/db/client.server";
import { categories, products } from "~/db/schema";
import { createOrPromoteAdmin } from "~/modules/accounts/admin-account.server";
import { action as editAction } from "~/routes/admin/product-edit";
import { action as newAction } from "~/routes/admin/product-new";
import { action as listAction } from "~/routes/admin/products";
import { freshIp, ORIGIN, registerCustomer, setupAccounts, signedInCookie } from "./accounts";

/**
 * Helpers for the Products tab tests (tests/server/admin-products and
 * admin-products-lifecycle): its route modules, called as the browser calls them.
 */
export type Fields = Record<string, string | Blob>;

export const args = <T>(req: Request, params: Record<string, string> = {}) =>
  ({ request: req, params, context: {}, unstable_pattern: new URL(req.url).pathname }) as unknown as T;

/** What the products actions answer (every field optional: each answer has some). */
export interface Answer {
  notice: { tone: string; title: string; text: string };
  errors: Record<string, string>;
  values: Record<string, string>;
  product: { id: string; slug: string };
  outcome: string;
}

/** An action's `data(body, { status })`, or a plain object (200). */
export function unwrap(result: unknown): { status: number; body: Answer } {
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { init, data } = result as { init: ResponseInit | null; data: Answer };
    return { status: init?.status ?? 200, body: data };
  }
  return { status: 200, body: result as Answer };
}

export const productRow = async (id: string) => (await db().select().from(products).where(eq(products.id, id)))[0];
export const allProducts = () => db().select().from(products).orderBy(products.id);

/** The Response (or `data(…, { status })`) a loader or action throws; fails if it returns instead. */
export async function thrown(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error;
    const { status } = unwrap(error);
    if (status !== 200) return new Response(null, { status });
    throw error;
  }
  throw new Error("expected a thrown Response");
}

/**
 * A fresh database (through `setupAccounts()`) with, in beforeAll, a signed-in
 * customer (Sana), a signed-in admin (Owner) and two categories (Living Room,
 * Bedroom). Call once at the top of a test file; the cookie and category fields
 * are filled in beforeAll, and the helpers act as the admin unless given a cookie.
 */
export function setupAdminProducts() {
  setupAccounts();

  const cookies = { admin: "", customer: "" };
  const category = { living: "", bedroom: "" };

  beforeAll(async () => {
    cookies.customer = await registerCustomer({
      email: "sana@shop.example",
      password: "sana-password-1",
      name: "Sana",
    });
    await createOrPromoteAdmin({ email: "owner@shop.example", password: "owner-password-1", name: "Owner" });
    cookies.admin = await signedInCookie(freshIp(), { email: "owner@shop.example", password: "owner-password-1" });
    const rows = await db()
      .insert(categories)
      .values([
        { name: "Living Room", slug: "living-room", sortOrder: 1 },
        { name: "Bedroom", slug: "bedroom", sortOrder: 2 },
      ])
      .returning();
    category.living = rows[0]!.id;
    category.bedroom = rows[1]!.id;
  });

  function request(path: string, { cookie = cookies.admin, form }: { cookie?: string; form?: Fields } = {}) {
    const headers = new Headers({ origin: ORIGIN, "x-forwarded-for": freshIp() });
    if (cookie) headers.set("cookie", cookie);
    if (!form) return new Request(`${ORIGIN}${path}`, { headers });
    const body = new FormData();
    for (const [key, value] of Object.entries(form)) body.set(key, value);
    return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body });
  }

  const validForm = (extra: Fields = {}): Fields => ({
    name: "Noor Walnut Sofa",
    description: "Three seats in walnut and linen.",
    price: "185000",
    stock: "4",
    categoryId: category.living,
    dimensions: "220 × 90 × 85 cm",
    materials: "Walnut, linen",
    images: " https://cdn.example.com/sofa.jpg , /images/demo/products/sofa.webp ,",
    ...extra,
  });

  const add = async (form: Fields, cookie?: string) =>
    unwrap(await newAction(args(request("/admin/products/new", { cookie, form }))));
  const edit = async (id: string, form: Fields, cookie?: string) =>
    unwrap(await editAction(args(request(`/admin/products/${id}`, { cookie, form }), { id })));
  const onList = async (form: Fields, cookie?: string) =>
    unwrap(await listAction(args(request("/admin/products", { cookie, form }))));

  async function addOk(form: Fields = validForm()) {
    const result = await add(form);
    expect(result.status).toBe(200);
    return result.body.product as { id: string; slug: string };
  }

  return { cookies, category, request, validForm, add, edit, onList, addOk };
}
