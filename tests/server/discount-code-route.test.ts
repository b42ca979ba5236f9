// Issue 35, item 2: the buyer enters a code in the cart or at checkout (POST /discount-code), sees
// the reduction at once or why not, and checkout places the order with it. Codes are kept for the
// visit in a cookie of their own; guessing is throttled per client.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { discountCodes, orders } from "~/db/schema";
import { seedDemoData } from "~/demo/seed.server";
import { handleDiscountCode, DISCOUNT_CODE_RATE_LIMIT } from "~/modules/discounts/discount-code-action.server";
import { loader as cartLoader } from "~/routes/storefront/cart";
import { loadCheckoutPage } from "~/routes/storefront/checkout-page.server";
import { freshIp, ORIGIN, routeArgs } from "../setup/accounts";
import { checkoutForm, postCheckout, visitorWith } from "../setup/guest-checkout";
import { setupTestDatabase } from "../setup/test-database";
import { productBySlug } from "../setup/visitor";

const database = setupTestDatabase();

beforeAll(async () => {
  await seedDemoData(database.handle.db);
  await db()
    .insert(discountCodes)
    .values([
      { code: "WINTER10", kind: "percent", value: 10, minSubtotal: 0, startsAt: new Date(Date.now() - 60_000) },
      {
        code: "BIGSPEND",
        kind: "amount",
        value: 5_000,
        minSubtotal: 10_000_000,
        startsAt: new Date(Date.now() - 60_000),
      },
    ]);
});

