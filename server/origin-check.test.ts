import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { originCheck } from "./origin-check";

const app = new Hono();
app.use(originCheck("https://shop.example"));
app.all("*", (c) => c.text("done"));

const post = (headers: Record<string, string>) =>
  app.request("http://127.0.0.1:3000/auth", { method: "POST", headers });

describe("originCheck", () => {
  it("lets same-origin and public-origin posts through", async () => {
    expect((await post({ origin: "http://127.0.0.1:3000" })).status).toBe(200);
    expect((await post({ origin: "https://shop.example" })).status).toBe(200);
  });

  it("refuses a post from another site, or from an opaque origin", async () => {
    expect((await post({ origin: "https://evil.example" })).status).toBe(403);
    expect((await post({ origin: "null" })).status).toBe(403);
    expect((await post({ referer: "https://evil.example/page" })).status).toBe(403);
    // Origin stripped, but the browser still says where the request came from.
    expect((await post({ "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post({ "sec-fetch-site": "same-origin" })).status).toBe(200);
  });

  it("leaves reads and non-browser clients alone", async () => {
    expect((await app.request("http://127.0.0.1:3000/", { headers: { origin: "https://evil.example" } })).status).toBe(
      200,
    );
    expect((await post({})).status).toBe(200);
  });
});
