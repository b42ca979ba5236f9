import { subscribeToOrderChanges } from "~/modules/orders/order-events.server";

export interface OrderEventStreamOptions {
  /** Bursts are coalesced: at most one `orders` event per this many milliseconds. */
  minIntervalMs?: number;
  /** A comment line this often keeps proxies and load balancers from closing an idle stream. */
  heartbeatMs?: number;
  /** Tells EventSource how soon to reconnect when the stream drops. */
  retryMs?: number;
}

const encoder = new TextEncoder();

/**
 * A server-sent events stream for one open dashboard: `event: ready` at once,
 * then `event: orders` whenever orders change (the first change of a burst at
 * once, the rest folded into one event at the end of the interval), and a
 * heartbeat comment. Everything is released when the request is aborted or
 * the client goes away.
 */
export async function orderEventStream(
  signal: AbortSignal,
  { minIntervalMs = 500, heartbeatMs = 25_000, retryMs = 3_000 }: OrderEventStreamOptions = {},
): Promise<Response> {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let closed = false;
  let lastSent = 0;
  let pending: ReturnType<typeof setTimeout> | undefined;

  const write = (text: string) => {
    if (closed || !controller) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      close();
    }
  };
  const sendChange = () => {
    pending = undefined;
    lastSent = Date.now();
    write(`event: orders\ndata: ${JSON.stringify({ at: new Date(lastSent).toISOString() })}\n\n`);
  };
  const onChange = () => {
    if (closed || pending) return;
    const wait = lastSent + minIntervalMs - Date.now();
    if (wait <= 0) sendChange();
    else pending = setTimeout(sendChange, wait);
  };

  // Listening before the first byte: no change after the client sees `ready` is missed.
  const unsubscribe = await subscribeToOrderChanges(onChange);

  function close() {
    if (closed) return;
    closed = true;
    clearTimeout(pending);
    clearInterval(heartbeat);
    signal.removeEventListener("abort", close);
    unsubscribe();
    try {
      controller?.close();
    } catch {
      // Already closed or cancelled by the reader.
    }
  }

  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
    cancel: () => close(),
  });
  const heartbeat = setInterval(() => write(": heartbeat\n\n"), heartbeatMs);
  heartbeat.unref?.();
  write(`retry: ${retryMs}\nevent: ready\ndata: {}\n\n`);
  if (signal.aborted) close();
  else signal.addEventListener("abort", close, { once: true });

  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: compression (server/app.ts skips text/event-stream anyway) and proxies must not buffer it.
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
