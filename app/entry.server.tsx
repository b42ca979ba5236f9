import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { contentSecurityPolicy } from "~/utils/content-security-policy";
import { log } from "~/utils/log.server";
import { NonceProvider } from "~/utils/nonce";

export const streamTimeout = 5_000;

/**
 * Every page and every page's data carries the visitor's own things (the cart
 * count, the name in the header, an order): no shared cache may keep it, and
 * the browser must not show it again from its cache after a sign-out. A route
 * that knows better sets its own Cache-Control.
 */
function keepPrivate(headers: Headers) {
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-store");
}

/** The data requests of client-side navigations and form posts (`*.data`). */
export function handleDataRequest(response: Response) {
  keepPrivate(response.headers);
  return response;
}

/** React Router's Node entry, plus a nonce and the Content-Security-Policy that names it. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  keepPrivate(responseHeaders);
  const nonce = randomBytes(16).toString("base64");
  // Vite's development client injects scripts of its own: only `npm run dev` (which says
  // 'development') goes without the policy; a host started any other way has it.
  if (process.env.NODE_ENV !== "development") {
    responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get it streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // React sends a finished Suspense boundary of more than 12.8 KB after the rest of the page,
        // hidden, revealed by an inline script. A room's grid (/furniture/bedroom) is one such: a
        // browser that began to hydrate before the reveal could draw the grid again beside the
        // hidden one. Every boundary goes out in place instead; none of our pages streams data.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error("Rendering failed after the shell was sent", { error: String(error) });
        },
      },
    );
  });
}
