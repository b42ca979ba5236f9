import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { customRequestPhotos, customRequests, mediaImages } from "~/db/schema";
import { inboxNotices } from "~/modules/inbox/inbox-notices";
import { photoMessages } from "~/modules/made-to-order/request-limits";
import { loader as mediaLoader } from "~/routes/resources/media";
import { action as uploadAction } from "~/routes/resources/custom-request-submit";
import { action as pageAction, loader as pageLoader } from "~/routes/storefront/custom-orders";
import { ORIGIN, pageRequest } from "../setup/accounts";
import {
  args,
  countOf,
  mailsOfKind,
  picture,
  requestFields,
  requestForm,
  requestLinkIn,
  setupCustomRequests,
} from "../setup/custom-requests";
import { unwrap } from "../setup/inbox";
import { answerOf } from "../setup/answers";

// Made-to-order requests (issue 18): no account, up to six photos checked as product uploads
// are, the customer's mail with a private link, and nothing stored when anything is refused.

const cookies = setupCustomRequests();

const upload = async (
  fields: Record<string, string>,
  files: Parameters<typeof requestForm>[2] = [],
  cookie?: string,
) => {
  // The form's script asks for JSON (sendWithProgress), and gets it from the host's refusals too.
  const request = requestForm("/custom-orders/request", fields, files, { cookie });
  request.headers.set("accept", "application/json");
  const response = (await answerOf(uploadAction(args(request)))) as Response;
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { errors: Record<string, string>; error?: string },
  };
};

