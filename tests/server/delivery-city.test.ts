import { describe, expect, it } from "vitest";
import { DELIVERY_CITY_RATE_LIMIT } from "~/modules/delivery/delivery-city-action.server";
import { DELIVERY_CITY_NOTES } from "~/modules/delivery/delivery-city";
import { DELIVERY_CITY_COOKIE, productDelivery, readDeliveryCity } from "~/modules/delivery/delivery-city.server";
import { demoDeliveryPolicy as policy } from "~/modules/delivery/demo-delivery-policy";
import { action } from "~/routes/resources/delivery-city";
import { setupTestDatabase } from "../setup/test-database";

/**
 * Issue 33, part 4: the product page's 'Deliver to' form. A city the policy reads is remembered
 * for the visit in a session cookie and the buyer goes back to the page they were on (a path of
 * this site only); anything else changes nothing.
 */
setupTestDatabase();

const SHOP = "http://127.0.0.1:3000";
let client = 0;

interface Post {
  city?: string;
  back?: string;
  reply?: "data";
  origin?: string;
  ip?: string;
  extra?: Record<string, string>;
}

/** Posts the form as a browser (or the page's fetcher, `reply: "data"`) does; the action's answer as a Response. */
async function post({ city, back, reply, origin = SHOP, ip, extra = {} }: Post): Promise<Response> {
  client += 1;
  const fields: Record<string, string> = { ...extra };
  if (city !== undefined) fields.city = city;
  if (back !== undefined) fields.back = back;
  if (reply) fields.reply = reply;
  const request = new Request(`${origin}/delivery-city`, {
    method: "POST",
    headers: { origin, "x-forwarded-for": ip ?? `10.77.${Math.floor(client / 250)}.${(client % 250) + 1}` },
    body: new URLSearchParams(fields),
  });
  const args = { request, params: {}, context: {} } as unknown as Parameters<typeof action>[0];
  let answer: unknown;
  try {
    answer = await action(args);
  } catch (thrown) {
    answer = thrown;
  }
  if (answer instanceof Response) return answer;
  // `data(...)`: what React Router sends the fetcher.
  const { data, init } = answer as { data: unknown; init: ResponseInit | null };
  return Response.json(data, init ?? undefined);
}

/** The Cookie header a browser sends after this answer. */
const cookieOf = (response: Response) => response.headers.get("Set-Cookie")!.split(";")[0]!;
const pageWith = (cookie?: string, path = "/furniture/some-piece") =>
  new Request(`${SHOP}${path}`, { headers: cookie ? { cookie } : {} });

describe("choosing the city", () => {
  it("remembers a city for the visit only: a session cookie, HttpOnly, SameSite=Lax, and back to the page", async () => {
    const answer = await post({ city: "Karachi", back: "/furniture/ravi-sofa?photo=2" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/furniture/ravi-sofa?photo=2");
    const cookie = answer.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(new RegExp(`^${DELIVERY_CITY_COOKIE.replace(".", "\\.")}=`));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    // Remembered for the visit: the browser forgets it when it closes.
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    // Served over http here: Secure only where the shop runs on https.
    expect(cookie).not.toMatch(/Secure/);
    expect(await readDeliveryCity(pageWith(cookieOf(answer)), policy)).toBe("Karachi");
  });

  it("is Secure when the shop runs on https", async () => {
    const answer = await post({ city: "Lahore", back: "/furniture/x", origin: "https://shop.example" });
    expect(answer.headers.get("Set-Cookie")).toMatch(/; Secure/);
  });

  it("keeps the city a short form or an area names, as checkout reads it", async () => {
    const khi = await post({ city: "KHI", back: "/furniture/x" });
    expect(await readDeliveryCity(pageWith(cookieOf(khi)), policy)).toBe("Karachi");
    const dha = await post({ city: "DHA Lahore", back: "/furniture/x" });
    expect(await readDeliveryCity(pageWith(cookieOf(dha)), policy)).toBe("Lahore");
  });

  it("answers the page's fetcher with data, and the same cookie", async () => {
    const answer = await post({ city: "Clifton", back: "/furniture/x", reply: "data" });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true, city: "Karachi" });
    expect(answer.headers.get("Set-Cookie")).toMatch(/^shop\.deliver-to=/);
  });
});

