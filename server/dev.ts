import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { runServer } from "./run";

// Development: Vite serves the client with hot reload; pages are rendered from fresh modules.
process.env.NODE_ENV ??= "development";
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });

await runServer({
  mode: "development",
  getBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  before: (req, res, next) => vite.middlewares(req, res, next),
});
