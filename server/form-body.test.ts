import { performance } from "node:perf_hooks";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { readForm } from "~/utils/form.server";
import { build } from "./action-routes.fixture";
import { formBody, pageRequest } from "./form-body";

// The session check is the shop's own in the real host; here a header says who posts.
const app = new Hono();
app.use(formBody(async () => build, { isAdmin: async (request) => request.headers.get("x-admin") === "yes" }));
app.all("/api/auth/*", async (c) => c.text(`to better-auth: ${(await c.req.text()).length}`));
// What an action sees: the request React Router gets, and the form readForm gives it.
app.all("*", async (c) => {
  if (c.req.method === "GET") return c.text("page");
  const request = pageRequest(c.req.raw);
  const form = await readForm(request);
  const entries = [...form].map(([name, value]) =>
    typeof value === "string" ? `${name}=${value}` : `${name}:${value.name}(${value.size})`,
  );
  return c.text(`${request.body === null ? "no body" : "body"}; ${entries.join(", ")}`);
});

const ORIGIN = "http://127.0.0.1:3000";
const FORM = "application/x-www-form-urlencoded";
const post = (path: string, body: BodyInit, type?: string, headers: Record<string, string> = {}) =>
  app.request(`${ORIGIN}${path}`, {
    method: "POST",
    body,
    headers: { ...(type ? { "content-type": type } : {}), ...headers },
  });

/** A multipart body of `count` one-byte files, as the attack run sent it. */
function tinyFileParts(count: number) {
  const part = `--flood\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nx\r\n`;
  return { body: `${part.repeat(count)}--flood--\r\n`, type: "multipart/form-data; boundary=flood" };
}

const streamOf = (bytes: Uint8Array, chunk = 64 * 1024) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += chunk) controller.enqueue(bytes.subarray(at, at + chunk));
      controller.close();
    },
  });

