import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { customRequestPhotos } from "~/db/schema";
import { action as requestAction, loader as requestLoader } from "~/routes/storefront/custom-request";
import { loader as adminLoader } from "~/routes/admin/request";
import { loader as photoLoader } from "~/routes/resources/custom-request-photo";
import { ORIGIN, pageRequest, thrownResponse } from "../setup/accounts";
import { args, CUSTOMER, newRequest, setupCustomRequests } from "../setup/custom-requests";
import { unwrap } from "../setup/inbox";

// A request's private link (issue 18) opens its own request and photos, and nothing else.

const cookies = setupCustomRequests();

const openPage = (number: string, { key, cookie }: { key?: string; cookie?: string } = {}) =>
  requestLoader(
    args(pageRequest(`/requests/${number}${key ? `?key=${encodeURIComponent(key)}` : ""}`, { cookie }), { number }),
  );

describe("the private link", () => {
  it("opens its own request only: not another's, not without the key, not with a wrong one", async () => {
    const a = await newRequest("sana@shop.example", 1);
    const b = await newRequest("bilal@shop.example", 1);
    const page = unwrap<{ page: { number: string; photos: { thumb: string }[] } }>(
      await openPage(a.row.number, { key: a.key }),
    );
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.headers.get("referrer-policy")).toBe("strict-origin");
    expect(page.body.page.number).toBe(a.row.number);

    for (const attempt of [{ key: b.key }, {}, { key: "x".repeat(43) }]) {
      const refused = await thrownResponse(() => openPage(a.row.number, attempt));
      expect(refused.status).toBe(404);
    }
    // Nor may a form to A carry B's key.
    const message = { key: b.key, intent: "message", requestKey: randomUUID(), body: "Hello" };
    const posted = await thrownResponse(() =>
      requestAction(args(pageRequest(`/requests/${a.row.number}`, { form: message }), { number: a.row.number })),
    );
    expect(posted.status).toBe(404);

    // Photos: A's photo with A's key; not with B's key, and not B's photo under A's number.
    const photoOf = async (requestId: string) =>
      (await db().select().from(customRequestPhotos).where(eq(customRequestPhotos.requestId, requestId)))[0]!.imageId;
    const photo = (number: string, imageId: string, key: string) =>
      photoLoader(
        args(new Request(`${ORIGIN}/requests/${number}/photos/${imageId}.webp?w=400&key=${encodeURIComponent(key)}`), {
          number,
          file: `${imageId}.webp`,
        }),
      ) as Promise<Response>;
    const aPhoto = await photoOf(a.row.id);
    const bPhoto = await photoOf(b.row.id);
    const shown = await photo(a.row.number, aPhoto, a.key);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("content-type")).toBe("image/webp");
    expect(shown.headers.get("cache-control")).toBe("private, max-age=3600");
    expect((await photo(a.row.number, aPhoto, b.key)).status).toBe(404);
    expect((await photo(a.row.number, bPhoto, a.key)).status).toBe(404);
  });

  it("is not needed by the verified account with the request's e-mail, nor by the admin; other accounts get 404", async () => {
    const mine = await newRequest(CUSTOMER.email);
    const theirs = await newRequest("bilal@shop.example");
    expect(unwrap(await openPage(mine.row.number, { cookie: cookies.customer })).status).toBe(200);
    expect((await thrownResponse(() => openPage(theirs.row.number, { cookie: cookies.customer }))).status).toBe(404);
    expect(unwrap(await openPage(theirs.row.number, { cookie: cookies.admin })).status).toBe(200);
    const admin = await adminLoader(
      args(pageRequest(`/admin/requests/${theirs.row.id}`, { cookie: cookies.admin }), { id: theirs.row.id }),
    );
    expect(admin.page.number).toBe(theirs.row.number);
  });
});
