import { randomUUID } from "node:crypto";
import { asc, count, eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect } from "vitest";
import { db } from "~/db/client.server";
import { mailOutbox, productOptions, productOptionValues, products, swatchRequests } from "~/db/schema";
import { saveVariantSet } from "~/modules/catalog/variants.server";
import type { SwatchFormResult } from "~/modules/swatches/swatch-notices";
import * as swatchPage from "~/routes/storefront/swatches";
import { freshIp, ORIGIN, routeArgs } from "./accounts";
import { unwrap } from "./admin-content";
import { answerOf } from "./answers";
import { makeProduct } from "./orders";
import { sku, sofa } from "./variants";

/**
 * Shared set-up for the swatch request tests: the Noor sofa (its fabrics Linen and Velvet are
 * swatches, its sizes are not) and a sideboard in five finishes, made once; no requests and no
 * mails before each test. Call after the file's database set-up (setupAccounts or
 * setupAdminContent); the returned ids are filled in beforeAll.
 */
export function setupSwatches() {
  const ids = { linen: "", velvet: "", size3: "", finishes: [] as string[], board: { id: "", name: "" } };
  beforeAll(async () => {
    const noor = await sofa();
    const [fabric, size] = noor.set.options;
    ids.linen = fabric!.values[0]!.id;
    ids.velvet = fabric!.values[1]!.id;
    ids.size3 = size!.values[0]!.id;
    const made = await sideboard();
    ids.finishes = made.ids;
    ids.board = made.product;
  });
  beforeEach(async () => {
    await db().delete(swatchRequests);
    await db().delete(mailOutbox);
  });
  return ids;
}

/** A sideboard in five finishes (swatches), each its own variant; `active: false` takes it off sale. */
export async function sideboard(active = true) {
  const product = await makeProduct({ price: 120_000, stock: 0, name: `Sideboard ${randomUUID().slice(0, 4)}` });
  const names = ["Walnut", "Teak", "Ebony", "Oak", "Ash"];
  const draft = {
    options: [
      {
        name: "Finish",
        display: "swatches" as const,
        values: names.map((value, at) => ({ value, swatchColor: `#5a3e2${at}` })),
      },
    ],
    variants: names.map((value) => ({ sku: sku("SBD"), values: [value], stock: 1 })),
  };
  expect(await db().transaction((tx) => saveVariantSet(tx, product, draft))).toEqual({ ok: true });
  if (!active) await db().update(products).set({ isActive: false }).where(eq(products.id, product.id));
  const values = await db()
    .select({ id: productOptionValues.id })
    .from(productOptionValues)
    .innerJoin(productOptions, eq(productOptions.id, productOptionValues.optionId))
    .where(eq(productOptions.productId, product.id))
    .orderBy(asc(productOptionValues.position));
  return { product, ids: values.map((row) => row.id) };
}

/** The form as a buyer in Lahore fills it, with a fresh idempotency key. */
export const swatchFields = (overrides: Record<string, string> = {}) => ({
  name: "Sana Iqbal",
  email: "Sana@Shop.Example",
  phone: "0300 1234567",
  address: "House 12, Street 4, Gulberg III",
  city: "lahore",
  idempotencyKey: randomUUID(),
  ...overrides,
});

/**
 * POST /swatches as the page's plain form sends it (one `swatch` entry per box ticked), through
 * the route's action: its status and answer, or the form reader's own refusal as text.
 */
export async function sendSwatches(form: Record<string, string>, swatches: string[], ip = freshIp()) {
  const body = new URLSearchParams(form);
  for (const id of swatches) body.append("swatch", id);
  const request = new Request(`${ORIGIN}/swatches`, {
    method: "POST",
    headers: { origin: ORIGIN, "x-forwarded-for": ip },
    body,
  });
  const answer = await answerOf(swatchPage.action(routeArgs(request)) as Promise<unknown>);
  if (answer instanceof Response) {
    return { status: answer.status, body: { errors: {} } as SwatchFormResult, text: await answer.text() };
  }
  return { ...(unwrap<SwatchFormResult>(answer) as { status: number; body: SwatchFormResult }), text: "" };
}

export const storedSwatchRequests = () => db().select().from(swatchRequests).orderBy(swatchRequests.createdAt);
export const mailCount = async () => (await db().select({ n: count() }).from(mailOutbox))[0]!.n;
export const mailsOf = (kind: string) => db().select().from(mailOutbox).where(eq(mailOutbox.kind, kind));
