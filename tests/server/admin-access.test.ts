import type { RouteConfigEntry } from "@react-router/dev/routes";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { db } from "~/db/client.server";
import { createOrPromoteAdmin } from "~/modules/accounts/admin-account.server";
import { freshIp, ORIGIN, registerCustomer, routeArgs, setupAccounts, signedInCookie } from "../setup/accounts";
import { makeCustomer, makeProduct } from "../setup/orders";

/**
 * Every route under /admin in the route table (pages, their actions and the
 * admin resources), read from app/routes.ts itself so a route added later is
 * covered without touching this file. A customer and a signed-out visitor
 * must get a redirect or a 403 from each loader and action, never data, and
 * the database must be exactly as it was.
 */
setupAccounts();

interface AdminRoute {
  path: string;
  file: string;
}

function adminRoutes(entries: RouteConfigEntry[], parent = ""): AdminRoute[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent : [parent, entry.path].filter(Boolean).join("/");
    const own = path === "admin" || path.startsWith("admin/") ? [{ path, file: entry.file }] : [];
    return [...own, ...adminRoutes(entry.children ?? [], path)];
  });
}

const found = adminRoutes(routes);
let customerCookie = "";
let ids: Record<string, string> = {};

beforeAll(async () => {
  customerCookie = await registerCustomer({ email: "nosy@shop.example", password: "nosy-password-1", name: "Nosy" });
  await createOrPromoteAdmin({ email: "owner@shop.example", password: "owner-password-1", name: "Owner" });
  // The admin is signed in too: a guard must look at who asks, not at whether an admin session exists.
  await signedInCookie(freshIp(), { email: "owner@shop.example", password: "owner-password-1" });
  const product = await makeProduct({ price: 1_000, stock: 5, name: "Guarded Chair" });
  await makeCustomer();
  ids = { id: product.id, file: `${product.id}.webp` };
});

/** Every user table's rows, as text: any insert, update or delete shows up as a difference. */
async function everything(): Promise<string> {
  // Both drivers answer { rows }; their declared types differ, hence the casts.
  const rowsOf = async (query: ReturnType<typeof sql>) => ((await db().execute(query)) as { rows: unknown[] }).rows;
  const tables = (await rowsOf(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('rate_limits', '__drizzle_migrations') order by 1`,
  )) as { name: string }[];
  const parts: string[] = [];
  for (const { name } of tables) {
    parts.push(`${name}: ${JSON.stringify(await rowsOf(sql.raw(`select * from "${name}" order by 1`)))}`);
  }
  return parts.join("\n");
}

/** A form that would change things if a guard let it through: every intent and field the tabs use. */
function hostileForm(): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    intent: "delete",
    id: ids.id!,
    productId: ids.id!,
    orderId: ids.id!,
    status: "cancelled",
    name: "Hacked",
    title: "Hacked",
    price: "1",
    stock: "0",
    isActive: "false",
    shopName: "Hacked",
  };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

async function settle(run: () => unknown): Promise<{ thrown: boolean; value: unknown }> {
  try {
    return { thrown: false, value: await run() };
  } catch (error) {
    return { thrown: true, value: error };
  }
}

function expectRefused(outcome: { thrown: boolean; value: unknown }, label: string) {
  expect(outcome.value, `${label} must answer with a Response`).toBeInstanceOf(Response);
  const response = outcome.value as Response;
  const refused =
    (response.status === 302 && response.headers.get("Location")?.startsWith("/auth")) || response.status === 403;
  expect(refused, `${label} answered ${response.status} ${response.headers.get("Location") ?? ""}`).toBe(true);
}

describe("every admin route refuses customers and visitors", () => {
  it("finds the dashboard, its tabs and the admin resources in the route table", () => {
    const paths = found.map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(["admin", "admin/products", "admin/orders.csv", "admin/events"]));
    expect(paths.length).toBeGreaterThanOrEqual(14);
  });

  for (const who of ["customer", "visitor"] as const) {
    it(`a ${who} gets a redirect or 403 from every loader and action, and nothing changes`, async () => {
      const before = await everything();
      for (const route of found) {
        const module = (await import(/* @vite-ignore */ `../../app/${route.file}`)) as {
          loader?: (args: unknown) => unknown;
          action?: (args: unknown) => unknown;
        };
        const pathname = `/${route.path.replace(/:(\w+)/g, (_, name: string) => ids[name] ?? ids.id!)}`;
        const params = Object.fromEntries(
          [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, ids[name!] ?? ids.id]),
        );
        const headers = () => {
          const result = new Headers({ origin: ORIGIN, "x-forwarded-for": freshIp() });
          if (who === "customer") result.set("cookie", customerCookie);
          return result;
        };
        const args = (request: Request) => ({ ...routeArgs<object>(request), params });
        expect(module.loader ?? module.action, `${route.file} has neither loader nor action`).toBeDefined();
        if (module.loader) {
          const request = new Request(`${ORIGIN}${pathname}`, { headers: headers() });
          expectRefused(await settle(() => module.loader!(args(request))), `GET ${pathname}`);
        }
        if (module.action) {
          const request = new Request(`${ORIGIN}${pathname}`, {
            method: "POST",
            headers: headers(),
            body: hostileForm(),
          });
          expectRefused(await settle(() => module.action!(args(request))), `POST ${pathname}`);
        }
      }
      expect(await everything()).toBe(before);
    });
  }
});
