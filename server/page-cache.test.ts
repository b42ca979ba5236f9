import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { beforeEach, describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "~/utils/content-security-policy";
import { sharedPagesChanged } from "~/utils/shared-page-changes.server";
import { pageCache } from "./page-cache";
import { isSharedPage } from "./shared-page";

const SCRIPT = "window.__ready = true;";

/** A stand-in for React Router: each render has its own nonce and says which render it was. */
function shop(options: { seconds?: number; maxEntries?: number } = {}) {
  const state = { renders: 0, clock: 0, stock: 5, release: Promise.resolve(), priceChange: null as number | null };
  const app = new Hono();
  app.use(
    pageCache({
      seconds: options.seconds ?? 5,
      maxEntries: options.maxEntries,
      now: () => state.clock,
      priceChange: () => state.priceChange,
    }),
  );
  // An order takes stock and says so, as place-order.server.ts does; a refused one changes nothing.
  app.post("/checkout", (c) => {
    const ok = c.req.query("fail") === undefined;
    if (ok) state.stock -= 1;
    if (ok) sharedPagesChanged("catalogue");
    return c.text(ok ? "ordered" : "refused", ok ? 200 : 409);
  });
  // A wishlist, cart, vote or sign-in post: it succeeds and changes no shared page.
  app.post("/wishlist", (c) => c.text("saved", 200));
  app.get("*", async (c) => {
    state.renders += 1;
    const render = state.renders;
    await state.release;
    const nonce = `nonce${render}`;
    const headers: Record<string, string> = {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": contentSecurityPolicy(nonce),
      "Cache-Control": "private, no-store",
    };
    if (c.req.query("cookie") !== undefined) headers["Set-Cookie"] = "shop.session=1";
    const status = c.req.path === "/furniture/missing" ? 404 : 200;
    const html = `<html><head><script nonce="${nonce}">${SCRIPT}</script><script type="module" src="/assets/a.js" nonce="${nonce}"></script></head><body>render ${render}, ${state.stock} in stock</body></html>`;
    return c.body(html, status as 200, headers);
  });
  const get = (path: string, headers: Record<string, string> = {}) =>
    app.request(`http://127.0.0.1:3000${path}`, { headers });
  return { app, state, get, post: (path: string) => app.request(`http://127.0.0.1:3000${path}`, { method: "POST" }) };
}

let s: ReturnType<typeof shop>;
beforeEach(() => {
  s = shop();
});

describe("page cache", () => {
  it("renders a shared page once for visitors without a cookie, and serves the same page again", async () => {
    const first = await s.get("/furniture/oak-table");
    const second = await s.get("/furniture/oak-table");
    expect(first.headers.get("X-Page-Cache")).toBe("miss");
    expect(second.headers.get("X-Page-Cache")).toBe("hit");
    expect(await second.text()).toBe(await first.text());
    expect(s.state.renders).toBe(1);
    expect(second.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("takes the nonce out and allows the page's inline script by its digest instead", async () => {
    await s.get("/furniture");
    const response = await s.get("/furniture");
    const html = await response.text();
    const policy = response.headers.get("Content-Security-Policy")!;
    expect(html).not.toContain("nonce");
    expect(policy).not.toContain("'nonce-");
    const digest = createHash("sha256").update(SCRIPT).digest("base64");
    expect(policy).toContain(`script-src 'self' 'sha256-${digest}';`);
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("sends Brotli or gzip to clients that take them, plain bytes to others, headers alone to HEAD", async () => {
    await s.get("/");
    const brotli = await s.get("/", { "Accept-Encoding": "gzip, deflate, br" });
    expect(brotli.headers.get("Content-Encoding")).toBe("br");
    expect(brotli.headers.get("Vary")).toBe("Accept-Encoding");
    const body = brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString();
    expect(body).toContain("render 1");
    const zipped = await s.get("/", { "Accept-Encoding": "gzip, deflate" });
    expect(zipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(body);
    const plain = await s.get("/", { "Accept-Encoding": "gzip;q=0, br;q=0, *" });
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe(body);
    const head = await s.app.request("http://127.0.0.1:3000/", { method: "HEAD" });
    expect(head.headers.get("X-Page-Cache")).toBe("hit");
    expect(await head.text()).toBe("");
    expect(s.state.renders).toBe(1);
  });

  it("never serves or keeps a page for a request with a cookie", async () => {
    await s.get("/furniture");
    const signedIn = await s.get("/furniture", { Cookie: "shop.session_token=abc" });
    expect(signedIn.headers.get("X-Page-Cache")).toBeNull();
    expect(await signedIn.text()).toContain("render 2");
    expect(signedIn.headers.get("Content-Security-Policy")).toContain("'nonce-nonce2'");
    await s.get("/furniture", { Cookie: "shop.session_token=abc" });
    expect(s.state.renders).toBe(3);
  });

  it("keeps no answer that sets a cookie or is not a 200, and no page outside the shared ones", async () => {
    for (const path of ["/furniture?cookie", "/furniture/missing", "/cart", "/checkout", "/admin", "/profile"]) {
      await s.get(path);
      const again = await s.get(path);
      expect(again.headers.get("X-Page-Cache"), path).not.toBe("hit");
    }
    expect(s.state.renders).toBe(12);
  });

  it("drops the pages that show a change announced here, not for a refused one", async () => {
    await s.get("/furniture/oak-table");
    await s.post("/checkout?fail");
    expect(await (await s.get("/furniture/oak-table")).text()).toContain("5 in stock");
    await s.post("/checkout");
    const after = await s.get("/furniture/oak-table");
    expect(after.headers.get("X-Page-Cache")).toBe("miss");
    expect(await after.text()).toContain("4 in stock");
  });

  it("is not emptied by posts that change no shared page (was: every successful post emptied it)", async () => {
    await s.get("/furniture");
    for (let post = 0; post < 5; post++) expect((await s.post("/wishlist")).status).toBe(200);
    expect((await s.get("/furniture")).headers.get("X-Page-Cache")).toBe("hit");
    expect(s.state.renders).toBe(1);
  });

  it("drops only the pages of the scope announced: catalogue, content, everything", async () => {
    const pages = ["/", "/furniture", "/furniture/oak-table", "/furniture/living-room", "/home-decor"];
    const others = ["/projects", "/projects/x", "/interior-design", "/services/kitchens", "/about", "/shipping"];
    const fill = () => Promise.all([...pages, ...others].map((path) => s.get(path)));
    const cached = async (paths: string[]) =>
      Promise.all(paths.map(async (path) => (await s.get(path)).headers.get("X-Page-Cache") === "hit"));

    await fill();
    sharedPagesChanged("catalogue");
    expect(await cached(pages)).toEqual(pages.map(() => false));
    // /about counts the products for sale in its figures (issue 33, part 6): it goes too.
    expect(await cached(others)).toEqual(others.map((path) => path !== "/about"));

    await fill();
    sharedPagesChanged("content");
    // The home page shows both; the catalogue's own pages show no content.
    expect(await cached(pages)).toEqual([false, true, true, true, true]);
    expect(await cached(others)).toEqual(others.map(() => false));

    await fill();
    sharedPagesChanged("everything");
    expect(await cached([...pages, ...others])).toEqual([...pages, ...others].map(() => false));
  });

  it("renders again once a page is older than its time, for changes made elsewhere", async () => {
    await s.get("/projects");
    s.state.stock = 1;
    s.state.clock += 4_999;
    expect(await (await s.get("/projects")).text()).toContain("5 in stock");
    s.state.clock += 1;
    expect(await (await s.get("/projects")).text()).toContain("1 in stock");
  });

  it("keeps no page past the next start or end of a sale (was: up to the cache's seconds after it)", async () => {
    s.state.priceChange = 1_200;
    await s.get("/furniture/oak-table");
    s.state.stock = 2;
    s.state.clock = 1_199;
    expect(await (await s.get("/furniture/oak-table")).text()).toContain("5 in stock");
    s.state.clock = 1_200;
    expect(await (await s.get("/furniture/oak-table")).text()).toContain("2 in stock");
    // A boundary already past, or none, leaves the cache's own seconds.
    s.state.priceChange = 1_000;
    s.state.stock = 3;
    s.state.clock = 6_199;
    expect(await (await s.get("/furniture/oak-table")).text()).toContain("2 in stock");
  });

  it("lets many visitors asking for a missing page wait for one render", async () => {
    let open!: () => void;
    s.state.release = new Promise<void>((resolve) => (open = resolve));
    const answers = Array.from({ length: 20 }, () => s.get("/home-decor"));
    open();
    const texts = await Promise.all((await Promise.all(answers)).map((response) => response.text()));
    expect(s.state.renders).toBe(1);
    expect(new Set(texts).size).toBe(1);
  });

  it("does not keep a page that rendered while a change landed", async () => {
    let open!: () => void;
    s.state.release = new Promise<void>((resolve) => (open = resolve));
    const rendering = s.get("/about");
    await s.post("/checkout");
    open();
    await rendering;
    s.state.release = Promise.resolve();
    expect((await s.get("/about")).headers.get("X-Page-Cache")).toBe("miss");
  });

  it("forgets the least recently used page when full", async () => {
    s = shop({ maxEntries: 2 });
    await s.get("/about");
    await s.get("/careers");
    await s.get("/about");
    await s.get("/press");
    expect((await s.get("/about")).headers.get("X-Page-Cache")).toBe("hit");
    expect((await s.get("/careers")).headers.get("X-Page-Cache")).toBe("miss");
  });
});

describe("isSharedPage", () => {
  it("shares the catalogue, projects and information pages, not page data or anyone's own pages", () => {
    for (const path of ["/", "/furniture", "/furniture/oak-table", "/services/kitchens", "/projects/x", "/about"]) {
      expect(isSharedPage(path), path).toBe(true);
    }
    for (const path of ["/furniture/oak-table.data", "/furniture/a/b", "/cart", "/wishlist", "/checkout"]) {
      expect(isSharedPage(path), path).toBe(false);
    }
    for (const path of ["/track-order", "/profile", "/auth", "/auth/reset-password", "/admin", "/admin/products"]) {
      expect(isSharedPage(path), path).toBe(false);
    }
  });
});
