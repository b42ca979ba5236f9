import { useEffect, useEffectEvent, useState } from "react";
import { useRevalidator } from "react-router";

/**
 * Where the dashboard's live connection stands: `off` until the browser has
 * tried (and always without JavaScript), `live` while the stream is open,
 * `reconnecting` while it is being re-established.
 */
export type LiveState = "off" | "live" | "reconnecting";

const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 60_000;

/**
 * Keeps the dashboard's data current: reloads the page's loaders whenever the
 * server says orders changed (GET /admin/events), without a navigation. A
 * hidden tab only notes the change and reloads when it is shown again.
 * EventSource reconnects by itself after a network error; when the server
 * refused (a restart in progress, an expired session) it tries again here,
 * with growing delays. After any reconnection the data is reloaded once,
 * since changes may have been missed meanwhile.
 */
export function useLiveOrders(url = "/admin/events"): LiveState {
  const { revalidate } = useRevalidator();
  const [state, setState] = useState<LiveState>("off");

  const reload = useEffectEvent(() => {
    void revalidate();
  });

  useEffect(() => {
    let source: EventSource | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let connectedBefore = false;
    let missed = false;

    const refresh = () => {
      if (document.visibilityState === "hidden") missed = true;
      else reload();
    };
    const onVisible = () => {
      if (document.visibilityState === "visible" && missed) {
        missed = false;
        reload();
      }
    };

    const connect = () => {
      const current = new EventSource(url);
      source = current;
      current.onopen = () => {
        failures = 0;
        setState("live");
        if (connectedBefore) refresh();
        connectedBefore = true;
      };
      current.addEventListener("orders", refresh);
      current.onerror = () => {
        setState("reconnecting");
        if (current.readyState !== EventSource.CLOSED) return; // the browser retries by itself
        current.close();
        const delay = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** failures);
        failures += 1;
        retryTimer = setTimeout(connect, delay);
      };
    };

    connect();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      source?.close();
      clearTimeout(retryTimer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [url]);

  return state;
}