describe("formBody", () => {
  it("reads a form once and hands it to the action, in order, with the request's body gone", async () => {
    const urlencoded = await post("/contact", "name=Sana&message=Hello+there&name=Iqbal", FORM);
    expect(await urlencoded.text()).toBe("no body; name=Sana, message=Hello there, name=Iqbal");
    const form = new FormData();
    form.append("intent", "import");
    form.append("file", new File(["[{}]"], "products.json", { type: "application/json" }));
    form.append("note", "after the file");
    const multipart = await post("/admin/products", form, undefined, { "x-admin": "yes" });
    expect(await multipart.text()).toBe("no body; intent=import, file:products.json(4), note=after the file");
  });

  it("refuses a body of many tiny files at the first part over the limit, before reading the rest", async () => {
    const { body, type } = tinyFileParts(330_000);
    const bytes = new TextEncoder().encode(body);
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= bytes.length) return controller.close();
        controller.enqueue(bytes.subarray(pulled, pulled + 64 * 1024));
        pulled += 64 * 1024;
      },
    });
    // A storefront form takes no files at all; the custom request's six would be the same story.
    const started = performance.now();
    const response = await app.request(`${ORIGIN}/contact`, {
      method: "POST",
      body: stream,
      headers: { "content-type": type },
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.text()).toBe("This form takes no files.");
    expect(response.headers.get("connection")).toBe("close");
    // Drained to be answered (a client still sending sees the 413), never parsed: one pass over the bytes.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("holds a route's files, their sizes and its fields to its limits", async () => {
    const admin = { "x-admin": "yes" };
    const files = (count: number, bytes: number) => {
      const form = new FormData();
      for (let index = 0; index < count; index++)
        form.append("upload", new File([new Uint8Array(bytes)], `p${index}.jpg`));
      return form;
    };
    expect((await post("/admin/uploads", files(1, 1024), undefined, admin)).status).toBe(200);
    const many = await post("/admin/uploads", files(21, 10), undefined, admin);
    expect(many.status).toBe(413);
    expect(await many.text()).toBe("The form has too many files: at most 20.");
    const big = await post("/admin/products", files(1, 2 * 1024 * 1024 + 1), undefined, admin);
    expect(big.status).toBe(413);
    expect(await big.text()).toBe("p0.jpg is too large: each file may be up to 2 MB.");
    const fields = Array.from({ length: 61 }, (_, index) => `f${index}=x`).join("&");
    const tooMany = await post("/contact", fields, FORM);
    expect(tooMany.status).toBe(413);
    expect(await tooMany.text()).toBe("The form has too many fields: at most 60.");
    const long = await post("/contact", `message=${"a".repeat(64 * 1024 + 1)}`, FORM);
    expect(long.status).toBe(413);
    expect(await long.text()).toBe("A field of the form is too long: each may be up to 64 KB.");
  });

  it("refuses a larger body with 413, declared or streamed, and answers JSON to a script that asks for it", async () => {
    const bytes = new TextEncoder().encode(`message=${"a".repeat(300 * 1024)}`);
    const declared = await post("/contact", bytes, FORM);
    expect(declared.status).toBe(413);
    expect(await declared.text()).toBe("The request is too large: the limit is 256 KB.");
    const streamed = await app.request(`${ORIGIN}/contact`, {
      method: "POST",
      body: streamOf(bytes),
      headers: { "content-type": FORM, accept: "application/json" },
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ error: "The request is too large: the limit is 256 KB." });
  });

  it("gives an admin route's larger limits only to an admin", async () => {
    const form = new FormData();
    form.append("file", new File(["[]"], "products.json"));
    const stranger = await post("/admin/products", form);
    expect(stranger.status).toBe(413);
    expect(await stranger.text()).toBe("This form takes no files.");
    const many = Array.from({ length: 100 }, (_, index) => `ids=${index}`).join("&");
    expect((await post("/admin/settings", many, FORM)).status).toBe(413);
    expect((await post("/admin/settings", many, FORM, { "x-admin": "yes" })).status).toBe(200);
  });

  it("answers 405 for an address without an action, before reading its body", async () => {
    for (const [path, search] of [
      ["/furniture", ""],
      ["/", ""],
      ["/_root.data", ""],
      ["/no/such/page", ""],
      ["/admin", ""],
    ]) {
      const response = await post(`${path}${search}`, "a=1", FORM);
      expect(response.status, path).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
    }
    expect((await post("/admin?index", "a=1", FORM, { "x-admin": "yes" })).status).toBe(200);
  });

  it("refuses what no action can read, as the client's fault", async () => {
    expect((await post("/cart", '{"intent":"add"}', "application/json")).status).toBe(415);
    expect((await post("/cart", "intent=add")).status).toBe(415);
    const broken = await post("/cart", "--x\r\nbroken", "multipart/form-data; boundary=zzz");
    expect(broken.status).toBe(400);
    expect(await broken.text()).toBe("The form could not be read.");
  });

  it("refuses a NUL character in the address or a field", async () => {
    expect((await app.request(`${ORIGIN}/admin/products?q=%00`)).status).toBe(400);
    expect((await post("/contact", "message=hi%00there", FORM)).status).toBe(400);
    const form = new FormData();
    form.set("name", "a\0b");
    expect((await post("/cart", form)).status).toBe(400);
  });

  // The first attack run stored U+202E (right-to-left override) and invalid UTF-8 (as U+FFFD), shown
  // again in admin pages, mail subjects and the CSV.
  it.each([
    ["a right-to-left override", "name=Sana%E2%80%AEtxt.exe"],
    ["a left-to-right embedding", "name=%E2%80%AASana"],
    ["a first-strong isolate", "message=hi%E2%81%A8there"],
    ["bytes that are not UTF-8", "message=caf%E9"],
    ["a lone continuation byte", "message=%80%80"],
    ["an unsafe field name", "na%E2%80%AEme=Sana"],
  ])("refuses %s in a form, saying why", async (_, body) => {
    const response = await post("/contact", body, FORM);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("text-direction control");
  });

  it("reads a form as UTF-8 whatever charset it names, and lets Urdu and marks through", async () => {
    const latin1 = await post("/contact", "message=caf%E9", `${FORM}; charset=latin1`);
    expect(latin1.status).toBe(400);
    const form = new FormData();
    form.set("name", "Sana\u202Etxt.exe");
    expect((await post("/cart", form)).status).toBe(400);
    const urdu = "name=%D8%B5%D9%88%D9%81%DB%81%E2%80%8F&message=Caf%C3%A9%20%E2%80%94%20ok";
    expect(await (await post("/contact", urdu, FORM)).text()).toBe("no body; name=صوفہ\u200f, message=Café — ok");
  });

  it("leaves better-auth's JSON API to its own checks, within 256 KB", async () => {
    expect(await (await post("/api/auth/sign-in/email", "{}", "application/json")).text()).toBe("to better-auth: 2");
    const big = await post("/api/auth/sign-in/email", `{"a":"${"x".repeat(300 * 1024)}"}`, "application/json");
    expect(big.status).toBe(413);
  });
});
