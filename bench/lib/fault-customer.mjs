// A customer of the fault benchmark: signs up through better-auth and the
// verification mail, fills a cart and posts the checkout form as a browser
// without JavaScript does, over plain HTTP.
import { randomUUID } from "node:crypto";

/** A request that never got an answer: the shop was down, or was killed while answering. */
export class ConnectionFailed extends Error {
  constructor(cause) {
    const code = cause?.cause?.code ?? cause?.code ?? cause?.name ?? "unknown";
    super(`connection failed (${code})`);
    // Refused: nothing listened, so nothing happened. Anything else: the request may have been handled.
    this.refused = code === "ECONNREFUSED";
    this.code = code;
  }
}

export function customer({ origin, index, runTag }) {
  // Each customer is its own client address (TRUST_PROXY): better-auth limits sign-ups per address.
  const ip = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const email = `fault-${runTag}-${index}@customers.example`;
  const cookies = new Map();

  async function request(pathname, { method = "GET", form, json } = {}) {
    const headers = { origin, "x-forwarded-for": ip };
    if (cookies.size > 0) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    let body;
    if (form) body = new URLSearchParams(form);
    if (json) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(json);
    }
    let response;
    try {
      response = await fetch(new URL(pathname, origin), {
        method,
        headers,
        body,
        redirect: "manual",
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      throw new ConnectionFailed(error);
    }
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    // Read the whole answer: a kill in the middle of the body is a failed connection too.
    let text;
    try {
      text = await response.text();
    } catch (error) {
      throw new ConnectionFailed(error);
    }
    return { status: response.status, location: response.headers.get("location"), text };
  }

  return {
    email,
    /** Signs up, opens the link of the verification mail (which signs in) and keeps the session cookie. */
    async signUp(sink) {
      const password = `fault-password-${index}`;
      const signUp = await request("/api/auth/sign-up/email", {
        method: "POST",
        json: { name: `Fault Customer ${index}`, email, password, callbackURL: "/" },
      });
      if (signUp.status !== 200) throw new Error(`sign-up of ${email} answered ${signUp.status}: ${signUp.text}`);
      const mail = await sink.waitFor((received) => received.to.includes(email), 30_000);
      const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail.text)?.[0];
      if (!link) throw new Error(`no verification link in the mail to ${email}`);
      const verified = await request(link.replace(/&amp;/g, "&"));
      if (verified.status !== 302 || ![...cookies.keys()].some((name) => name.includes("session_token"))) {
        throw new Error(`verifying ${email} answered ${verified.status} without a session`);
      }
    },
    /** Adds a product to the cart: true when added, false when refused (sold out). */
    async add(productId, quantity) {
      const answer = await request("/cart", { method: "POST", form: { intent: "add", productId, quantity } });
      if (answer.status >= 500) throw new Error(`adding to the cart answered ${answer.status}`);
      return answer.status === 200;
    },
    /** Empties the cart, line by line, as the cart page's remove buttons do. */
    async emptyCart() {
      const page = await request("/cart");
      const ids = new Set([...page.text.matchAll(/name="lineId" value="([0-9a-f-]{36})"/g)].map((match) => match[1]));
      for (const lineId of ids) await request("/cart", { method: "POST", form: { intent: "remove", lineId } });
    },
    newKey: () => randomUUID(),
    /**
     * Posts the checkout form with `key` as its idempotency key. Resolves with
     * { placed: number } for the redirect home, { refused: status, message } for an
     * answer that is not one; throws ConnectionFailed when no answer came.
     */
    async checkout(key) {
      const answer = await request("/checkout", {
        method: "POST",
        form: {
          idempotencyKey: key,
          fullName: `Fault Customer ${index}`,
          email,
          phone: "0300 1234567",
          address: `${index + 1} Mall Road, Gulberg`,
          city: "Lahore",
          paymentMethod: index % 2 === 0 ? "cod" : "bank_transfer",
        },
      });
      const placed = answer.status === 302 ? /[?&]placed=([0-9A-F]{8})/.exec(answer.location ?? "")?.[1] : undefined;
      if (placed) return { placed };
      const message = /Failed to place order\.[^<"]*/.exec(answer.text)?.[0] ?? answer.text.slice(0, 120);
      return { refused: answer.status, message };
    },
  };
}
