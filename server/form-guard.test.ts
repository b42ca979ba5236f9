import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { formGuard } from "./form-guard";

const app = new Hono();
app.use(formGuard());
app.all("/api/auth/*", (c) => c.text("to better-auth"));
app.all("*", async (c) => c.text(c.req.method === "POST" ? `fields ${[...(await c.req.formData()).keys()]}` : "page"));

const post = (path: string, body: BodyInit, type?: string) =>
  app.request(`http://127.0.0.1:3000${path}`, {
    method: "POST",
    body,
    headers: type ? { "content-type": type } : {},
  });

describe("formGuard", () => {
  it("lets forms through, and the action still reads them", async () => {
    const urlencoded = await post("/contact", "name=Sana&message=Hello", "application/x-www-form-urlencoded");
    expect(await urlencoded.text()).toBe("fields name,message");
    const form = new FormData();
    form.set("file", new File(["{}"], "products.json"));
    expect(await (await post("/admin/products", form)).text()).toBe("fields file");
  });

  it("refuses what no action can read, as the client's fault", async () => {
    expect((await post("/cart", '{"intent":"add"}', "application/json")).status).toBe(415);
    expect((await post("/cart", "intent=add")).status).toBe(415);
    expect((await post("/cart", "--x\r\nbroken", "multipart/form-data; boundary=zzz")).status).toBe(400);
  });

  it("refuses a NUL character in the address or a field", async () => {
    expect((await app.request("http://127.0.0.1:3000/admin/products?q=%00")).status).toBe(400);
    expect((await post("/contact", "message=hi%00there", "application/x-www-form-urlencoded")).status).toBe(400);
    const form = new FormData();
    form.set("name", "a\0b");
    expect((await post("/admin/products/new", form)).status).toBe(400);
  });

  // The attack run stored U+202E (right-to-left override) and invalid UTF-8 (as U+FFFD), shown again in
  // admin pages, mail subjects and the CSV.
  it.each([
    ["a right-to-left override", "name=Sana%E2%80%AEtxt.exe"],
    ["a left-to-right embedding", "name=%E2%80%AASana"],
    ["a first-strong isolate", "message=hi%E2%81%A8there"],
    ["bytes that are not UTF-8", "message=caf%E9"],
    ["a lone continuation byte", "message=%80%80"],
    ["an unsafe field name", "na%E2%80%AEme=Sana"],
  ])("refuses %s in a form, saying why", async (_, body) => {
    const response = await post("/contact", body, "application/x-www-form-urlencoded");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("text-direction control");
  });

  it("refuses the same in a multipart form, and lets Urdu and marks through", async () => {
    const form = new FormData();
    form.set("name", "Sana\u202Etxt.exe");
    expect((await post("/admin/products/new", form)).status).toBe(400);
    const urdu = "name=%D8%B5%D9%88%D9%81%DB%81%E2%80%8F&message=Caf%C3%A9%20%E2%80%94%20ok";
    expect(await (await post("/contact", urdu, "application/x-www-form-urlencoded")).text()).toBe(
      "fields name,message",
    );
  });

  it("leaves better-auth's JSON API to its own checks", async () => {
    expect(await (await post("/api/auth/sign-in/email", "{}", "application/json")).text()).toBe("to better-auth");
  });
});