describe("a custom request", () => {
  it("is taken from a visitor without an account, with two photos kept private, and both mails queued", async () => {
    const fields = requestFields();
    const photos = [
      { name: "living-room.jpg", type: "image/jpeg", data: await picture("jpeg") },
      { name: "reference.png", type: "image/png", data: await picture("png", 500) },
    ];
    const { status, body } = await upload(fields, photos);
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, notice: inboxNotices.requestSubmitted, errors: {} });

    const [row] = await db().select().from(customRequests);
    expect(row).toMatchObject({
      userId: null,
      name: "Sana Iqbal",
      email: "sana@shop.example",
      phone: "+923001234567",
      projectType: "custom-furniture",
      state: "received",
      budget: "200k-500k",
      location: "Gulberg, Lahore",
    });
    expect(row!.number).toMatch(/^[0-9A-F]{8}$/);
    const stored = await db().select().from(customRequestPhotos).where(eq(customRequestPhotos.requestId, row!.id));
    expect(stored.map((photo) => photo.position)).toEqual([0, 1]);
    const images = await db().select().from(mediaImages);
    expect(images).toHaveLength(2);
    expect(images.every((image) => image.isPrivate)).toBe(true);

    const [received] = await mailsOfKind("request-received");
    expect(received!.to).toBe("sana@shop.example");
    expect(received!.subject).toBe(`We received your request ${row!.number}`);
    const link = requestLinkIn(received!.text);
    expect(link.path).toBe(`/requests/${row!.number}`);
    expect((body.request as { path: string }).path).toBe(`${link.path}?key=${encodeURIComponent(link.key)}`);
    const [shop] = await mailsOfKind("request-new");
    expect(shop!.to).toBe("sales@shahkaar.example");
    expect(shop!.replyTo).toBe("sana@shop.example");
    expect(shop!.text).toContain(`${ORIGIN}/admin/requests/${row!.id}`);
    for (const text of ["Photos", "PKR 200,000 - 500,000", "2-3 months", "Gulberg, Lahore", "+92 300 1234567"]) {
      expect(shop!.text).toContain(text);
    }
  });

  it("keeps its photos off the public /media/ address", async () => {
    await upload(requestFields(), [{ name: "room.jpg", type: "image/jpeg", data: await picture() }]);
    const [image] = await db().select().from(mediaImages);
    const response = (await mediaLoader(
      args(new Request(`${ORIGIN}/media/${image!.id}.webp`), { file: `${image!.id}.webp` }),
    )) as Response;
    expect(response.status).toBe(404);
  });

  it("refuses photos that are not pictures with a clear message, and stores nothing", async () => {
    const jpeg = await picture();
    const cases = [
      {
        files: [{ name: "invoice.jpg", type: "image/jpeg", data: Buffer.from("%PDF-1.7 this is not a picture") }],
        message: photoMessages.notAPicture("invoice.jpg"),
      },
      {
        // A good photo first, then a bad one: the good one is not kept either.
        files: [
          { name: "good.jpg", type: "image/jpeg", data: jpeg },
          { name: "notes.png", type: "image/png", data: Buffer.from("just text") },
        ],
        message: photoMessages.notAPicture("notes.png"),
      },
    ];
    for (const { files, message } of cases) {
      const { status, body } = await upload(requestFields(), files);
      expect(status).toBe(422);
      expect(body.ok).toBe(false);
      expect(body.errors.photos).toBe(message);
    }
    expect(await countOf(customRequests)).toBe(0);
    expect(await countOf(mediaImages)).toBe(0);
    expect(await mailsOfKind("request-received")).toHaveLength(0);
  });

  it("refuses a photo over 8 MB or a seventh photo as the form arrives, naming the limit, and stores nothing", async () => {
    const jpeg = await picture();
    const cases = [
      {
        files: [{ name: "huge.jpg", type: "image/jpeg", data: Buffer.concat([jpeg, Buffer.alloc(8 * 1024 * 1024)]) }],
        error: "huge.jpg is too large: each file may be up to 8 MB.",
      },
      {
        files: Array.from({ length: 7 }, (_, index) => ({ name: `room-${index}.jpg`, type: "image/jpeg", data: jpeg })),
        error: "The form has too many files: at most 6.",
      },
    ];
    for (const { files, error } of cases) {
      const { status, body } = await upload(requestFields(), files);
      expect(status).toBe(413);
      expect(body).toEqual({ error });
    }
    expect(await countOf(customRequests)).toBe(0);
    expect(await countOf(mediaImages)).toBe(0);
    expect(await mailsOfKind("request-received")).toHaveLength(0);
  });

  it("refuses missing or wrong fields with a message per field and stores nothing", async () => {
    const { status, body } = await upload(
      requestFields({ name: " ", email: "not-an-email", phone: "12345", description: "" }),
    );
    expect(status).toBe(400);
    expect(Object.keys(body.errors).sort()).toEqual(["description", "email", "name", "phone"]);
    expect(await countOf(customRequests)).toBe(0);
  });

  it("stores one request and sends one mail when the same form is sent twice", async () => {
    const fields = requestFields();
    const first = await upload(fields);
    const second = await upload(fields);
    expect(second.status).toBe(200);
    expect(second.body.request).toEqual(first.body.request);
    expect(await countOf(customRequests)).toBe(1);
    expect(await mailsOfKind("request-received")).toHaveLength(1);
  });

  it("works without JavaScript: the page's own multipart post answers the same", async () => {
    const result = unwrap<{ ok: boolean; request: { path: string } }>(
      await pageAction(args(requestForm("/custom-orders", requestFields(), []))),
    );
    expect(result.status).toBe(200);
    expect(result.body.ok).toBe(true);
    expect(result.body.request.path).toMatch(/^\/requests\/[0-9A-F]{8}\?key=/);
  });

  it("prefills a signed-in customer's details, and gives a visitor the empty form (no sign-in wall)", async () => {
    const visitor = await pageLoader(args(pageRequest("/custom-orders")));
    expect(visitor.prefill).toEqual({});
    expect(visitor.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    const customer = await pageLoader(args(pageRequest("/custom-orders", { cookie: cookies.customer })));
    expect(customer.prefill).toMatchObject({ name: "Sana Iqbal", email: "sana@shop.example" });
  });
});