/** A post to /discount-code as a browser sends it, from `ip`, with the cookies it holds. */
function codeRequest(form: Record<string, string>, { cookie, ip = freshIp() }: { cookie?: string; ip?: string } = {}) {
  const headers = new Headers({ origin: ORIGIN, "x-forwarded-for": ip });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${ORIGIN}/discount-code`, { method: "POST", headers, body: new URLSearchParams(form) });
}

/** The answer: a redirect (no JavaScript) or data (a fetcher), with the cookie it sets. */
async function post(form: Record<string, string>, options: { cookie?: string; ip?: string } = {}) {
  const result = (await handleDiscountCode(codeRequest(form, options))) as
    Response | { data: { ok: boolean; message?: string }; init: ResponseInit | null };
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get("Location"),
      setCookie: result.headers.get("Set-Cookie"),
      data: null,
    };
  }
  const headers = new Headers(result.init?.headers);
  return {
    status: result.init?.status ?? 200,
    location: null,
    setCookie: headers.get("Set-Cookie"),
    data: result.data,
  };
}

async function cartPage(cookie: string, search = "") {
  const request = new Request(`${ORIGIN}/cart${search}`, { headers: { cookie, "x-forwarded-for": freshIp() } });
  return cartLoader(routeArgs(request));
}

describe("entering a code", () => {
  it("a known code is kept for the visit; the cart shows the reduction; checkout places the order with it", async () => {
    const sofa = await productBySlug("noor-walnut-three-seater-sofa");
    const visitor = await visitorWith(sofa.id, 1);

    const applied = await post(
      { intent: "apply", code: " winter10 ", back: "/cart", reply: "data" },
      { cookie: visitor.cookie },
    );
    expect(applied).toMatchObject({ status: 200, data: { ok: true, code: "WINTER10" } });
    expect(applied.setCookie).toMatch(/^shop\.code=.+; Path=\/; HttpOnly; SameSite=Lax$/);
    const cookie = `${visitor.cookie}; ${applied.setCookie!.split(";")[0]}`;

    const cart = await cartPage(cookie);
    const tenth = Math.floor((cart.cart.total * 10 + 50) / 100);
    expect(cart.discount.applied).toMatchObject({ code: "WINTER10", outcome: { ok: true, amount: tenth } });

    const checkout = await loadCheckoutPage(new Request(`${ORIGIN}/checkout`, { headers: { cookie } }));
    expect(checkout).toMatchObject({
      state: "ready",
      discount: { applied: { code: "WINTER10", outcome: { ok: true } } },
    });

    const form = await checkoutForm(visitor.owner);
    const placed = await postCheckout(
      { ...form, shownTotal: String(Number(form.shownTotal) - tenth), discountCode: "WINTER10" },
      cookie,
    );
    expect(placed.redirect).toMatch(/^\/orders\/[0-9A-F]{8}\?placed=1$/);
    const number = placed.redirect!.split("/")[2]!.slice(0, 8);
    const [order] = await db().select().from(orders).where(eq(orders.number, number));
    expect(order).toMatchObject({ discountCode: "WINTER10", discountAmount: tenth });
  });

  it("a code refused as the order is placed (this guest used it) is forgotten, so the page shows the total without it", async () => {
    await db()
      .insert(discountCodes)
      .values({
        code: "ONCEEACH",
        kind: "percent",
        value: 10,
        startsAt: new Date(Date.now() - 60_000),
        perCustomerLimit: 1,
      });
    const sofa = await productBySlug("noor-walnut-three-seater-sofa");
    const email = `once.${randomUUID()}@test.example`;
    const placeAs = async () => {
      const visitor = await visitorWith(sofa.id, 1);
      const applied = await post({ intent: "apply", code: "ONCEEACH", back: "/cart" }, { cookie: visitor.cookie });
      const cookie = `${visitor.cookie}; ${applied.setCookie!.split(";")[0]}`;
      const form = await checkoutForm(visitor.owner, { email });
      const tenth = Math.floor(((await cartPage(cookie)).cart.total * 10 + 50) / 100);
      return postCheckout(
        { ...form, shownTotal: String(Number(form.shownTotal) - tenth), discountCode: "ONCEEACH" },
        cookie,
      );
    };
    expect((await placeAs()).redirect).toMatch(/^\/orders\//);
    const again = await placeAs();
    expect(again).toMatchObject({
      status: 409,
      data: { priceChange: { codeProblem: "You have already used this code." } },
    });
    expect(again.setCookie).toMatch(/^shop\.code=; Max-Age=0/);
  });

  it("says why a known code takes nothing from this cart, and follows the cart", async () => {
    const lamp = await productBySlug("noor-walnut-three-seater-sofa");
    const visitor = await visitorWith(lamp.id, 1);
    const applied = await post({ intent: "apply", code: "BIGSPEND", back: "/cart" }, { cookie: visitor.cookie });
    // Without JavaScript: back to the cart, the code kept.
    expect(applied).toMatchObject({ status: 303, location: "/cart" });
    const cart = await cartPage(`${visitor.cookie}; ${applied.setCookie!.split(";")[0]}`);
    expect(cart.discount.applied?.outcome).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Spend PKR [\d,]+ more to use this code\.$/),
    });
  });

  it("an unknown or malformed code keeps nothing and says so, with or without JavaScript", async () => {
    const unknown = await post({ intent: "apply", code: "NOSUCHCODE", back: "/checkout", reply: "data" });
    expect(unknown).toMatchObject({
      status: 400,
      setCookie: null,
      data: { ok: false, message: "We do not know this code. Please check it and try again." },
    });
    const page = await post({ intent: "apply", code: "NOSUCHCODE", back: "/checkout" });
    expect(page).toMatchObject({ status: 303, location: "/checkout?code-note=unknown", setCookie: null });
    for (const code of ["x".repeat(200), "EID-25!", "' OR 1=1 --"]) {
      expect(await post({ intent: "apply", code, reply: "data" }), code).toMatchObject({
        status: 400,
        setCookie: null,
        data: { message: "A discount code is letters and digits only, at most 30." },
      });
    }
    // The cart names the refusal from its address, and nothing else from there.
    const sofa = await productBySlug("noor-walnut-three-seater-sofa");
    const visitor = await visitorWith(sofa.id, 1);
    expect((await cartPage(visitor.cookie, "?code-note=unknown")).discount).toEqual({
      applied: null,
      note: "We do not know this code. Please check it and try again.",
    });
    expect((await cartPage(visitor.cookie, "?code-note=<script>")).discount.note).toBeNull();
  });

  it("goes back only to a page of this shop", async () => {
    const result = await post({ intent: "remove", back: "//evil.example/phish" });
    expect(result).toMatchObject({ status: 303, location: "/cart" });
    expect(result.setCookie).toMatch(/^shop\.code=; Max-Age=0/);
  });

  it("a cookie holding anything but a code is no code", async () => {
    const sofa = await productBySlug("noor-walnut-three-seater-sofa");
    const visitor = await visitorWith(sofa.id, 1);
    const cart = await cartPage(
      `${visitor.cookie}; shop.code=${encodeURIComponent(btoa(JSON.stringify("DROP TABLE")))}`,
    );
    expect(cart.discount.applied).toBeNull();
  });
});

describe("guessing codes", () => {
  it(`is throttled per client: ${DISCOUNT_CODE_RATE_LIMIT.max} tries in ten minutes, then 429 with Retry-After`, async () => {
    const ip = freshIp();
    for (let i = 0; i < DISCOUNT_CODE_RATE_LIMIT.max; i++) {
      expect((await post({ intent: "apply", code: `GUESS${i}`, reply: "data" }, { ip })).status).toBe(400);
    }
    const blocked = (await handleDiscountCode(
      codeRequest({ intent: "apply", code: "WINTER10", reply: "data" }, { ip }),
    )) as {
      data: { ok: boolean; message: string };
      init: ResponseInit;
    };
    expect(blocked.init.status).toBe(429);
    expect(new Headers(blocked.init.headers).get("Retry-After")).toMatch(/^\d+$/);
    expect(blocked.data).toEqual({
      ok: false,
      message: "Too many codes tried from here. Please wait a few minutes and try again.",
    });
    // Another client is not held back.
    expect((await post({ intent: "apply", code: "WINTER10", reply: "data" }, { ip: freshIp() })).status).toBe(200);
    // Removing a code is never throttled.
    expect((await post({ intent: "remove", reply: "data" }, { ip })).status).toBe(200);
  });
});

it("a code is unique whatever its case: the table refuses a second 'winter10'", async () => {
  await expect(
    db()
      .insert(discountCodes)
      .values({ code: "winter10".toUpperCase(), kind: "percent", value: 5, startsAt: new Date() }),
  ).rejects.toThrow();
  await expect(
    db()
      .insert(discountCodes)
      .values({ code: `lower${randomUUID().slice(0, 4)}`, kind: "percent", value: 5, startsAt: new Date() }),
  ).rejects.toThrow();
});
