// Issue 36, item 2 (the form): /orders/:number/claim, reached by the delivered mail's link, the
// order's own link, or the buyer's account; nobody else reads it or opens a request on it, a
// line of another order is refused, photos are checked and stored private without their
// metadata, and a form sent twice opens one request.
import { randomUUID } from "node:crypto";
import { count, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { claimPhotos, claims, mediaImages, mediaVariants } from "~/db/schema";
import { claimKey, reviewKey } from "~/modules/orders/delivered-links.server";
import { action as claimAction, loader as claimLoader } from "~/routes/storefront/order-claim";
import { loader as orderLoader } from "~/routes/storefront/order-placed";
import { freshIp, ORIGIN, registerCustomer, setupAccounts, userRow } from "../setup/accounts";
import { orderOfThree } from "../setup/claims";
import { args, picture, requestForm } from "../setup/custom-requests";
import { outcomeOf } from "../setup/reviews";

setupAccounts();

type Order = Awaited<ReturnType<typeof orderOfThree>>["order"];

const open = (order: Order, { key, cookie }: { key?: string; cookie?: string } = {}) => {
  const headers = new Headers({ "x-forwarded-for": freshIp() });
  if (cookie) headers.set("cookie", cookie);
  const query = key ? `?key=${encodeURIComponent(key)}` : "";
  const request = new Request(`${ORIGIN}/orders/${order.number}/claim${query}`, { headers });
  return outcomeOf(() => claimLoader(args(request, { number: order.number })));
};

const send = (
  order: Order,
  fields: Record<string, string>,
  { files = [], cookie }: { files?: { name: string; type: string; data: Buffer }[]; cookie?: string } = {},
) =>
  outcomeOf(() =>
    claimAction(
      args(
        requestForm(`/orders/${order.number}/claim`, { idempotencyKey: randomUUID(), ...fields }, files, { cookie }),
        {
          number: order.number,
        },
      ),
    ),
  );

const returnOf = (lineId: string, extra: Record<string, string> = {}) => ({
  kind: "return",
  reason: "not_as_described",
  line: lineId,
  [`quantity-${lineId}`]: "1",
  details: "The fabric is lighter than pictured.",
  ...extra,
});

const claimsOf = (orderId: string) => db().select().from(claims).where(eq(claims.orderId, orderId));

interface PageBody {
  lines: { id: string; offer: string; left: number }[];
  kinds: { kind: string }[];
  requests: { kind: string; state: string; photos: number; pieces: string[] }[];
  deliveredOn: string | null;
  key: string | null;
}

describe("who may open the page", () => {
  it("opens by the delivered mail's key, the order's own key, or the buyer's account; nobody else", async () => {
    const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
    const cookie = await registerCustomer({ email, password: "buyer-password-1", name: "Sana Iqbal" });
    const { order, accessKey } = await orderOfThree({ userId: (await userRow(email))!.id });
    const other = await orderOfThree();

    const byMail = await open(order, { key: claimKey(order.id) });
    expect(byMail.status).toBe(200);
    const page = byMail.body as PageBody;
    expect(page.key).toBe(claimKey(order.id));
    expect(page.kinds.map((kind) => kind.kind)).toEqual(["return", "exchange", "warranty", "damage"]);
    expect(page.lines[0]!.offer).toMatch(
      /^Return window open until \w{3} \d{2}, \d{4}; a warranty claim is open until \w{3} \d{2}, \d{4}\.$/,
    );
    expect((await open(order, { key: accessKey })).status).toBe(200);
    expect(((await open(order, { cookie })).body as PageBody).key).toBeNull();

    // Another order's keys, the review link's key, no key at all: the same 404 as a missing order.
    for (const key of [claimKey(other.order.id), other.accessKey, reviewKey(order.id), undefined]) {
      expect((await open(order, { key })).status, String(key)).toBe(404);
    }
    // The buyer's account does not open another buyer's order.
    expect((await open(other.order, { cookie })).status).toBe(404);
  });

  it("links the page from the order page once delivered, with the key that opened it", async () => {
    const { order, accessKey } = await orderOfThree();
    const request = new Request(`${ORIGIN}/orders/${order.number}?key=${encodeURIComponent(accessKey)}`, {
      headers: { "x-forwarded-for": freshIp() },
    });
    const page = await outcomeOf(() => orderLoader(args(request, { number: order.number })));
    expect((page.body as { claimPath: string }).claimPath).toBe(
      `/orders/${order.number}/claim?key=${encodeURIComponent(accessKey)}`,
    );
    const pending = await orderOfThree({ deliver: false });
    const before = new Request(`${ORIGIN}/orders/${pending.order.number}?key=${pending.accessKey}`, {
      headers: { "x-forwarded-for": freshIp() },
    });
    const early = await outcomeOf(() => orderLoader(args(before, { number: pending.order.number })));
    expect((early.body as { claimPath: string | null }).claimPath).toBeNull();
    const page2 = await open(pending.order, { key: pending.accessKey });
    expect(page2.body).toMatchObject({ deliveredOn: null, lines: [], kinds: [] });
  });
});

describe("sending a request", () => {
  it("opens a return with two photos, stored private and stripped; the page lists it", async () => {
    const { order, line } = await orderOfThree();
    const key = claimKey(order.id);
    const gps = await sharp(await picture())
      .withExif({ IFD0: { Copyright: "Sana" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "31/1 31/1 0/1" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(gps).metadata()).exif).toBeDefined();
    const files = [
      { name: "arm.jpg", type: "image/jpeg", data: gps },
      { name: "whole.jpg", type: "image/jpeg", data: await picture() },
    ];
    const sent = await send(order, { ...returnOf(line.id), key }, { files });
    expect(sent.status).toBe(303);
    expect(sent.location).toBe(`/orders/${order.number}/claim?key=${encodeURIComponent(key)}&sent=1`);

    const [claim] = await claimsOf(order.id);
    expect(claim).toMatchObject({ kind: "return", reason: "not_as_described", state: "received" });
    const photos = await db().select().from(claimPhotos).where(eq(claimPhotos.claimId, claim!.id));
    expect(photos.map((photo) => photo.position).sort()).toEqual([0, 1]);
    const ids = photos.map((photo) => photo.imageId);
    const images = await db().select().from(mediaImages).where(inArray(mediaImages.id, ids));
    expect(images.every((image) => image.isPrivate)).toBe(true);
    const variants = await db().select().from(mediaVariants).where(inArray(mediaVariants.imageId, ids));
    expect(variants.length).toBeGreaterThan(0);
    for (const variant of variants) expect((await sharp(variant.data).metadata()).exif).toBeUndefined();

    const page = (await open(order, { key })).body as PageBody;
    expect(page.requests).toEqual([
      expect.objectContaining({ kind: "Return", state: "Received", photos: 2, pieces: [`${line.productName} x 1`] }),
    ]);
    expect(page.lines[0]!.left).toBe(2);
  });

  it("opens one request for a form sent twice", async () => {
    const { order, line, accessKey } = await orderOfThree();
    const form = { ...returnOf(line.id), key: accessKey, idempotencyKey: randomUUID() };
    expect((await send(order, form)).status).toBe(303);
    expect((await send(order, form)).status).toBe(303);
    expect(await claimsOf(order.id)).toHaveLength(1);
  });

  it("refuses a line of another order, more than delivered, a closed kind, a bad photo, or another order's key: nothing stored", async () => {
    const { order, line, accessKey } = await orderOfThree();
    const other = await orderOfThree();
    const key = accessKey;
    const images = async () => (await db().select({ n: count() }).from(mediaImages))[0]!.n;
    const imagesBefore = await images();
    const foreign = await send(order, { ...returnOf(other.line.id), key });
    expect(foreign).toMatchObject({
      status: 422,
      body: { errors: { lines: "Please choose pieces from this order." } },
    });
    const tooMany = await send(order, { ...returnOf(line.id, { [`quantity-${line.id}`]: "4" }), key });
    expect(tooMany.status).toBe(422);
    expect((tooMany.body as { errors: { lines: string } }).errors.lines).toContain("at most 3 can be asked for");
    const wrongReason = await send(order, { ...returnOf(line.id, { kind: "warranty", reason: "changed_mind" }), key });
    expect(wrongReason).toMatchObject({
      status: 400,
      body: { errors: { reason: "Please choose a reason from the list." } },
    });
    const notAPicture = await send(
      order,
      { ...returnOf(line.id), key },
      { files: [{ name: "invoice.jpg", type: "image/jpeg", data: Buffer.from("not a picture") }] },
    );
    expect(notAPicture).toMatchObject({
      status: 422,
      body: { errors: { photos: "invoice.jpg is not a JPEG, PNG, WebP or AVIF picture." } },
    });
    const seven = await Promise.all(Array.from({ length: 7 }, (_, i) => picture("jpeg", 200 + i)));
    const tooManyPhotos = await send(
      order,
      { ...returnOf(line.id), key },
      { files: seven.map((data, i) => ({ name: `p${i}.jpg`, type: "image/jpeg", data })) },
    );
    expect(tooManyPhotos.status).toBe(413);
    expect((await send(order, { ...returnOf(line.id), key: other.accessKey })).status).toBe(404);
    expect((await send(order, { ...returnOf(line.id), key: claimKey(other.order.id) })).status).toBe(404);
    expect(await claimsOf(order.id)).toEqual([]);
    expect(await images()).toBe(imagesBefore);
  });

  it("refuses a request before delivery", async () => {
    const { order, line, accessKey } = await orderOfThree({ deliver: false });
    const early = await send(order, { ...returnOf(line.id), key: accessKey });
    expect(early).toMatchObject({ status: 409 });
    expect(await claimsOf(order.id)).toEqual([]);
  });
});
