import { expect, test, type APIRequestContext } from "@playwright/test";
import {
  actionRoutes,
  disposeAll,
  EVIL,
  expectBaseHeaders,
  expectNoLeak,
  expectSecureAnswer,
  newClient,
  routeSamples,
  routeTable,
  sameOrigin,
  sampleUrl,
  signInAdmin,
  signUpCustomer,
} from "./support/security";

/**
 * The attacks every shop meets, against the production build: pages without
 * their browser protections, errors that show our internals, bodies too large
 * to hold, and forms posted from another site.
 */
// The smallest valid PNG (1×1), built here rather than kept as a fixture file.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

let admin: APIRequestContext;
let visitor: APIRequestContext;
let samples: Record<string, string>;

test.beforeAll(async ({ baseURL }) => {
  visitor = await newClient(baseURL!);
  admin = await signInAdmin(baseURL!);
  samples = await routeSamples(visitor, admin);
});

test.afterAll(() => disposeAll(admin, visitor));

test("every route of the table answers with the security headers, to a visitor and to an admin", async () => {
  let pages = 0;
  for (const { path } of routeTable()) {
    const url = sampleUrl(path, samples);
    const viewers = path.startsWith("/admin") || path === "/profile" ? { visitor, admin } : { visitor };
    for (const [who, client] of Object.entries(viewers)) {
      // The live order feed never ends: its headers are checked below, without waiting for a body.
      if (path === "/admin/events" && who === "admin") continue;
      const response = await client.get(url, { maxRedirects: 0 });
      expect(response.status(), `${who} ${url}`).toBeLessThan(500);
      await expectSecureAnswer(response, `${who} ${url}`);
      if (response.headers()["content-type"]?.startsWith("text/html")) pages++;
    }
  }
  // The checks above ran on real pages, not only on redirects.
  expect(pages).toBeGreaterThan(40);
});

test("auth, 404 and error pages, files and exports carry their headers too", async ({ baseURL }) => {
  for (const url of ["/auth?mode=sign-up", "/auth?redirectTo=/admin", "/auth/reset-password?token=bogus"]) {
    await expectSecureAnswer(await visitor.get(url), url);
  }
  const missing = await visitor.get("/furniture/Not%20a%20product");
  expect(missing.status()).toBe(404);
  await expectSecureAnswer(missing, "a missing product");
  const malformed = await visitor.get("/%E0%A4%A");
  expect(malformed.status()).toBeLessThan(500);
  await expectSecureAnswer(malformed, "a malformed address");

  const home = await (await visitor.get("/")).text();
  const files = [
    "/robots.txt",
    "/sitemap.xml",
    "/health",
    /src="(\/images\/[^"]+)"/.exec(home)?.[1],
    /src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1] ?? /href="(\/assets\/[^"]+\.css)"/.exec(home)?.[1],
  ];
  for (const url of files) {
    expect(url, "a picture and an asset on the home page").toBeTruthy();
    const response = await visitor.get(url!);
    expect(response.status(), url).toBe(200);
    expectBaseHeaders(response, url!);
  }
  const csv = await admin.get("/admin/orders.csv");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expectBaseHeaders(csv, "/admin/orders.csv");

  // The admins' live feed: its headers arrive first, then it streams for as long as the page is open.
  const cookie = (await admin.storageState()).cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
  const stop = new AbortController();
  const events = await fetch(new URL("/admin/events", baseURL), { headers: { cookie }, signal: stop.signal });
  expect(events.headers.get("content-type")).toContain("text/event-stream");
  expect(events.headers.get("x-content-type-options")).toBe("nosniff");
  stop.abort();
});

test("odd addresses and parameters get a clean answer, never our internals", async () => {
  const script = encodeURIComponent("<script>alert(1)</script>");
  const odd = [
    "/%E0%A4%A",
    "/furniture/%E0%A4%A",
    "/furniture?page=-1",
    "/furniture?page=999999999",
    `/furniture?sort=${script}&category=${script}`,
    `/furniture?q=${"chair ".repeat(1500)}`,
    `/furniture?q=${script}&min=abc&max=-5`,
    "/furniture?min=1e308&max=NaN&page=1.5",
    `/home-decor?page=-1&sort=${script}&q=%00`,
    `/projects?sector=${script}&category=%27`,
    "/projects/%27%20OR%201%3D1--",
    `/track-order?order=${encodeURIComponent("' OR 1=1--")}&contact=${script}`,
    `/auth?redirectTo=${encodeURIComponent("https://evil.example/")}&mode=${script}`,
    `/services/${script}`,
  ];
  for (const url of odd) {
    const response = await visitor.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBeLessThan(500);
    await expectNoLeak(response, url);
  }
  for (const url of [
    "/admin?page=-1&status=" + script,
    "/admin/products?page=999999999&q=%00",
    "/admin/inbox?page=x",
  ]) {
    const response = await admin.get(url);
    expect(response.status(), url).toBeLessThan(500);
    await expectNoLeak(response, url);
  }
});

