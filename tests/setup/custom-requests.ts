import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, beforeEach, expect } from "vitest";
import { db } from "~/db/client.server";
import { customQuotes, customRequests, mailOutbox, mediaImages } from "~/db/schema";
import { createOrPromoteAdmin } from "~/modules/accounts/admin-account.server";
import type { AuditActor } from "~/modules/audit/audit.server";
import type { QuoteForm } from "~/modules/made-to-order/quote.schema";
import { action as uploadAction } from "~/routes/resources/custom-request-submit";
import { addCalendarDays, shopToday } from "~/utils/calendar-days";
import { freshIp, ORIGIN, registerCustomer, setupAccounts, signedInCookie } from "./accounts";

/**
 * Shared set-up for the made-to-order tests: a fresh database, an admin and a verified
 * customer signed in, and no requests, pictures or mails before each test.
 */
export const OWNER = { email: "workshop-owner@shop.example", password: "owner-password-1", name: "Workshop Owner" };
export const CUSTOMER = { email: "sana@shop.example", password: "sana-password-1", name: "Sana Iqbal" };
export const OWNER_ACTOR: AuditActor = { id: null, email: OWNER.email, ip: "127.0.0.1" };

export function setupCustomRequests() {
  delete process.env.SHOP_EMAIL;
  setupAccounts();
  const cookies = { admin: "", customer: "" };
  beforeAll(async () => {
    expect(await createOrPromoteAdmin(OWNER)).toBe("created");
    cookies.admin = await signedInCookie(freshIp(), OWNER);
    cookies.customer = await registerCustomer(CUSTOMER);
  });
  beforeEach(async () => {
    await db().delete(customRequests);
    await db().delete(mediaImages);
    await db().delete(mailOutbox);
  });
  return cookies;
}

/** A small real picture of `format`, as a phone would send it. */
export async function picture(format: "jpeg" | "png" = "jpeg", width = 640): Promise<Buffer> {
  const image = sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background: "#8a5a3b" } });
  return format === "jpeg" ? image.jpeg().toBuffer() : image.png().toBuffer();
}

export const requestFields = (overrides: Record<string, string> = {}) => ({
  name: "Sana Iqbal",
  email: "Sana@Shop.Example",
  phone: "0300 1234567",
  projectType: "custom-furniture",
  description: "An eight-seat sheesham dining table with a walnut inlay, for a 4 x 5 m room.",
  budget: "200k-500k",
  timeline: "2-3-months",
  location: "Gulberg, Lahore",
  idempotencyKey: randomUUID(),
  ...overrides,
});

/** A multipart POST of the request form with `files` as its photos. */
export function requestForm(
  path: string,
  fields: Record<string, string>,
  files: { name: string; type: string; data: Buffer }[] = [],
  { cookie, ip }: { cookie?: string; ip?: string } = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files)
    body.append("photos", new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const headers = new Headers({ origin: ORIGIN, "x-forwarded-for": ip ?? freshIp() });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body });
}

/** The arguments of a route's loader or action, with its params. */
export const args = <Args>(request: Request, params: Record<string, string> = {}) =>
  ({ request, params, context: {}, unstable_pattern: new URL(request.url).pathname }) as unknown as Args;

export const countOf = async (table: typeof customRequests | typeof mediaImages | typeof mailOutbox) =>
  (await db().select({ n: count() }).from(table))[0]!.n;

export const mailsOfKind = (kind: string) => db().select().from(mailOutbox).where(eq(mailOutbox.kind, kind));

/** The private link's path and key in a mail's text. */
export function requestLinkIn(text: string): { path: string; key: string } {
  const match = /https?:\/\/[^\s"'<>]+\/requests\/([0-9A-F]{8})\?key=([\w%-]+)/.exec(text);
  if (!match) throw new Error("no request link in the mail");
  return { path: `/requests/${match[1]}`, key: decodeURIComponent(match[2]!) };
}

/** A request sent by a visitor (with `photos` pictures); its row and its private link's key. */
export async function newRequest(email = "sana@shop.example", photos = 0) {
  const files = await Promise.all(
    Array.from({ length: photos }, async (_, index) => ({
      name: `room-${index}.jpg`,
      type: "image/jpeg",
      data: await picture(),
    })),
  );
  const response = (await uploadAction(
    args(requestForm("/custom-orders/request", requestFields({ email }), files)),
  )) as Response;
  expect(response.status).toBe(200);
  const { request } = (await response.json()) as { request: { number: string; path: string } };
  const [row] = await db().select().from(customRequests).where(eq(customRequests.number, request.number));
  const key = new URL(`${ORIGIN}${request.path}`).searchParams.get("key")!;
  return { row: row!, key };
}

/** The calendar day `count` days from today in Lahore. */
export const daysFromToday = (count: number) => addCalendarDays(shopToday(), count);

/** The admin's quote of PKR 480,000 (a table and eight chairs, delivery included, 50 % advance). */
export const quoteForm = (overrides: Partial<QuoteForm> = {}): QuoteForm => ({
  requestKey: randomUUID(),
  lines: [
    { description: "Sheesham dining table, 8 seats", quantity: 1, unitPrice: 400_000 },
    { description: "Dining chair, walnut inlay", quantity: 8, unitPrice: 10_000 },
  ],
  deliveryIncluded: true,
  deliveryFee: null,
  leadTimeWeeks: 6,
  advancePercent: 50,
  validUntil: daysFromToday(14),
  note: "Samples of the walnut inlay are at the showroom.",
  ...overrides,
});

export const delivery = { address: "House 12, Street 4, Gulberg III", city: "Lahore", notes: null };

export async function latestQuote(requestId: string) {
  const rows = await db().select().from(customQuotes).where(eq(customQuotes.requestId, requestId));
  return rows.sort((a, b) => b.version - a.version)[0]!;
}
