import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { mediaImages, mediaVariants } from "~/db/schema";
import { createOrPromoteAdmin } from "~/modules/accounts/admin-account.server";
import { IMAGE_WIDTHS } from "~/utils/image-widths";
import { action as uploadAction } from "~/routes/resources/admin-uploads";
import { loader as mediaLoader } from "~/routes/resources/media";
import { freshIp, ORIGIN, setupAccounts, signedInCookie } from "../setup/accounts";
import { answerOf } from "../setup/answers";

/** Uploading pictures (POST /admin/uploads) and serving them from the database (GET /media/…). */
setupAccounts();

let cookie = "";
beforeAll(async () => {
  await createOrPromoteAdmin({ email: "owner@shop.example", password: "owner-password-1", name: "Owner" });
  cookie = await signedInCookie(freshIp(), { email: "owner@shop.example", password: "owner-password-1" });
});

const headers = (extra: Record<string, string> = {}) =>
  new Headers({ origin: ORIGIN, "x-forwarded-for": freshIp(), cookie, ...extra });

async function upload(bytes: Uint8Array | string, name: string, type = "image/png") {
  const body = new FormData();
  body.set("file", new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type }));
  // The gallery's script asks for JSON, and gets it from the host's refusals too.
  const request = new Request(`${ORIGIN}/admin/uploads`, {
    method: "POST",
    headers: headers({ accept: "application/json" }),
    body,
  });
  const response = (await answerOf(uploadAction({ request, params: {}, context: {} } as never))) as Response;
  return { status: response.status, body: (await response.json()) as { url?: string; error?: string } };
}

async function get(path: string, extra: Record<string, string> = {}) {
  const url = new URL(path, ORIGIN);
  const request = new Request(url, { headers: headers(extra) });
  const file = url.pathname.slice("/media/".length);
  return (await mediaLoader({ request, params: { file }, context: {} } as never)) as Response;
}

const imageCount = async () => (await db().select({ n: count() }).from(mediaImages))[0]!.n;

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#7a4b2c" } }).composite([
    {
      input: Buffer.from(
        `<svg width="${width}" height="${height}"><circle cx="40%" cy="50%" r="30%" fill="#e8c48a"/></svg>`,
      ),
    },
  ]);