describe("refusing", () => {
  it("changes nothing for text that names no city, and says why with a code in the address", async () => {
    const answer = await post({ city: "Narnia", back: "/furniture/ravi-sofa" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/furniture/ravi-sofa?deliver-to=unknown");
    expect(answer.headers.get("Set-Cookie")).toBeNull();
    // The page shows the note for that code, never the words typed.
    const page = await productDelivery(pageWith(undefined, "/furniture/ravi-sofa?deliver-to=unknown"), policy, {
      stock: 2,
      price: 60_000,
    });
    expect(page.choice?.note).toBe(DELIVERY_CITY_NOTES.unknown);
    expect(JSON.stringify(page)).not.toContain("Narnia");
  });

  it("refuses empty, too long and unsafe text, a missing field and a stuffed form", async () => {
    const cases: [Post, string][] = [
      [{ city: "   " }, "empty"],
      [{}, "empty"],
      [{ city: "K".repeat(81) }, "long"],
    ];
    for (const [form, code] of cases) {
      const answer = await post({ ...form, back: "/furniture/x" });
      expect(answer.headers.get("Location"), code).toBe(`/furniture/x?deliver-to=${code}`);
      expect(answer.headers.get("Set-Cookie"), code).toBeNull();
    }
    // Text-direction controls and bytes that were not UTF-8 are refused by the form's reader, as in every form.
    for (const city of ["Karachi\u202E", "Kara\uFFFDchi"]) {
      const answer = await post({ city, back: "/furniture/x" });
      expect(answer.status).toBe(400);
      expect(answer.headers.get("Set-Cookie")).toBeNull();
    }
    // A form larger than this one ever is: refused before it is read to the end (its handle's limits).
    const stuffed = await post({
      city: "Lahore",
      extra: Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`f${n}`, "x"])),
    });
    expect(stuffed.status).toBe(413);
    expect(stuffed.headers.get("Set-Cookie")).toBeNull();
    // The fetcher gets the words, and a 400 (so the page's loaders do not run again).
    const answer = await post({ city: "DHA", reply: "data" });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      ok: false,
      message: "DHA is in more than one city: please add yours, as in 'DHA, Lahore'.",
    });
    expect(answer.headers.get("Set-Cookie")).toBeNull();
  });

  it("goes back only to a path of this site", async () => {
    for (const back of [
      "https://evil.example/furniture",
      "//evil.example/furniture",
      "/\\evil.example",
      "/\t/evil.example",
      "javascript:alert(1)",
      "",
    ]) {
      const answer = await post({ city: "Lahore", back });
      expect(answer.headers.get("Location"), back).toBe("/furniture");
    }
    const none = await post({ city: "Lahore" });
    expect(none.headers.get("Location")).toBe("/furniture");
    // A refusal's code from an earlier post is not carried on once a city is taken.
    const again = await post({ city: "Lahore", back: "/furniture/x?deliver-to=unknown#reviews" });
    expect(again.headers.get("Location")).toBe("/furniture/x");
  });

  it("limits the changes one client makes", async () => {
    const ip = "10.78.0.1";
    for (let count = 0; count < DELIVERY_CITY_RATE_LIMIT.max; count += 1) {
      expect((await post({ city: "Lahore", back: "/furniture/x", ip })).headers.get("Set-Cookie")).not.toBeNull();
    }
    const refused = await post({ city: "Karachi", back: "/furniture/x", ip });
    expect(refused.headers.get("Location")).toBe("/furniture/x?deliver-to=busy");
    expect(refused.headers.get("Set-Cookie")).toBeNull();
    const inPlace = await post({ city: "Karachi", back: "/furniture/x", ip, reply: "data" });
    expect(inPlace.status).toBe(429);
    expect(inPlace.headers.get("Retry-After")).toMatch(/^\d+$/);
  });
});

describe("the cookie read back", () => {
  it("is read again as typed text: a cookie the browser changed names no city unless the policy reads one", async () => {
    const encode = (value: unknown) => `${DELIVERY_CITY_COOKIE}=${btoa(JSON.stringify(value))}`;
    expect(await readDeliveryCity(pageWith(encode("khi")), policy)).toBe("Karachi");
    expect(await readDeliveryCity(pageWith(encode("Narnia")), policy)).toBeNull();
    expect(await readDeliveryCity(pageWith(encode({ city: "Karachi" })), policy)).toBeNull();
    expect(await readDeliveryCity(pageWith(encode("K".repeat(200))), policy)).toBeNull();
    expect(await readDeliveryCity(pageWith(`${DELIVERY_CITY_COOKIE}=%%%not-base64`), policy)).toBeNull();
    expect(await readDeliveryCity(pageWith(), policy)).toBeNull();
  });

  it("gives the product page the promise to that city, and without it the first city's", async () => {
    const answer = await post({ city: "Karachi", back: "/furniture/x" });
    const now = new Date("2026-12-10T07:00:00Z");
    const piece = { stock: 2, price: 60_000 };
    const chosen = await productDelivery(pageWith(cookieOf(answer)), policy, piece, now);
    expect(chosen.promise?.text).toBe("Delivered to Karachi by Jan 13, 2027, PKR 12,000");
    expect(chosen.choice).toMatchObject({ city: "Karachi", note: null });
    const shared = await productDelivery(pageWith(), policy, piece, now);
    expect(shared.promise?.text).toBe("Delivered in Lahore by Jan 09, 2027");
    expect(shared.choice?.city).toBeNull();
    // Out of stock: no date, and no control to choose a city for one.
    const gone = await productDelivery(pageWith(cookieOf(answer)), policy, { ...piece, stock: 0 }, now);
    expect(gone).toEqual({
      promise: { kind: "unavailable", text: "No delivery date until it is back in stock" },
      choice: null,
    });
  });
});