test("malformed bodies and unknown intents to every action get a clean answer", async ({ baseURL }) => {
  const bodies = {
    "broken multipart": { "Content-Type": "multipart/form-data; boundary=zzz", body: "--nope\r\nnot a form" },
    "broken JSON": { "Content-Type": "application/json", body: '{"intent": ' },
    "unknown intent": { "Content-Type": "application/x-www-form-urlencoded", body: "intent=__no_such_intent__&id=%ZZ" },
    "NUL characters": { "Content-Type": "application/x-www-form-urlencoded", body: "intent=add&name=a%00b&q=%00" },
  };
  // Its own admin session, posting to sign-out last: that post ends the session, as it should.
  const poster = await signInAdmin(baseURL!);
  const targets = [...actionRoutes().map(({ path }) => sampleUrl(path, samples)), "/api/auth/sign-in/email"].sort(
    (a, b) => Number(a === "/auth/sign-out") - Number(b === "/auth/sign-out"),
  );
  for (const url of targets) {
    for (const [kind, { body, ...headers }] of Object.entries(bodies)) {
      const response = await poster.post(url, {
        headers: { ...sameOrigin(baseURL!), ...headers },
        data: body,
        maxRedirects: 0,
      });
      expect(response.status(), `${kind} to ${url}`).toBeLessThan(500);
      await expectNoLeak(response, `${kind} to ${url}`);
    }
  }
  await disposeAll(poster);
});

test("bodies over the limit are refused with 413; ordinary ones still go through", async ({ baseURL }) => {
  const headers = sameOrigin(baseURL!);
  const huge = "x".repeat(300 * 1024);
  for (const url of ["/contact", "/cart.data", "/api/auth/sign-in/email"]) {
    const response = await visitor.post(url, { headers, form: { subject: "Hello", message: huge } });
    expect(response.status(), url).toBe(413);
    expect(await response.text()).toBe("The request is too large: the limit is 256 KB.");
    expectBaseHeaders(response, url);
  }

  const picture = (buffer: Buffer) => ({ file: { name: "photo.png", mimeType: "image/png", buffer } });
  const tooLarge = await admin.post("/admin/uploads", {
    headers,
    multipart: picture(Buffer.concat([PNG, Buffer.alloc(9 * 1024 * 1024)])),
  });
  expect(tooLarge.status()).toBe(413);
  expect(await tooLarge.text()).toBe("The request is too large: the limit is 8 MB.");

  // A picture within the limit is taken, and served back with its own headers.
  const upload = await admin.post("/admin/uploads", { headers, multipart: picture(PNG) });
  expect(upload.status(), await upload.text()).toBe(201);
  const media = await visitor.get((await upload.json()).url);
  expect(media.status()).toBe(200);
  expectBaseHeaders(media, "an uploaded picture");

  // An ordinary form: the tracking lookup answers (an unknown order), it is not refused.
  const track = await visitor.post("/track-order", { headers, form: { order: "FFFFFFFE", contact: "a@b.example" } });
  expect(track.status()).toBe(404);
});

test("a post from another site is refused by every action, and by sign-in and sign-up", async () => {
  const targets = [
    ...actionRoutes().flatMap(({ path }) => {
      const url = sampleUrl(path, samples);
      // React Router's script posts to `<path>.data`: the same action, the same refusal.
      return [url, `${url}.data`];
    }),
    "/api/auth/sign-in/email",
    "/api/auth/sign-up/email",
    "/api/auth/sign-out",
  ];
  expect(targets.length).toBeGreaterThan(40);
  const crossSite = { Origin: { Origin: EVIL }, "Sec-Fetch-Site": { "Sec-Fetch-Site": "cross-site" } };
  for (const url of targets) {
    for (const [how, headers] of Object.entries(crossSite)) {
      const response = await admin.post(url, { headers, form: { intent: "add" }, maxRedirects: 0 });
      expect(response.status(), `${how} ${url}`).toBe(403);
      expect(await response.text()).toBe("Cross-site request refused.");
    }
  }
});

test("a cross-site cart or wishlist add changes nothing; the same add from our page works", async ({ baseURL }) => {
  const customer = await signUpCustomer(baseURL!);
  const productPage = await (await customer.get(samples["/furniture/:handle"]!)).text();
  const productId = /name="productId"[^>]*value="([0-9a-f-]{36})"/.exec(productPage)?.[1];
  const productName = /<h1[^>]*>([^<]+)<\/h1>/.exec(productPage)?.[1];
  expect(productId && productName).toBeTruthy();
  const add = { intent: "add", productId: productId!, quantity: "1" };

  for (const url of ["/cart", "/wishlist"]) {
    const refused = await customer.post(url, { headers: { Origin: EVIL }, form: add });
    expect(refused.status()).toBe(403);
    expect(await (await customer.get(url)).text()).not.toContain(productName!);
  }
  for (const url of ["/cart", "/wishlist"]) {
    const added = await customer.post(url, { headers: sameOrigin(baseURL!), form: add });
    expect(added.status(), url).toBe(200);
    expect(await (await customer.get(url)).text()).toContain(productName!);
  }
  await disposeAll(customer);
});
