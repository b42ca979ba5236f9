/**
 * A plain-HTTP client for the shop, standing in for one browser: a cookie jar
 * shared by every instance (cookies belong to a host, not a port, so a browser
 * behind a load balancer sends the same ones to each), its own client address
 * in X-Forwarded-For (the instances run with TRUST_PROXY=true, as behind a
 * proxy), and an Origin header on every post, as browsers send.
 */
export class ShopClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly address: string) {}

  hasCookie(name: string) {
    return this.cookies.has(name);
  }

  /** The same browser as it is now, kept aside: later cookie changes do not reach the copy. */
  copy(): ShopClient {
    const copy = new ShopClient(this.address);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  async request(
    origin: string,
    path: string,
    init: { method?: string; form?: Record<string, string>; json?: unknown; signal?: AbortSignal } = {},
  ): Promise<Response> {
    const headers = new Headers({ "x-forwarded-for": this.address });
    if (this.cookies.size > 0) {
      headers.set("cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    }
    let body: string | undefined;
    if (init.form) {
      headers.set("content-type", "application/x-www-form-urlencoded");
      body = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    const method = init.method ?? (body === undefined ? "GET" : "POST");
    if (method !== "GET") headers.set("origin", origin);
    const response = await fetch(new URL(path, origin), {
      method,
      headers,
      body,
      redirect: "manual",
      signal: init.signal,
    });
    this.keepCookies(response.headers.getSetCookie());
    return response;
  }

  get(origin: string, path: string) {
    return this.request(origin, path);
  }

  post(origin: string, path: string, form: Record<string, string>) {
    return this.request(origin, path, { form });
  }

  private keepCookies(setCookie: string[]) {
    for (const line of setCookie) {
      const [pair = "", ...attributes] = line.split(";");
      const split = pair.indexOf("=");
      const name = pair.slice(0, split).trim();
      const value = pair.slice(split + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** The session cookie's name: better-auth's with our prefix (app/modules/accounts/auth.server.ts). */
export const SESSION_COOKIE = "shop.session_token";

/**
 * Reads a server-sent events response as it streams and keeps each event's
 * name in arrival order, so a test can wait for the next one of a kind.
 */
export class EventStreamReader {
  readonly events: string[] = [];
  private buffer = "";
  private readonly done: Promise<void>;

  constructor(response: Response) {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    this.done = (async () => {
      for (;;) {
        const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (chunk.done) return;
        this.buffer += decoder.decode(chunk.value, { stream: true });
        let end: number;
        while ((end = this.buffer.indexOf("\n\n")) >= 0) {
          const block = this.buffer.slice(0, end);
          this.buffer = this.buffer.slice(end + 2);
          const name = /^event: (.+)$/m.exec(block)?.[1];
          if (name) this.events.push(name);
        }
      }
    })();
  }

  count(name: string) {
    return this.events.filter((event) => event === name).length;
  }

  /** Resolves once at least `count` events called `name` have arrived. */
  async waitFor(name: string, count: number, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (this.count(name) < count) {
      if (Date.now() > deadline) {
        throw new Error(`no event '${name}' #${count} within ${timeoutMs} ms (got: ${this.events.join(", ")})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Waits for the stream to end after its request was aborted. */
  closed() {
    return this.done;
  }
}
