import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { runServer } from "./run";

// Production: the build made by `npm run build` (scripts/start.mjs makes it when needed).
const serverBuild = pathToFileURL(path.resolve("build/server/index.js")).href;

await runServer({
  mode: "production",
  getBuild: () => import(serverBuild) as Promise<ServerBuild>,
  clientDir: path.resolve("build/client"),
});
