import { createHash } from "node:crypto";
import fs from "node:fs";
import { expect, request, type APIRequestContext, type APIResponse } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../../app/routes";
import { E2E_ADMIN } from "../../../scripts/e2e-admin.mjs";
import { demoCategories } from "../../../app/demo/data/categories";
import { linkIn, waitForMail } from "./mailbox";

export const EVIL = "https://evil.example";

/** Every path of app/routes.ts with the file that serves it, children joined to their parents. */
export function routeTable(
  entries: RouteConfigEntry[] = routes,
  parent = "",
): { path: string; file: string; index: boolean }[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent : [parent, entry.path].filter(Boolean).join("/");
    const route = { path: `/${path}`.replace(/^\/\//, "/"), file: entry.file, index: entry.index === true };
    return [route, ...routeTable(entry.children ?? [], path)];
  });
}

/**
 * The routes whose module answers posts: any form on the page or API behind it. An index
 * route's action answers only an address with `?index` (React Router's forms add it).
 */
export function actionRoutes() {
  return routeTable()
    .filter(({ file }) =>
      /export (async function action|const action|function action)\b/.test(fs.readFileSync(`app/${file}`, "utf8")),
    )
    .map((route) => (route.index ? { ...route, path: `${route.path}?index` } : route));
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
const CATEGORY_SLUGS = new Set<string>(demoCategories.map((category) => category.slug));

/** A real address for each route with dynamic segments, read from the shop's own pages. */
export async function routeSamples(visitor: APIRequestContext, admin: APIRequestContext) {
  const html = async (client: APIRequestContext, path: string) => (await client.get(path)).text();
  const furniture = await html(visitor, "/furniture");
  const products = [...furniture.matchAll(/href="\/furniture\/([a-z0-9-]+)"/g)].map((match) => match[1]!);
  const product = products.find((slug) => !CATEGORY_SLUGS.has(slug));
  expect(product, "a product on /furniture").toBeTruthy();
  const productId = firstLink(await html(admin, "/admin/products"), "/admin/products/", UUID);
  return {
    "/furniture/:handle": `/furniture/${product}`,
    "/services/:slug": `/services/${firstLink(await html(visitor, "/interior-design"), "/services/")}`,
    "/projects/:slug": `/projects/${firstLink(await html(visitor, "/projects"), "/projects/")}`,
    "/admin/products/:id": `/admin/products/${productId}`,
    "/admin/products/:id/variants": `/admin/products/${productId}/variants`,
    "/admin/projects/:id": `/admin/projects/${firstLink(await html(admin, "/admin/projects"), "/admin/projects/", UUID)}`,
    "/media/:file": "/media/00000000-0000-4000-8000-000000000000.webp",
    // An order's page opens only for its customer: a number no order has answers 404 like any other.
    "/orders/:number": "/orders/0000ABCD",
    // Its confirmation link without a key it opens: 'not valid', 404.
    "/orders/:number/confirm": "/orders/0000ABCD/confirm",
    // Its review page opens only with the delivered mail's key or for its customer: 404 here.
    "/orders/:number/review": "/orders/0000ABCD/review",
    // Its returns-and-claims page likewise: the mail's key, the order's, its browser or its customer.
    "/orders/:number/claim": "/orders/0000ABCD/claim",
    // A review's photo, of no review: 404. A vote for no review: 404 (a GET: 405).
    "/reviews/photos/:file": "/reviews/photos/00000000-0000-4000-8000-000000000000.webp",
    "/reviews/:id/helpful": "/reviews/00000000-0000-4000-8000-000000000000/helpful",
    // An order's documents, for an order that does not exist: 404 for the admin, /auth for others.
    "/admin/orders/:orderId/invoice": "/admin/orders/00000000-0000-4000-8000-000000000000/invoice",
    "/admin/orders/:orderId/delivery-note": "/admin/orders/00000000-0000-4000-8000-000000000000/delivery-note",
    // A request's page and photos open only with its key (or for its customer or an admin): 404 here.
    "/requests/:number": "/requests/0000ABCD",
    "/requests/:number/photos/:file": "/requests/0000ABCD/photos/00000000-0000-4000-8000-000000000000.webp",
    "/admin/requests/:id": "/admin/requests/00000000-0000-4000-8000-000000000000",
    // A return or claim that does not exist: 404 for the admin, /auth for others; its photos 403 to non-admins.
    "/admin/claims/:id": "/admin/claims/00000000-0000-4000-8000-000000000000",
    "/admin/claims/photos/:file": "/admin/claims/photos/00000000-0000-4000-8000-000000000000.webp",
    // A discount code that does not exist: 404 for the admin, /auth for others.
    "/admin/discounts/:id": "/admin/discounts/00000000-0000-4000-8000-000000000000",
    // A sale that does not exist: 404 for the admin, /auth for others.
    "/admin/sales/:id": "/admin/sales/00000000-0000-4000-8000-000000000000",
    // A booking's cancel link without its key: 'not valid', 404.
    "/consultations/:number/cancel": "/consultations/0000ABCD/cancel",
    // A stock alert's page without its key: 'opens no alert', 404.
    "/stock-alerts/:id": "/stock-alerts/00000000-0000-4000-8000-000000000000",
    "/api/auth/*": "/api/auth/ok",
    "/*": "/no-such-page-for-the-security-spec",
  } as Record<string, string>;
}

/** The address to request for a route: itself, or the real sample of a route with dynamic segments. */
export function sampleUrl(path: string, samples: Record<string, string>) {
  if (!/[:*]/.test(path)) return path;
  const sample = samples[path];
  if (sample === undefined) throw new Error(`no sample address for ${path}: add one to the security spec`);
  return sample;
}

/** The first link in `html` to a child of `prefix` (e.g. a product under /furniture/). */
export function firstLink(html: string, prefix: string, shape = /[a-z0-9-]+/) {
  const match = new RegExp(`href="${prefix}(${shape.source})"`).exec(html);
  if (!match) throw new Error(`no link under ${prefix}`);
  return match[1]!;
}

/** Its own client address per context: rate limits count per client, as for real visitors. */
export function clientHeaders(extra: Record<string, string> = {}) {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  return { "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}`, ...extra };
}

export async function newClient(baseURL: string) {
  return request.newContext({ baseURL, extraHTTPHeaders: clientHeaders() });
}

/** Same-origin options for a post, as a browser on our own page sends it. */
export const sameOrigin = (baseURL: string) => ({ Origin: new URL(baseURL).origin, "Sec-Fetch-Site": "same-origin" });

export async function signInAdmin(baseURL: string) {
  const admin = await newClient(baseURL);
  const response = await admin.post("/api/auth/sign-in/email", {
    headers: sameOrigin(baseURL),
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return admin;
}

/** A new, verified and signed-in customer, through better-auth's API and the real mail. */
export async function signUpCustomer(baseURL: string) {
  const customer = await newClient(baseURL);
  const email = `security-${Date.now()}-${Math.floor(Math.random() * 1e6)}@shahkaar.test`;
  const signUp = await customer.post("/api/auth/sign-up/email", {
    headers: sameOrigin(baseURL),
    data: { email, password: "security-password-1", name: "Sara Security" },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  await proveAddress(customer, baseURL, email, "security-password-1");
  const signIn = await customer.post("/api/auth/sign-in/email", {
    headers: sameOrigin(baseURL),
    data: { email, password: "security-password-1" },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const session = await (await customer.get("/api/auth/get-session")).json();
  expect(session?.user?.email).toBe(email);
  return customer;
}

/**
 * Proves an address as its holder does, through better-auth's API: opens the newest confirmation
 * link mailed to it, which leads to the page where the password is chosen, and chooses `password`
 * with that page's token (docs/decisions/028). Answers /reset-password's response.
 */
export async function proveAddress(client: APIRequestContext, baseURL: string, email: string, password: string) {
  const opened = await client.get(linkIn(await waitForMail(email, /Confirm your e-mail/), "/api/auth/verify-email"));
  const page = new URL(opened.url());
  expect(page.pathname, "the link leads to choosing the password").toBe("/auth/reset-password");
  return client.post("/api/auth/reset-password", {
    headers: sameOrigin(baseURL),
    data: { token: page.searchParams.get("token"), newPassword: password },
  });
}

const directives = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values] as const),
  );

/** The headers every answer carries, whatever its type. */
export function expectBaseHeaders(response: APIResponse, label: string) {
  const headers = response.headers();
  expect(headers["x-content-type-options"], `${label}: nosniff`).toBe("nosniff");
}

/** A page's Content-Security-Policy and the browser protections beside it. */
export function expectPageHeaders(response: APIResponse, body: string, label: string) {
  const headers = response.headers();
  expectBaseHeaders(response, label);
  const policy = headers["content-security-policy"];
  expect(policy, `${label}: Content-Security-Policy`).toBeTruthy();
  const csp = directives(policy!);
  const scripts = csp.get("script-src") ?? csp.get("default-src") ?? [];
  expect(
    scripts.some((source) => source === "'self'" || source.startsWith("'nonce-")),
    `${label}: script-src`,
  ).toBe(true);
  expect(scripts, `${label}: no inline scripts`).not.toContain("'unsafe-inline'");
  expect(scripts, `${label}: no eval`).not.toContain("'unsafe-eval'");
  expect(csp.get("object-src"), `${label}: object-src`).toEqual(["'none'"]);
  expect(csp.get("base-uri"), `${label}: base-uri`).toBeDefined();
  expect(csp.get("frame-ancestors"), `${label}: frame-ancestors`).toEqual(["'none'"]);
  expect(headers["x-frame-options"], `${label}: X-Frame-Options`).toBe("DENY");
  expect(headers["referrer-policy"], `${label}: Referrer-Policy`).toMatch(
    /^(strict-origin-when-cross-origin|strict-origin|same-origin|no-referrer)$/,
  );
  expect(headers["permissions-policy"], `${label}: Permissions-Policy`).toContain("camera=()");
  expect(headers["cross-origin-opener-policy"], `${label}: COOP`).toBe("same-origin");
  // Every inline script is allowed by this response's nonce, or (a page from the shared
  // page cache) by its digest: otherwise it would not run, or would run unchecked.
  const nonce = /'nonce-([^']+)'/.exec(policy!)?.[1];
  for (const [, attributes, script] of body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=|application\/ld\+json/.test(attributes!)) continue;
    const digest = `'sha256-${createHash("sha256").update(script!).digest("base64")}'`;
    const allowed = (nonce !== undefined && attributes!.includes(`nonce="${nonce}"`)) || scripts.includes(digest);
    expect(allowed, `${label}: inline script allowed by nonce or digest: <script${attributes}>`).toBe(true);
  }
}

/** Checks an answer by what it is: pages get the full set, everything else nosniff. */
export async function expectSecureAnswer(response: APIResponse, label: string) {
  const type = response.headers()["content-type"] ?? "";
  if (type.startsWith("text/html")) expectPageHeaders(response, await response.text(), label);
  else expectBaseHeaders(response, label);
}

// What an unhandled error shows when it leaks: stack frames, our paths, error class names.
const LEAKS = [
  /\bat (?:async )?[\w$.<>[\] ]*\(?(?:file:\/\/|\/|node:)[^\s)]*:\d+:\d+/,
  /\/work\//,
  /node_modules/,
  /\b(?:TypeError|ReferenceError|SyntaxError|RangeError|URIError|DrizzleQueryError|PostgresError|ZodError|DatabaseError)\b/,
];

export async function expectNoLeak(response: APIResponse, label: string) {
  const body = await response.text();
  for (const leak of LEAKS) expect(body, `${label}: ${leak}`).not.toMatch(leak);
  // Whatever we echo back is escaped: a script sent in the address never comes back as one.
  expect(body, `${label}: reflected script`).not.toContain("<script>alert(1)</script>");
}

/** Disposes every context made for a test group. */
export async function disposeAll(...contexts: (APIRequestContext | undefined)[]) {
  await Promise.all(contexts.map((context) => context?.dispose()));
}
