import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { matchRoutes, type RouteObject } from "react-router";
import type { BodyLimitHandle } from "~/utils/route-handle";
import { isSafeMethod } from "./safe-methods";

/**
 * Every ordinary form of the shop (the longest is a product or project with its
 * texts and up to 20 picture addresses of 2,000 characters) stays under 64 KB.
 * 256 KB leaves four times that, and keeps anyone from making an action read
 * megabytes into memory through request.formData().
 */
export const FORM_LIMIT_BYTES = 256 * 1024;

/**
 * What the limits are read from: a React Router server build's routes (each
 * with its place in the tree and its module's `handle`) and its basename.
 */
export interface RoutedBuild {
  basename?: string;
  routes: Record<
    string,
    | {
        id: string;
        parentId?: string;
        path?: string;
        index?: boolean;
        caseSensitive?: boolean;
        module: { handle?: unknown };
      }
    | undefined
  >;
}

// One tree per build: production has one build, development a new one after each edit.
const trees = new WeakMap<RoutedBuild, RouteObject[]>();

function routeTree(build: RoutedBuild): RouteObject[] {
  let tree = trees.get(build);
  if (tree) return tree;
  const children = new Map<string, NonNullable<RoutedBuild["routes"][string]>[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const siblings = children.get(route.parentId ?? "") ?? [];
    children.set(route.parentId ?? "", [...siblings, route]);
  }
  const grow = (parentId: string): RouteObject[] =>
    (children.get(parentId) ?? []).map(({ id, path, index, caseSensitive, module }) =>
      index
        ? { id, path, index: true, caseSensitive, handle: module.handle }
        : { id, path, caseSensitive, handle: module.handle, children: grow(id) },
    );
  tree = grow("");
  trees.set(build, tree);
  return tree;
}

/**
 * The most a request to this path may send: the `handle.bodyLimit` of the
 * deepest route it matches (a route declares it beside its action), else
 * FORM_LIMIT_BYTES. React Router's script posts to `<path>.data`: the same route.
 */
export function bodyLimitFor(build: RoutedBuild, pathname: string): number {
  const path = pathname.replace(/\.data$/, "");
  const deepest = matchRoutes(routeTree(build), path, build.basename)?.at(-1);
  const limit = (deepest?.route.handle as Partial<BodyLimitHandle> | undefined)?.bodyLimit;
  return typeof limit === "number" ? limit : FORM_LIMIT_BYTES;
}

const label = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${Math.floor(bytes / 1024)} KB`;

// Connection: close, because the client may still be sending the rest: a socket kept open
// would read those bytes as the next request, and the client would see a reset.
const tooLarge = (c: Context, maxSize: number) =>
  c.text(`The request is too large: the limit is ${label(maxSize)}.`, 413, { Connection: "close" });

// Bodies without a Content-Length (chunked) are counted as they arrive.
const limiters = new Map<number, MiddlewareHandler>();
function limiter(maxSize: number) {
  let handler = limiters.get(maxSize);
  if (!handler) {
    handler = bodyLimit({ maxSize, onError: (c) => tooLarge(c, maxSize) });
    limiters.set(maxSize, handler);
  }
  return handler;
}

/**
 * Past this, a declared body is not read to the end: the connection is closed at once. Below it the
 * refused bytes are read and dropped first, so the client, still sending, reliably gets the 413
 * (closing mid-upload makes it see a broken pipe instead). Nothing is kept in memory.
 */
const DRAIN_MAX_BYTES = 32 * 1024 * 1024;

async function discard(body: ReadableStream<Uint8Array> | null) {
  if (!body) return;
  const reader = body.getReader();
  let read = 0;
  while (read <= DRAIN_MAX_BYTES) {
    const { done, value } = await reader.read();
    if (done) return;
    read += value.byteLength;
  }
  await reader.cancel().catch(() => {});
}

/**
 * Refuses a request body over its route's limit with 413, before any route
 * reads it: by Content-Length when declared, else by counting the chunks.
 * The limit comes from the build the pages are served from (getBuild).
 * Reads carry no body and pass untouched (looking at one would make the Node
 * adapter build a full Request for every page view).
 */
export function requestBodyLimit(getBuild: () => Promise<RoutedBuild>): MiddlewareHandler {
  return async (c, next) => {
    if (isSafeMethod(c.req.method)) return next();
    const maxSize = bodyLimitFor(await getBuild(), c.req.path);
    const declared = Number(c.req.header("content-length"));
    if (declared > maxSize) {
      if (declared <= DRAIN_MAX_BYTES) await discard(c.req.raw.body).catch(() => {});
      return tooLarge(c, maxSize);
    }
    return limiter(maxSize)(c, next);
  };
}
