import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stampClientAddress } from "./listen";

// A real server: what matters is what the Fetch request sees, not the Node object.
function serve(trustProxy: boolean) {
  const listener = getRequestListener((request) => new Response(request.headers.get("x-forwarded-for") ?? "none"));
  return http.createServer((req, res) => {
    stampClientAddress(req, trustProxy);
    void listener(req, res);
  });
}

describe("stampClientAddress", () => {
  const servers: Record<string, http.Server> = { direct: serve(false), proxied: serve(true) };
  const url = (name: string) => `http://127.0.0.1:${(servers[name]!.address() as AddressInfo).port}/`;
  beforeAll(() =>
    Promise.all(Object.values(servers).map((s) => new Promise<void>((r) => s.listen(0, "127.0.0.1", r)))),
  );
  afterAll(() => Promise.all(Object.values(servers).map((s) => new Promise((r) => s.close(r)))));

  it("replaces a forged x-forwarded-for with the socket's address", async () => {
    const response = await fetch(url("direct"), { headers: { "x-forwarded-for": "6.6.6.6" } });
    expect(await response.text()).toBe("127.0.0.1");
  });

  it("stamps the socket's address when there is none", async () => {
    expect(await (await fetch(url("direct"))).text()).toBe("127.0.0.1");
  });

  it("keeps a trusted proxy's header", async () => {
    const response = await fetch(url("proxied"), { headers: { "x-forwarded-for": "203.0.113.7" } });
    expect(await response.text()).toBe("203.0.113.7");
  });
});