describe("uploading a picture", () => {
  it("stores a real PNG at every catalogue width, as WebP and AVIF, and serves it for good", async () => {
    const png = await photo(1600, 1000).png().toBuffer();
    const result = await upload(png, "sofa.png");
    expect(result.status).toBe(201);
    const id = /^\/media\/([0-9a-f-]{36})\.webp$/.exec(result.body.url!)?.[1];
    expect(id).toBeDefined();

    const [image] = await db().select().from(mediaImages).where(eq(mediaImages.id, id!));
    expect(image).toMatchObject({ originalName: "sofa.png", width: 1600, height: 1000 });
    const variants = await db().select().from(mediaVariants).where(eq(mediaVariants.imageId, id!));
    expect(variants.map((v) => `${v.format}@${v.width}`).sort()).toEqual(
      IMAGE_WIDTHS.flatMap((w) => [`avif@${w}`, `webp@${w}`]).sort(),
    );
    for (const variant of variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.format).toBe(variant.format === "webp" ? "webp" : "heif");
      expect(meta.width).toBe(variant.width);
    }

    for (const width of IMAGE_WIDTHS) {
      for (const format of ["webp", "avif"] as const) {
        const response = await get(`/media/${id}.${format}?w=${width}`);
        expect(response.status).toBe(200);
        expect(response.headers.get("Content-Type")).toBe(`image/${format}`);
        expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
        const served = Buffer.from(await response.arrayBuffer());
        expect((await sharp(served).metadata()).width).toBe(width);
        const etag = response.headers.get("ETag")!;
        expect(etag).toMatch(/^".+"$/);
        expect((await get(`/media/${id}.${format}?w=${width}`, { "if-none-match": etag })).status).toBe(304);
      }
    }
    // Any other width gets the largest, as /images/ does.
    expect((await sharp(Buffer.from(await (await get(`/media/${id}.webp`)).arrayBuffer())).metadata()).width).toBe(
      1200,
    );
  });

  it("turns a photo upright and keeps none of its metadata", async () => {
    // Taken sideways: stored 600×400 with EXIF orientation 6 (rotate 90° to view).
    const jpeg = await photo(600, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const result = await upload(jpeg, "sideways.jpg", "image/jpeg");
    expect(result.status).toBe(201);
    const id = result.body.url!.slice("/media/".length, -".webp".length);
    const [image] = await db().select().from(mediaImages).where(eq(mediaImages.id, id));
    expect(image).toMatchObject({ width: 400, height: 600 });
    const served = Buffer.from(await (await get(`/media/${id}.webp?w=400`)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 400, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Narrower than a width: not enlarged.
    const large = Buffer.from(await (await get(`/media/${id}.avif?w=1200`)).arrayBuffer());
    expect((await sharp(large).metadata()).width).toBe(400);
  });

  it("takes WebP and AVIF too", async () => {
    for (const [bytes, name] of [
      [await photo(500, 500).webp().toBuffer(), "a.webp"],
      [await photo(500, 500).avif().toBuffer(), "a.avif"],
    ] as const) {
      expect((await upload(bytes, name)).status).toBe(201);
    }
  });

  it("refuses a text file named .png, and a real GIF, by their content", async () => {
    const before = await imageCount();
    const text = await upload("just some text, not a picture", "holiday.png");
    expect(text).toEqual({ status: 415, body: { error: "That file is not a JPEG, PNG, WebP or AVIF picture." } });
    const gif = await upload(await photo(100, 100).gif().toBuffer(), "anim.png");
    expect(gif.status).toBe(415);
    const truncated = await upload((await photo(800, 600).png().toBuffer()).subarray(0, 400), "cut.png");
    expect(truncated.status).toBe(415);
    expect(await imageCount()).toBe(before);
  });

  it("refuses more than 8 MB: at once when Content-Length says so, else as soon as the body passes it", async () => {
    const before = await imageCount();
    const big = new Uint8Array(9 * 1024 * 1024);
    const declared = await upload(big, "huge.png");
    expect(declared.status).toBe(413);
    expect(declared.body.error).toMatch(/too large.*8 MB/);

    // A declared Content-Length over the limit: refused before the body is read.
    let pulled = 0;
    const declaredOnly = new Request(`${ORIGIN}/admin/uploads`, {
      method: "POST",
      headers: headers({
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(20 * 1024 * 1024),
      }),
      body: new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 1;
          controller.enqueue(new Uint8Array(1024 * 1024));
        },
      }),
      duplex: "half",
    } as RequestInit);
    const early = (await answerOf(
      uploadAction({ request: declaredOnly, params: {}, context: {} } as never),
    )) as Response;
    expect(early.status).toBe(413);
    // At most the stream's own look-ahead, never read by the action.
    expect(pulled).toBeLessThanOrEqual(1);

    // A chunked body (no Content-Length) that never ends: refused without reading it all.
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1024 * 1024;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const request = new Request(`${ORIGIN}/admin/uploads`, {
      method: "POST",
      headers: headers({ "content-type": "multipart/form-data; boundary=x" }),
      body: endless,
      duplex: "half",
    } as RequestInit);
    const response = (await answerOf(uploadAction({ request, params: {}, context: {} } as never))) as Response;
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(12 * 1024 * 1024);
    expect(await imageCount()).toBe(before);
  });

  it("answers 404 for unknown and malformed addresses", async () => {
    expect((await get(`/media/${randomUUID()}.webp?w=400`)).status).toBe(404);
    expect((await get(`/media/not-an-id.webp`)).status).toBe(404);
    expect((await get(`/media/${randomUUID()}.png`)).status).toBe(404);
  });
});
