import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { hostCheck } from "./host-check";

function appWith(publicUrl?: string) {
  const app = new Hono();
  app.use(hostCheck(publicUrl));
  app.all("*", (c) => c.text("done"));
  return app;
}

describe("hostCheck", () => {
  it("without PUBLIC_URL, serves the loopback names and refuses any other Host", async () => {
    const app = appWith(undefined);
    for (const origin of ["http://127.0.0.1:3000", "http://localhost:3000", "http://[::1]:3000"]) {
      expect((await app.request(`${origin}/auth/forgot-password`, { method: "POST" })).status).toBe(200);
    }
    const forged = await app.request("http://evil.example/auth/forgot-password", { method: "POST" });
    expect(forged.status).toBe(421);
    expect(await forged.text()).toContain("PUBLIC_URL");
    expect((await app.request("http://10.0.0.5:3000/")).status).toBe(421);
  });

  it("compares whole host names: a name that only starts like a loopback address is refused", async () => {
    const app = appWith(undefined);
    for (const host of [
      "127.evil.example:3217",
      "127.0.0.1.evil.example",
      "127.0.0.1.nip.example:3000",
      "localhost.evil.example",
    ]) {
      const forged = await app.request(`http://${host}/auth/forgot-password`, { method: "POST" });
      expect(forged.status, host).toBe(421);
    }
  });

  it("answers /health on any Host, and every Host once PUBLIC_URL names the shop", async () => {
    expect((await appWith(undefined).request("http://10.0.0.5:3000/health")).status).toBe(200);
    expect((await appWith("https://shop.example").request("http://10.0.0.5:3000/")).status).toBe(200);
  });
});
