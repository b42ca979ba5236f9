import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { createRequestHandler, type ServerBuild } from "react-router";
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import type { DemoImageJob } from "~/demo/demo-images.server";
import { log } from "~/utils/log.server";
import { env } from "~/utils/env.server";
import { compressAnswers } from "./compression";
import { formBody, pageRequest } from "./form-body";
import { hostCheck } from "./host-check";
import { imageHandler } from "./images";
import { originCheck } from "./origin-check";
import { pageCache } from "./page-cache";
import { visitorBasketClaim } from "./visitor-basket";

export interface HostOptions {
  mode: "production" | "development";
  /** Called per request in development (Vite reloads it), once in production. */
  getBuild: () => Promise<ServerBuild>;
  dataDir: string;
  demoImages: Map<string, DemoImageJob>;
  /** Production serves the built client; development leaves it to Vite. */
  clientDir?: string;
  /** Start-up work still under way in the background, reported by /health. */
  background: { picturesReady: boolean };
}

/** The HTTP app: health, images, built assets, then every page through React Router. */
export function createHostApp(options: HostOptions) {
  const app = new Hono();
  // The pages and the body limits (read from the routes' handles) come from the same build.
  const getBuild = options.mode === "development" ? options.getBuild : loadOnce(options.getBuild);

  // First, so every answer carries these headers: health, refusals, errors and assets too.
  // The Content-Security-Policy is set per page, with its nonce, in app/entry.server.tsx.
  app.use(
    secureHeaders({
      contentSecurityPolicy: undefined,
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: "same-origin",
      referrerPolicy: "strict-origin-when-cross-origin",
      xFrameOptions: "DENY",
      // Behind an https PUBLIC_URL browsers are told to stay on https.
      strictTransportSecurity: env().PUBLIC_URL?.startsWith("https:") ? "max-age=31536000; includeSubDomains" : false,
      permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
      // A header an answer set itself stays: a page opened by a private key sends no referrer at all.
      overwrite: false,
    }),
  );

  app.use(hostCheck(env().PUBLIC_URL));
  app.use(originCheck(env().PUBLIC_URL));
  app.use(formBody(getBuild));

  app.get("/health", async (c) => {
    try {
      await db().execute(sql`select 1`);
      return c.json({ ok: true, picturesReady: options.background.picturesReady }, 200, {
        "Cache-Control": "no-store",
      });
    } catch (error) {
      log.error("Health check failed", { error: String(error) });
      return c.json({ ok: false }, 503, { "Cache-Control": "no-store" });
    }
  });

  app.get("/images/*", imageHandler(path.join(options.dataDir, "images"), options.demoImages));

  // Brotli for the browsers that take it, gzip for the others.
  app.use(compressAnswers());

  // Development renders every page afresh, so that an edit shows on reload.
  const pageSeconds = env().PAGE_CACHE_SECONDS;
  if (options.mode === "production" && pageSeconds > 0) app.use(pageCache({ seconds: pageSeconds }));

  if (options.clientDir) {
    const root = path.relative(process.cwd(), options.clientDir);
    // Hashed file names: cached for a year. Everything else in public/ for an hour. The assets' Brotli
    // and gzip copies, made by the build (scripts/precompress-assets.mjs), go to a browser that takes them.
    app.use(
      "/assets/*",
      serveStatic({
        root,
        precompressed: true,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    app.use("*", serveStatic({ root, onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600") }));
  }

  // Pages only (assets and pictures above never read a cart): a visitor who has just signed in.
  app.use(visitorBasketClaim());

  let handler: ((request: Request) => Promise<Response>) | undefined;
  app.all("*", async (c) => {
    if (options.mode === "development") {
      return createRequestHandler(await getBuild(), "development")(pageRequest(c.req.raw));
    }
    handler ??= createRequestHandler(await getBuild(), "production");
    return handler(pageRequest(c.req.raw));
  });

  return app;
}

/** The build, loaded on first use and kept; a failed load is tried again on the next request. */
function loadOnce(getBuild: () => Promise<ServerBuild>) {
  let loading: Promise<ServerBuild> | undefined;
  return () =>
    (loading ??= getBuild().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
