// A TLS + HTTP/2 reverse proxy on loopback, as nginx is in docs/operations.md: what a phone
// meets in production. HTTP/2 sends every request of a page on one connection; over plain
// HTTP/1.1 the browser queues them on six. Self-signed certificate, made with openssl.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import os from "node:os";
import path from "node:path";

// Headers of one hop (RFC 9113 §8.2.2 forbids them in HTTP/2) and HTTP/2's own pseudo-headers.
const HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "host"]);

/** Proxies https://127.0.0.1:`port` to `upstream` (an http:// origin); resolves once listening. */
export async function startH2Proxy(port, upstream) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-tls-"));
  const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"].concat([
      "-keyout",
      key,
      "-out",
      cert,
    ]),
    { stdio: "ignore" },
  );
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const server = http2.createSecureServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert), allowHTTP1: true });
  server.on("request", (request, response) => {
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !name.startsWith(":") && !HOP.has(name)),
    );
    const forward = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...headers, host: target.host, "x-forwarded-proto": "https" },
      },
      (answer) => {
        const kept = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP.has(name)));
        response.writeHead(answer.statusCode ?? 502, kept);
        answer.pipe(response);
      },
    );
    forward.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forward);
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `https://127.0.0.1:${port}`,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
