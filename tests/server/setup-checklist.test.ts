import sharp from "sharp";
import { eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { loadSetupChecklist } from "~/modules/admin/setup-checklist.server";
import { demoDeliveryPolicy } from "~/modules/delivery/demo-delivery-policy";
import { saveDeliveryPolicy } from "~/modules/delivery/delivery-policy.server";
import { storeImage } from "~/modules/media/media-store.server";
import { processUpload } from "~/modules/media/upload.server";
import { seedCatalogFixtures } from "../setup/catalog-fixtures";
import { setupTestDatabase } from "../setup/test-database";

// The dashboard's setup checklist reads each step from the module that owns its data, so a step
// ticks itself when the owner does the thing, wherever they do it.

const database = setupTestDatabase();

const stateOf = async (twoFactorEnabled = false) =>
  Object.fromEntries((await loadSetupChecklist({ twoFactorEnabled })).map((step) => [step.id, step.done]));

describe("the setup checklist on the demo shop", () => {
  it("starts with the delivery policy, demo products, pictures and two-factor to do, and ticks them as they are done", async () => {
    await seedCatalogFixtures(database.handle.db);
    expect(await stateOf()).toMatchObject({
      contact: false,
      bank: false,
      delivery: false,
      "demo-products": false,
      pictures: false,
      "two-factor": false,
    });

    await saveDeliveryPolicy(demoDeliveryPolicy);
    const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#7a4b2a" } })
      .jpeg()
      .toBuffer();
    await storeImage(await processUpload(new Uint8Array(picture), "sofa.jpg"), null);
    await db().update(products).set({ isActive: false }).where(like(products.slug, "%"));
    expect(await stateOf(true)).toMatchObject({
      delivery: true,
      "demo-products": true,
      pictures: true,
      "two-factor": true,
      contact: false,
    });
  });

  it("counts only demo products still for sale", async () => {
    const [demo] = await db()
      .select()
      .from(products)
      .where(sql`${products.images}[1] like '/images/demo/%'`)
      .limit(1);
    await db().update(products).set({ isActive: true }).where(eq(products.id, demo!.id));
    const steps = await loadSetupChecklist({ twoFactorEnabled: false });
    expect(steps.find((step) => step.id === "demo-products")).toMatchObject({
      done: false,
      text: "1 demo product is still for sale with the demo's pictures: replace or deactivate them.",
    });
  });
});
