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

  it("leaves better-auth's JSON API to its own checks", async () => {
    expect(await (await post("/api/auth/sign-in/email", "{}", "application/json")).text()).toBe("to better-auth");
  });
});
